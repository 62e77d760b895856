import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { stamp } from './columns.ts';

/**
 * A harvested record that was deleted: what an OAI-PMH harvester needs to drop its copy (its type, id, the
 * set it was in, when). Kept for good: the repository says `deletedRecord` persistent.
 */
export const oaiTombstones = pgTable(
  'oai_tombstones',
  {
    type: text('type').notNull(),
    record_id: integer('record_id').notNull(),
    /** A score's collection, so that a harvest of its set learns of the delete. */
    collection_id: integer('collection_id'),
    deleted_at: stamp('deleted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.record_id] }),
    index('oai_tombstones_datestamp_idx').on(t.deleted_at, t.type, t.record_id),
  ],
);
