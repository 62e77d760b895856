import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, stamp } from './columns.ts';

/**
 * Duplicates merged into one record: the survivor (`keep_id`), the records merged into it and gone, and
 * what undoing it needs (`undo`: the rows relinked and the survivor's revision before the merge).
 */
export const merges = pgTable('merges', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  keep_id: integer('keep_id').notNull(),
  merged_ids: integer('merged_ids').array().notNull(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  undo: jsonb('undo').notNull(),
  created_at: createdAt(),
  undone_at: stamp('undone_at'),
});

/**
 * A merged record's id and the record it now is: its permalink and API id answer the survivor. A survivor
 * merged again passes its old ids on.
 */
export const mergedRecords = pgTable(
  'merged_records',
  {
    type: text('type').notNull(),
    record_id: integer('record_id').notNull(),
    survivor_id: integer('survivor_id').notNull(),
    merge_id: integer('merge_id')
      .notNull()
      .references(() => merges.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.record_id] }),
    index('merged_records_survivor_idx').on(t.type, t.survivor_id),
  ],
);
