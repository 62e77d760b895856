import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

// The database's types alone, below both openDatabase (database.ts) and the PGlite driver it opens
// (db/pglite-statements.ts), which names the executors its statements are prepared on.

type Schema = typeof schema;
/** The common surface of both drivers: everything outside db/ and fast/ uses only this. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;
