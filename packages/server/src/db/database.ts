import { mkdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataFolder } from './data-folder-lock.ts';
import type { Database, Executor } from './executor.ts';
import { PGliteWithStatements } from './pglite-statements.ts';
import * as schema from './schema.ts';

// Where the rest of the server finds them, with openDatabase.
export type { Database, Executor, Transaction } from './executor.ts';

export interface OpenDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Applies the migrations up to `level` (how many of them), all when none is given. */
  migrate(level?: number): Promise<void>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const journal: { entries: { tag: string }[] } = JSON.parse(
  readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
);

/** How many migrations this code has, and the name of the last: what a database opened here is brought to. */
export const MIGRATIONS = { level: journal.entries.length, last: journal.entries.at(-1)?.tag ?? '' };

/** How many migrations the database has had applied (0 when none). */
export async function migrationLevel(db: Executor): Promise<number> {
  const [{ applied }] = rowsOf<{ applied: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as applied`),
  );
  if (!applied) return 0;
  const [{ n }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return n;
}

/** Runs `apply` on a migrations folder holding the first `level` migrations only (a copy with a shorter journal). */
async function withMigrationsUpTo(level: number | undefined, apply: (folder: string) => Promise<void>) {
  if (level === undefined || level >= MIGRATIONS.level) return apply(migrationsFolder);
  const folder = await mkdtemp(join(tmpdir(), 'fontes-migrations-'));
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    const entries = journal.entries.slice(0, level);
    await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    await apply(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Settings of an embedded PGlite, read at each start. */
const PGLITE_SETTINGS = ['shared_buffers = 16MB'];

/**
 * PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (or in memory when
 * `dataDir` is 'memory://'). Migrations are applied before the database is handed out, unless `migrate`
 * is false (a restore migrates step by step). A PGlite folder is locked while open: see lockDataFolder.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  /** Told when PostgreSQL ends an idle pooled connection (a restart, an administrator); stderr by default. */
  onIdleError?: (error: Error) => void;
  migrate?: boolean;
}): Promise<OpenDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // Unheard, the pool's error event would end the whole process; the next query opens a new connection.
    const report = options.onIdleError ?? ((error: Error) => console.error(`PostgreSQL: ${error.message}`));
    // An idle connection's error reaches both the pool and the connection's own listener: said once.
    const heard = new WeakSet<Error>();
    const onError = (error: Error) => {
      if (heard.has(error)) return;
      heard.add(error);
      report(error);
    };
    pool.on('error', onError);
    // A checked-out connection's error, unheard, would too (graphile-worker holds one to LISTEN).
    pool.on('connect', (client) => client.on('error', onError));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    const migrate = (level?: number) =>
      withMigrationsUpTo(level, (folder) =>
        migratePg(drizzlePg(pool, { schema }), { migrationsFolder: folder }),
      );
    if (options.migrate !== false) await migrate();
    return { db, kind: 'postgres', close: () => pool.end(), migrate };
  }
  const dir = options.dataDir ?? 'memory://';
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const unlock = inMemory ? () => {} : lockDataFolder(dir);
  try {
    // PostgreSQL's default of 128 MB of shared buffers all ends up in the process's memory; the files
    // behind them are in the OS's cache (or memory) already, so little is lost by a smaller one.
    const client = new PGliteWithStatements(dir, {
      extensions: { pg_trgm },
      postgresqlconf: PGLITE_SETTINGS,
    });
    await client.waitReady;
    const pgliteDb = drizzlePglite(client, { schema });
    const migrate = (level?: number) =>
      withMigrationsUpTo(level, (folder) => migratePglite(pgliteDb, { migrationsFolder: folder }));
    if (options.migrate !== false) await migrate();
    const close = async () => {
      await client.close();
      unlock();
    };
    return { db: pgliteDb as unknown as Database, kind: 'pglite', close, migrate };
  } catch (error) {
    unlock();
    throw error;
  }
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
