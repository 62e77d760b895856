import type { z } from 'zod';
import { trimmed } from '../text.ts';
import { booleanDefault, entityObject, optionalText } from '../validation.ts';
import { checkNested, listOf } from '../validation-lists.ts';
import { personNamesSchema, primaryName } from './name.ts';
import { sourceSchema } from './source.ts';
import {
  isVowBookEntryFilled,
  syllabusDraftSchema,
  syllabusSchema,
  vowBookEntryDraftSchema,
  vowBookEntrySchema,
} from './syllabus.ts';

// Spec §3/§4/§5 Person.

/**
 * Syllabi and the vow book entry are checked only for clerics (§5). For other people they are kept
 * as given, so that ticking "cleric" again brings them back unchanged; a blank vow book entry is null.
 */
export const personSchema = entityObject({
  names: personNamesSchema,
  dates: optionalText(),
  cleric: booleanDefault(false),
  first_mass: optionalText(),
  profession: optionalText(),
  notes: optionalText(),
  syllabi: listOf(syllabusDraftSchema),
  vow_book_entry: vowBookEntryDraftSchema
    .nullish()
    .transform((entry) => (isVowBookEntryFilled(entry) ? entry : null)),
  sources: listOf(sourceSchema),
}).superRefine((person, ctx) => {
  if (!person.cleric) return;
  (Array.isArray(person.syllabi) ? person.syllabi : []).forEach((syllabus, index) => {
    checkNested(ctx, syllabusSchema, syllabus, ['syllabi', index]);
  });
  if (person.vow_book_entry) checkNested(ctx, vowBookEntrySchema, person.vow_book_entry, ['vow_book_entry']);
});

export type PersonInput = z.input<typeof personSchema>;
export type PersonValues = z.output<typeof personSchema>;

type PersonLike = { names?: ReadonlyArray<{ name?: string | null; primary?: boolean | null }> | null };

/** §3: a person is shown by the primary name. */
export function personName(person: PersonLike | null | undefined): string {
  return primaryName(person?.names);
}

/** §3: the subtitle is the dates. */
export function personSubtitle(person: { dates?: string | null } | null | undefined): string {
  return trimmed(person?.dates);
}
