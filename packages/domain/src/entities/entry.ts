import type { z } from 'zod';
import { entityObject, optionalText } from '../validation.ts';
import { itemId, optionalId, optionalInteger } from '../validation-values.ts';

// Spec §3 Entry: one line of a catalog page, saved with its page; it may point to a score.

export const entrySchema = entityObject({
  id: itemId(),
  position: optionalInteger(),
  score: optionalId(),
  number: optionalText(),
  signature: optionalText(),
  genre: optionalText(),
  composer: optionalText(),
  annotation: optionalText(),
  notes: optionalText(),
});

export type EntryInput = z.input<typeof entrySchema>;
export type EntryValues = z.output<typeof entrySchema>;
