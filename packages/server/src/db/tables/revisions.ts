import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/**
 * Every save and delete of a record: who, when, what, and the record as it was then. A very large
 * record's snapshot (an imported copy's 10,000 images) is null here and kept as text in `revision_parts`.
 */
export const revisions = pgTable(
  'revisions',
  {
    id: serial('id').primaryKey(),
    record_type: text('record_type').notNull(),
    record_id: integer('record_id').notNull(),
    action: text('action').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot'),
    /**
     * What the save changed against the record's revision before it, written with it so that a history
     * lists without reading snapshots: `[{ field }]` per field, a list's `{ field, added, changed, removed }`.
     * Null for a create, a delete and a record too large to compare (its snapshot in parts).
     */
    summary: jsonb('summary'),
    /** What made the change besides a save: `{ restored: revisionId }`, `{ restoredDeleted: revisionId }`. */
    cause: jsonb('cause'),
    created_at: createdAt(),
  },
  (t) => [index('revisions_record_idx').on(t.record_type, t.record_id, t.id)],
);

/**
 * A large snapshot's JSON text in consecutive parts, joined in `position` order. Written one part per
 * statement: PGlite runs statements on the server's thread, and one 3 MB statement held it for 350 ms.
 */
export const revisionParts = pgTable(
  'revision_parts',
  {
    revision_id: integer('revision_id')
      .notNull()
      .references(() => revisions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.revision_id, t.position] })],
);
