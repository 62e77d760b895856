import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PGliteWithStatements } from './pglite-statements.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The common surface of both drivers: everything outside this folder uses only this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (or in memory when
 * `dataDir` is 'memory://'). Migrations are applied before the database is handed out.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** Told when PostgreSQL ends an idle pooled connection (a restart, an administrator); stderr by default. */
  onIdleError?: (error: Error) => void;
}): Promise<OpenDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Unheard, the pool's error event would end the whole process; the next query opens a new connection.
    pool.on('error', options.onIdleError ?? ((error) => console.error(`PostgreSQL: ${error.message}`)));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dir = options.dataDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = new PGliteWithStatements(dir, { extensions: { pg_trgm } });
  await client.waitReady;
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return { db: pgliteDb as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/** Rows of a raw `db.execute(sql…)`: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Runs `statement` for each item one after another. A transaction has one connection, which answers one
 * statement at a time anyway; sending them together only queues them (and pg refuses that in its next
 * major version).
 */
export async function eachInOrder<T, R>(
  items: readonly T[],
  statement: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await statement(item));
  return results;
}
