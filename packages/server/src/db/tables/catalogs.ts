import { type AnyPgColumn, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { collections } from './collections.ts';
import { recordColumns } from './columns.ts';
import { digitalCopyFiles } from './digital-copies.ts';
import { scores } from './scores.ts';

/** A historical inventory of a collection, listed page by page. */
export const catalogs = pgTable(
  'catalogs',
  {
    ...recordColumns(),
    collection_id: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'restrict' }),
    title: text('title'),
    short_title: text('short_title').notNull(),
    shelfmark: text('shelfmark'),
  },
  (t) => [index('catalogs_collection_idx').on(t.collection_id)],
);

export const pages = pgTable(
  'pages',
  {
    ...recordColumns(),
    catalog_id: integer('catalog_id')
      .notNull()
      .references(() => catalogs.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    // A new page is placed (and the catalog's pages renumbered) in the transaction that inserts it.
    position: integer('position').notNull().default(0),
    digital_copy_file_id: integer('digital_copy_file_id').references((): AnyPgColumn => digitalCopyFiles.id, {
      onDelete: 'set null',
    }),
  },
  // By image: the manifest finds the entries' regions on each of its canvases.
  (t) => [
    index('pages_catalog_idx').on(t.catalog_id, t.position),
    index('pages_image_idx').on(t.digital_copy_file_id),
  ],
);

/** A line of a catalog page; it may name the score it describes. */
export const entries = pgTable(
  'entries',
  {
    id: serial('id').primaryKey(),
    page_id: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    score_id: integer('score_id').references((): AnyPgColumn => scores.id, { onDelete: 'set null' }),
    number: text('number'),
    signature: text('signature'),
    genre: text('genre'),
    composer: text('composer'),
    annotation: text('annotation'),
    notes: text('notes'),
    // The region of the page's image that lists the entry (IIIF xywh, in the image's pixels): all or none.
    region_x: integer('region_x'),
    region_y: integer('region_y'),
    region_w: integer('region_w'),
    region_h: integer('region_h'),
  },
  (t) => [index('entries_page_idx').on(t.page_id, t.position), index('entries_score_idx').on(t.score_id)],
);
