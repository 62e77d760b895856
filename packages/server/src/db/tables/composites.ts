import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';

/** A composite (parent) entry binding scores and further composites together under one shelfmark. */
export const composites = pgTable(
  'composites',
  {
    ...recordColumns(),
    parent_id: integer('parent_id').references((): AnyPgColumn => composites.id, { onDelete: 'restrict' }),
    shelfmark: text('shelfmark').notNull(),
    title: text('title'),
    notes: text('notes'),
  },
  (t) => [index('composites_parent_idx').on(t.parent_id)],
);
