import { integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, stamp } from './columns.ts';

/** One change made to many records at once (bulk/): the operation, the records chosen, its job. */
export const bulkEdits = pgTable('bulk_edits', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  operation: jsonb('operation').notNull(),
  record_ids: integer('record_ids').array().notNull(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  created_at: createdAt(),
  undone_at: stamp('undone_at'),
});

/** A record a bulk edit saved, and the revision it wrote: undo restores the one before, while it is the last. */
export const bulkEditRecords = pgTable(
  'bulk_edit_records',
  {
    bulk_edit_id: integer('bulk_edit_id')
      .notNull()
      .references(() => bulkEdits.id, { onDelete: 'cascade' }),
    record_id: integer('record_id').notNull(),
    revision_id: integer('revision_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bulk_edit_id, t.record_id] })],
);
