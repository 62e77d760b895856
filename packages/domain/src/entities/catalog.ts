import type { z } from 'zod';
import { trimmed } from '../text.ts';
import { entityObject, optionalText, requiredText } from '../validation.ts';
import { listOf } from '../validation-lists.ts';
import { requiredId } from '../validation-values.ts';
import { catalogPageSchema } from './page.ts';

// Spec §3/§5 Catalog. Page numbering and batches: see page-batch.ts.

export const catalogSchema = entityObject({
  title: optionalText(),
  short_title: requiredText('Catalog.error_short_title_empty'),
  shelfmark: optionalText(),
  collection: requiredId('Catalog.error_collection_empty'),
  pages: listOf(catalogPageSchema, { long: true }),
});

export type CatalogInput = z.input<typeof catalogSchema>;
export type CatalogValues = z.output<typeof catalogSchema>;

/** §3: the title, falling back to the short title. */
export function catalogTitle(catalog: { title?: string | null; short_title?: string | null }): string {
  return trimmed(catalog.title) || trimmed(catalog.short_title);
}

/** §3: the subtitle is the collection's name. */
export function catalogSubtitle(catalog: { collection?: { name?: string | null } | null }): string {
  return trimmed(catalog.collection?.name);
}
