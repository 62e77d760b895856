import type { z } from 'zod';
import { entityObject, optionalText, requiredText } from '../validation.ts';
import { listOf } from '../validation-lists.ts';
import { codeOf, itemId, optionalInteger, requiredId } from '../validation-values.ts';

// Spec §3 DigitalCopy: a named set of uploaded images showing a catalog or a score (§2).

/** One image of a digital copy, pointing at an uploaded file; its order is `position`. */
export const digitalCopyFileSchema = entityObject({
  id: itemId(),
  name: optionalText(),
  position: optionalInteger(),
  file: requiredId('DigitalCopyFile.error_file_empty'),
});

export type DigitalCopyFileInput = z.input<typeof digitalCopyFileSchema>;
export type DigitalCopyFileValues = z.output<typeof digitalCopyFileSchema>;

export const digitalCopySchema = entityObject({
  name: requiredText('DigitalCopy.error_name_empty'),
  digitizable_type: codeOf('digitizableTypes', 'DigitalCopy.error_digitizable_empty'),
  digitizable_id: requiredId('DigitalCopy.error_digitizable_empty'),
  files: listOf(digitalCopyFileSchema),
});

export type DigitalCopyInput = z.input<typeof digitalCopySchema>;
export type DigitalCopyValues = z.output<typeof digitalCopySchema>;
