import type { z } from 'zod';
import { entityObject, optionalText, requiredText } from '../validation.ts';
import { listOf } from '../validation-lists.ts';
import { codeOf, itemId, optionalId, optionalInteger, requiredId } from '../validation-values.ts';

// Spec §3 DigitalCopy: a named set of uploaded images showing a catalog or a score (§2).

/**
 * One image of a digital copy, pointing at an uploaded file; its order is `position`. An image imported
 * from a IIIF manifest points at an image elsewhere: sent back by its id without a file, it keeps it
 * (the server checks the id names such an image). A new image needs a file.
 */
export const digitalCopyFileSchema = entityObject({
  id: itemId(),
  name: optionalText(),
  position: optionalInteger(),
  file: optionalId('DigitalCopyFile.error_file_empty'),
}).superRefine((image, ctx) => {
  if (image.file === null && image.id == null)
    ctx.addIssue({ code: 'custom', message: 'DigitalCopyFile.error_file_empty', path: ['file'] });
});

export type DigitalCopyFileInput = z.input<typeof digitalCopyFileSchema>;
export type DigitalCopyFileValues = z.output<typeof digitalCopyFileSchema>;

export const digitalCopySchema = entityObject({
  name: requiredText('DigitalCopy.error_name_empty'),
  digitizable_type: codeOf('digitizableTypes', 'DigitalCopy.error_digitizable_empty'),
  digitizable_id: requiredId('DigitalCopy.error_digitizable_empty'),
  files: listOf(digitalCopyFileSchema, { long: true }),
});

export type DigitalCopyInput = z.input<typeof digitalCopySchema>;
export type DigitalCopyValues = z.output<typeof digitalCopySchema>;
