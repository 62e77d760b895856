import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { stamp } from './columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per saved record of any type: what search reads. Written in the record's own transaction. Its
 * document holds the words folded by search_fold (search/words.ts: searchFold).
 */
export const searchRecords = pgTable(
  'search_records',
  {
    type: text('type').notNull(),
    record_id: integer('record_id').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    path: text('path').notNull(),
    text: text('text').notNull().default(''),
    document: tsvector('document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', search_fold(coalesce(title, ''))), 'A') || setweight(to_tsvector('simple', search_fold(coalesce(subtitle, ''))), 'B') || setweight(to_tsvector('simple', search_fold(coalesce(text, ''))), 'C')`,
      ),
    /**
     * The title's words alone, for ranking by how much of the title a query covers (search-order.ts):
     * stored, as filtering them out of the document for every hit cost each search several times its page.
     */
    title_document: tsvector('title_document')
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('simple', search_fold(coalesce(title, ''))), 'A')`),
    sort_title: text('sort_title').notNull().default(''),
    /** What facets and filters match, as `name:value` ("genre:Messe", "composer:12", "cleric"). */
    facets: text('facets').array().notNull().default(sql`'{}'::text[]`),
    /** The years the record's dates name (yearRange), for the date filter, facet and sort. */
    year_from: integer('year_from'),
    year_to: integer('year_to'),
    /** For the field-specific search and the shelfmark sort. */
    shelfmark: text('shelfmark'),
    sort_shelfmark: text('sort_shelfmark'),
    text_incipit: text('text_incipit'),
    /** The index code's version that wrote the row: older rows are written again on start (search/refresh.ts). */
    version: integer('version').notNull().default(0),
    /**
     * When the entry was last written: the record or something it shows changed. Harvesters read it as the
     * record's datestamp (exchange/oai), since what they harvest shows what the entry shows.
     */
    changed_at: stamp('changed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.record_id] }),
    index('search_records_document_idx').using('gin', t.document),
    index('search_records_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('search_records_sort_idx').on(t.type, t.sort_title),
    index('search_records_facets_idx').using('gin', t.facets),
    index('search_records_version_idx').on(t.version),
    // The harvested types in datestamp order: a harvest's page is read by keyset from here (exchange/oai).
    index('search_records_harvest_idx')
      .on(t.changed_at, t.type, t.record_id)
      .where(sql`type in ('score', 'person', 'publication')`),
  ],
);

/** Every word that occurs in the search table: a typo in a query is corrected to its nearest word here. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
]);
