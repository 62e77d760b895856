import type { z } from 'zod';
import { booleanDefault, entityObject, optionalText } from '../validation.ts';
import { codeOf, itemId, optionalInteger } from '../validation-values.ts';
import { scoringSchema } from './voice.ts';

// Spec §3/§5 Part: one physical part of a score (a set of voices, the full score, a piano reduction…).

export const partSchema = entityObject({
  id: itemId(),
  position: optionalInteger(),
  score_type: codeOf('partScoreTypes', 'Part.error_score_type_empty'),
  source_type: codeOf('partSourceTypes', 'Part.error_source_type_empty'),
  extent: optionalText(),
  measurements: optionalText(),
  wear: optionalText(),
  date: optionalText(),
  watermark: booleanDefault(false),
  // The spec gives two readings (scoring required or not); we take the stricter one: required.
  voices: scoringSchema('Part.error_voices_empty'),
  notes: optionalText(),
});

export type PartInput = z.input<typeof partSchema>;
export type PartValues = z.output<typeof partSchema>;
