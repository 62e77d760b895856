import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { recordColumns } from './columns.ts';

/** Composers, scribes, owners, clerics: anyone a source or publication is attributed to. */
export const people = pgTable('people', {
  ...recordColumns(),
  dates: text('dates'),
  cleric: boolean('cleric').notNull().default(false),
  first_mass: text('first_mass'),
  profession: text('profession'),
  notes: text('notes'),
});

export const names = pgTable(
  'names',
  {
    id: serial('id').primaryKey(),
    person_id: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    primary: boolean('primary').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [index('names_person_idx').on(t.person_id, t.position)],
);

/**
 * A cleric's course of study, transcribed and translated from the cited source. The texts may be
 * missing: a person who is not (or no longer) a cleric keeps drafts unchecked (domain person schema).
 */
export const syllabi = pgTable(
  'syllabi',
  {
    id: serial('id').primaryKey(),
    person_id: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    citation: text('citation'),
    transcription: text('transcription'),
    translation: text('translation'),
  },
  (t) => [index('syllabi_person_idx').on(t.person_id, t.position)],
);

/** A cleric's entry in the vow book (Professbuch): at most one per person. */
export const vowBookEntries = pgTable(
  'vow_book_entries',
  {
    id: serial('id').primaryKey(),
    person_id: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    citation: text('citation'),
    transcription: text('transcription'),
  },
  (t) => [uniqueIndex('vow_book_entries_person_unique').on(t.person_id)],
);
