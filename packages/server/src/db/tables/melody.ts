import { index, integer, jsonb, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { incipits, scores } from './scores.ts';

/**
 * Each incipit's melodic line as melodic search compares it (melody/melody-features.ts), written with the
 * incipit's score in its save's transaction. An incipit whose PAE cannot be read has a row with no notes.
 */
export const incipitMelodies = pgTable(
  'incipit_melodies',
  {
    incipit_id: integer('incipit_id')
      .primaryKey()
      .references(() => incipits.id, { onDelete: 'cascade' }),
    score_id: integer('score_id')
      .notNull()
      .references(() => scores.id, { onDelete: 'cascade' }),
    /** Semitones from each note of the line to the next. */
    intervals: smallint('intervals').array().notNull(),
    /** Each note's length against the one before (melody-features: ratioStep). */
    rhythm: smallint('rhythm').array().notNull(),
    /** The drawn notes (their indexes) each note of the line stands for: a tied note stands for two. */
    notes: jsonb('notes').$type<number[][]>().notNull(),
  },
  (t) => [index('incipit_melodies_score_idx').on(t.score_id)],
);

/**
 * Four intervals from each note of a line on (fewer at its end), packed into one number (melody-grams.ts),
 * so that the incipits holding a query's intervals are found by an index; the match is verified in code.
 */
export const incipitGrams = pgTable(
  'incipit_grams',
  {
    incipit_id: integer('incipit_id')
      .notNull()
      .references(() => incipitMelodies.incipit_id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    gram: integer('gram').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.incipit_id, t.position] }),
    index('incipit_grams_gram_idx').on(t.gram, t.incipit_id, t.position),
  ],
);
