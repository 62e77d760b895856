import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { collections } from './collections.ts';
import { recordColumns } from './columns.ts';
import { composites } from './composites.ts';
import { publications } from './literature.ts';

/** A musical source: a manuscript or printed score with its parts. */
export const scores = pgTable(
  'scores',
  {
    ...recordColumns(),
    collection_id: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'restrict' }),
    composite_id: integer('composite_id').references((): AnyPgColumn => composites.id, {
      onDelete: 'set null',
    }),
    shelfmark: text('shelfmark').notNull(),
    former_shelfmarks: text('former_shelfmarks'),
    opus: text('opus'),
    work_date: text('work_date'),
    provenance: text('provenance'),
    notes: text('notes'),
    title: text('title'),
    key: text('key'),
    has_digital_copy: boolean('has_digital_copy').notNull().default(false),
    short_title: text('short_title').notNull(),
    alternative_name: text('alternative_name'),
  },
  (t) => [
    index('scores_collection_idx').on(t.collection_id),
    index('scores_composite_idx').on(t.composite_id),
  ],
);

/** The scoring of a score (owner score_id) or of one of its parts (owner part_id). */
export const voices = pgTable(
  'voices',
  {
    id: serial('id').primaryKey(),
    score_id: integer('score_id').references(() => scores.id, { onDelete: 'cascade' }),
    part_id: integer('part_id').references((): AnyPgColumn => parts.id, { onDelete: 'cascade' }),
    voice: text('voice').notNull(),
    count: integer('count').notNull().default(1),
    numbering: text('numbering'),
    position: integer('position').notNull().default(1),
  },
  (t) => [
    index('voices_score_idx').on(t.score_id),
    index('voices_part_idx').on(t.part_id),
    check('voices_one_owner', sql`num_nonnulls(${t.score_id}, ${t.part_id}) = 1`),
  ],
);

export const parts = pgTable(
  'parts',
  {
    id: serial('id').primaryKey(),
    score_id: integer('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    score_type: text('score_type').notNull(),
    source_type: text('source_type').notNull(),
    extent: text('extent'),
    measurements: text('measurements'),
    wear: text('wear'),
    date: text('date'),
    watermark: boolean('watermark').notNull().default(false),
    notes: text('notes'),
  },
  (t) => [index('parts_score_idx').on(t.score_id, t.position)],
);

export const incipits = pgTable(
  'incipits',
  {
    id: serial('id').primaryKey(),
    score_id: integer('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    tempo: text('tempo'),
    clef: text('clef'),
    time_signature: text('time_signature'),
    key_signature: text('key_signature'),
    text: text('text'),
    part: text('part'),
    basso_continuo: boolean('basso_continuo').notNull().default(false),
    pae: text('pae'),
    number: text('number'),
    movement: text('movement'),
    section: text('section'),
    notes: text('notes'),
    is_text_incipit: boolean('is_text_incipit').notNull().default(true),
  },
  (t) => [index('incipits_score_idx').on(t.score_id, t.position)],
);

/** Picked by name; "Messe" and "messe" are one genre. */
export const genres = pgTable(
  'genres',
  { id: serial('id').primaryKey(), name: text('name').notNull() },
  (t) => [
    uniqueIndex('genres_name_unique').on(sql`lower(${t.name})`),
    index('genres_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const scoreGenres = pgTable(
  'score_genres',
  {
    score_id: integer('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    genre_id: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.score_id, t.genre_id] }), index('score_genres_genre_idx').on(t.genre_id)],
);

/** Literature that cites a score, with the page number. */
export const publicationScores = pgTable(
  'publication_scores',
  {
    id: serial('id').primaryKey(),
    score_id: integer('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    publication_id: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    number: text('number').notNull(),
    notes: text('notes'),
  },
  (t) => [
    index('publication_scores_score_idx').on(t.score_id),
    index('publication_scores_publication_idx').on(t.publication_id),
  ],
);
