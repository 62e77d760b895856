import type { z } from 'zod';
import { entityObject, requiredText } from '../validation.ts';
import { listOf } from '../validation-lists.ts';
import { itemId, optionalId, optionalInteger, requiredId } from '../validation-values.ts';
import { entrySchema } from './entry.ts';

// Spec §3/§5 Page: a page of a catalog, saved with its entries.

const pageFields = {
  number: requiredText('Page.error_number_empty'),
  position: optionalInteger(),
  digital_copy_file: optionalId(),
};

export const pageSchema = entityObject({
  ...pageFields,
  catalog: requiredId('Page.error_catalog_empty'),
  entries: listOf(entrySchema),
});

export type PageInput = z.input<typeof pageSchema>;
export type PageValues = z.output<typeof pageSchema>;

/** A page as listed inside its catalog: its catalog is the record being saved, so it is not asked for. */
export const catalogPageSchema = entityObject({ id: itemId(), ...pageFields });
