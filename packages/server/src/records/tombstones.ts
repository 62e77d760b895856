import type { RecordType } from '@fontes/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { oaiTombstones } from '../db/schema.ts';
import type { Deleted } from './record-definition.ts';

/**
 * The `afterDelete` of a harvested record: its tombstone, in the delete's transaction, so that a delete
 * undone leaves none and a delete done always leaves one. A score keeps its collection, its set.
 */
export function keepTombstone(type: RecordType) {
  return async (tx: Transaction, _ctx: unknown, deleted: Deleted<unknown>): Promise<void> => {
    const collection = deleted.row.collection_id;
    await tx
      .insert(oaiTombstones)
      .values({
        type,
        record_id: deleted.id,
        collection_id: typeof collection === 'number' ? collection : null,
        deleted_at: sql`clock_timestamp()`,
      })
      .onConflictDoNothing();
  };
}

/** A deleted record made again (restored under its id): harvesters see it again, and no longer as deleted. */
export async function dropTombstone(tx: Transaction, type: string, id: number): Promise<void> {
  await tx.delete(oaiTombstones).where(and(eq(oaiTombstones.type, type), eq(oaiTombstones.record_id, id)));
}
