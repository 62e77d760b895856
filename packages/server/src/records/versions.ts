import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import type { RecordTable } from './record-types.ts';

/** A version strictly later than the stored one, even when two saves fall into the same millisecond. */
export const nextVersion = sql`greatest(now(), updated_at + interval '1 millisecond')`;

/** Marks records as changed, so that a save based on their former version is refused. */
export async function touchVersions(db: Executor, table: RecordTable, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  await db.update(table).set({ updated_at: nextVersion }).where(inArray(table.id, unique));
}
