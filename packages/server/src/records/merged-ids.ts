import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { mergedRecords } from '../db/schema.ts';
import type { RecordName } from './record-types.ts';

/** The record a merged record's id now leads to (merge/), or null: an old link answers the survivor. */
export async function survivorOf(db: Executor, type: RecordName, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: mergedRecords.survivor_id })
    .from(mergedRecords)
    .where(and(eq(mergedRecords.type, type), eq(mergedRecords.record_id, id)));
  return row?.id ?? null;
}
