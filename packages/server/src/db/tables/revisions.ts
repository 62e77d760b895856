import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** Every save and delete of a record: who, when, what, and the record as it was then. */
export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    record_type: text('record_type').notNull(),
    record_id: integer('record_id').notNull(),
    action: text('action').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot'),
    created_at: createdAt(),
  },
  (t) => [index('revisions_record_idx').on(t.record_type, t.record_id, t.id)],
);
