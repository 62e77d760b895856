import type { z } from 'zod';
import { booleanDefault, entityObject, type FieldError, optionalText, requiredText } from '../validation.ts';
import { listOf } from '../validation-lists.ts';
import { optionalId, requiredId } from '../validation-values.ts';
import { attributionSchema } from './attribution.ts';
import { genreSchema, isBlankGenre } from './genre.ts';
import { incipitSchema } from './incipit.ts';
import { partSchema } from './part.ts';
import { publicationScoreSchema } from './publication.ts';
import { keyWarning } from './score-key.ts';
import { sourceSchema } from './source.ts';
import { scoringSchema } from './voice.ts';

// Spec §3/§5 Score. Digital copies, text incipits and the catalog entries' details are read-only here.

/**
 * How many voices a score's parts may have together: more than any real source has, and few enough that
 * its save keeps other requests waiting no longer than a moment (55,000 held PGlite for 4 s).
 */
export const MAX_PART_VOICES = 500;
const voicesOf = (parts: unknown[]) =>
  parts.reduce<number>((n, part) => {
    const voices = (part as { voices?: unknown } | null)?.voices;
    return n + (Array.isArray(voices) ? voices.length : 0);
  }, 0);

/** A score links existing catalog entries by id; at least one. */
const scoreEntrySchema = entityObject({ id: requiredId('Score.error_entry_empty') });

export const scoreSchema = entityObject({
  collection: requiredId('Score.error_collection_empty'),
  composite: optionalId(),
  shelfmark: requiredText('Score.error_shelfmark_empty'),
  former_shelfmarks: optionalText(),
  short_title: requiredText('Score.error_short_title_empty'),
  title: optionalText(),
  alternative_name: optionalText(),
  opus: optionalText(),
  work_date: optionalText(),
  key: optionalText(),
  provenance: optionalText(),
  notes: optionalText(),
  has_digital_copy: booleanDefault(false),
  voices: scoringSchema('Score.error_voices_empty'),
  entries: listOf(scoreEntrySchema, { minKey: 'Score.error_entry_empty' }),
  attributions: listOf(attributionSchema),
  parts: listOf(partSchema, {
    total: { of: voicesOf, max: MAX_PART_VOICES, key: 'Score.error_part_voices_too_many' },
  }),
  incipits: listOf(incipitSchema),
  publications: listOf(publicationScoreSchema),
  sources: listOf(sourceSchema),
  // The blank genre the list rules leave behind means "no genre"; a blank one next to others is an error.
  genres: listOf(genreSchema, { isBlank: isBlankGenre }),
});

export type ScoreInput = z.input<typeof scoreSchema>;
export type ScoreValues = z.output<typeof scoreSchema>;

/** Warnings the domain can tell by itself; unknown genres need the database (see genreWarnings). */
export function scoreWarnings(score: { key?: string | null }): FieldError[] {
  const key = keyWarning(score.key);
  return key ? [{ path: 'key', key }] : [];
}
