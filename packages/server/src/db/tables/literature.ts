import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';
import { people } from './people.ts';
import { scores } from './scores.ts';

export const publications = pgTable('publications', {
  ...recordColumns(),
  title: text('title').notNull(),
  short_title: text('short_title').notNull(),
  extent: text('extent'),
  publisher: text('publisher'),
  publication_date: text('publication_date'),
  publication_place: text('publication_place'),
  notes: text('notes'),
});

export const places = pgTable(
  'places',
  { id: serial('id').primaryKey(), name: text('name').notNull() },
  (t) => [
    uniqueIndex('places_name_unique').on(sql`lower(${t.name})`),
    index('places_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** A person's role in a score or a publication (composer, scribe, dedicatee…). */
export const attributions = pgTable(
  'attributions',
  {
    id: serial('id').primaryKey(),
    score_id: integer('score_id').references((): AnyPgColumn => scores.id, { onDelete: 'cascade' }),
    publication_id: integer('publication_id').references(() => publications.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    person_id: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'restrict' }),
    place_id: integer('place_id').references(() => places.id, { onDelete: 'set null' }),
    function: text('function').notNull(),
    qualifier: text('qualifier').notNull(),
    profession: text('profession'),
    from: text('from'),
    to: text('to'),
    designation: text('designation'),
    member: boolean('member').notNull().default(false),
    notes: text('notes'),
  },
  (t) => [
    index('attributions_score_idx').on(t.score_id),
    index('attributions_publication_idx').on(t.publication_id),
    index('attributions_person_idx').on(t.person_id),
    check('attributions_one_owner', sql`num_nonnulls(${t.score_id}, ${t.publication_id}) = 1`),
  ],
);

/** Evidence for a score, a person or a publication: a web page, literature, a GND or RISM record. */
export const sources = pgTable(
  'sources',
  {
    id: serial('id').primaryKey(),
    score_id: integer('score_id').references((): AnyPgColumn => scores.id, { onDelete: 'cascade' }),
    person_id: integer('person_id').references(() => people.id, { onDelete: 'cascade' }),
    publication_id: integer('publication_id').references(() => publications.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').notNull().default('literature'),
    citation: text('citation'),
    description: text('description'),
    url: text('url'),
    gnd_id: text('gnd_id'),
    rism_id: text('rism_id'),
    notes: text('notes'),
  },
  (t) => [
    index('sources_score_idx').on(t.score_id),
    index('sources_person_idx').on(t.person_id),
    index('sources_publication_idx').on(t.publication_id),
    check('sources_one_owner', sql`num_nonnulls(${t.score_id}, ${t.person_id}, ${t.publication_id}) = 1`),
  ],
);
