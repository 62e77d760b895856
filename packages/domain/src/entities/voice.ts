import type { z } from 'zod';
import { isBlankText, joinNonBlank } from '../text.ts';
import { entityObject, optionalText } from '../validation.ts';
import { listOf } from '../validation-lists.ts';
import { codeOf, integerDefault, itemId } from '../validation-values.ts';

// Spec §3/§4/§5 Voice: one line of a scoring (a score's or a part's), a code of the scoring list.

export const voiceSchema = entityObject({
  id: itemId(),
  voice: codeOf('scoringCodes', 'Voice.error_voice_empty'),
  count: integerDefault(1, { min: 1 }),
  // Which of several parts of one voice (RISM: Violino I, Violino II).
  numbering: optionalText(),
  position: integerDefault(1),
});

export type VoiceInput = z.input<typeof voiceSchema>;
export type VoiceValues = z.output<typeof voiceSchema>;

type VoiceLike = { voice?: string | null };

export function blankVoice(): { voice: string; count: number; position: number } {
  return { voice: '', count: 1, position: 1 };
}

export function isBlankVoice(voice: VoiceLike): boolean {
  return isBlankText(voice.voice);
}

/**
 * A required scoring. The blank voice the list rules leave behind counts as no scoring, so the
 * list reports `emptyKey` once instead of an error on the placeholder.
 */
export function scoringSchema(emptyKey: string) {
  return listOf(voiceSchema, { isBlank: isBlankVoice, minKey: emptyKey });
}

/** A voice's name with its numbering, as RISM writes it: "Violine II". */
export function voiceName(label: string, numbering: string | null | undefined): string {
  return joinNonBlank([label, numbering], ' ');
}

type VoiceLine = { voice?: unknown; count?: unknown; numbering?: unknown };

/** One voice as read, `label` naming its code: "2 × Violine", "Violine II"; empty for a blank one. */
export function voiceText(voice: VoiceLine, label: (code: string) => string): string {
  if (!voice.voice) return '';
  const name = voiceName(label(String(voice.voice)), (voice.numbering as string | null) ?? null);
  return Number(voice.count) > 1 ? `${voice.count} × ${name}` : name;
}

/** A scoring as read (the server's search hits and the browser's record view alike): "2 × Violine, Viola, Basso continuo". */
export function scoringText(voices: readonly VoiceLine[], label: (code: string) => string): string {
  return voices
    .map((voice) => voiceText(voice, label))
    .filter(Boolean)
    .join(', ');
}

/** §4: adding a voice replaces a lone blank voice. */
export function addVoice<T extends VoiceLike>(voices: readonly T[], voice: T): T[] {
  return voices.length === 1 && isBlankVoice(voices[0]) ? [voice] : [...voices, voice];
}
