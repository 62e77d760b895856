import type { z } from 'zod';
import { booleanDefault, entityObject, optionalText } from '../validation.ts';
import { codeOf, itemId, optionalId, requiredId } from '../validation-values.ts';

// Spec §3/§5 Attribution: who did what for a score or a publication, and how certain that is.

export const attributionSchema = entityObject({
  id: itemId(),
  person: requiredId('Attribution.error_person_empty'),
  function: codeOf('attributionFunctions', 'Attribution.error_function_empty'),
  qualifier: codeOf('qualifiers', 'Attribution.error_qualifier_empty'),
  profession: optionalText(),
  from: optionalText(),
  to: optionalText(),
  designation: optionalText(),
  member: booleanDefault(false),
  notes: optionalText(),
  place: optionalId(),
});

export type AttributionInput = z.input<typeof attributionSchema>;
export type AttributionValues = z.output<typeof attributionSchema>;
