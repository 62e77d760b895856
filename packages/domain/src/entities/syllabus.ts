import type { z } from 'zod';
import { isBlankText } from '../text.ts';
import { entityObject, optionalText, requiredText } from '../validation.ts';
import { itemId } from '../validation-values.ts';

// Spec §3/§5 Syllabus and VowBookEntry: a cleric's records, each citing its source.
// The person schema checks them only for clerics, so each comes as a lenient draft and a strict schema.

export const syllabusSchema = entityObject({
  id: itemId(),
  citation: requiredText('Syllabus.error_source_empty'),
  transcription: requiredText('Syllabus.error_transcription_empty'),
  translation: requiredText('Syllabus.error_translation_empty'),
});

export const syllabusDraftSchema = entityObject({
  id: itemId(),
  citation: optionalText(),
  transcription: optionalText(),
  translation: optionalText(),
});

export type SyllabusInput = z.input<typeof syllabusSchema>;
export type SyllabusValues = z.output<typeof syllabusSchema>;

export const vowBookEntrySchema = entityObject({
  id: itemId(),
  citation: requiredText('VowBookEntry.error_source_empty'),
  transcription: requiredText('VowBookEntry.error_transcription_empty'),
});

export const vowBookEntryDraftSchema = entityObject({
  id: itemId(),
  citation: optionalText(),
  transcription: optionalText(),
});

export type VowBookEntryInput = z.input<typeof vowBookEntrySchema>;
export type VowBookEntryValues = z.output<typeof vowBookEntrySchema>;

/** §5: a vow book entry is checked only when filled in, i.e. when any of its texts is given. */
export function isVowBookEntryFilled<T extends { citation?: string | null; transcription?: string | null }>(
  entry: T | null | undefined,
): entry is T {
  return !!entry && (!isBlankText(entry.citation) || !isBlankText(entry.transcription));
}
