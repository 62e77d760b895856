import type { z } from 'zod';
import { joinNonBlank, trimmed } from '../text.ts';
import { entityObject, optionalText, requiredText } from '../validation.ts';
import { listOf } from '../validation-lists.ts';
import { itemId, requiredId } from '../validation-values.ts';
import { attributionSchema } from './attribution.ts';
import { sourceSchema } from './source.ts';

// Spec §3/§5 Publication (literature) and PublicationScore, a score's reference to it.

export const publicationSchema = entityObject({
  title: requiredText('Publication.error_title_empty'),
  short_title: requiredText('Publication.error_short_title_empty'),
  extent: optionalText(),
  publisher: optionalText(),
  publication_date: optionalText(),
  publication_place: optionalText(),
  notes: optionalText(),
  attributions: listOf(attributionSchema),
  sources: listOf(sourceSchema),
});

export type PublicationInput = z.input<typeof publicationSchema>;
export type PublicationValues = z.output<typeof publicationSchema>;

/** `number` is the page (or other locator) within the publication, as text: "12", "12–14", "Nr. 5". */
export const publicationScoreSchema = entityObject({
  id: itemId(),
  publication: requiredId('PublicationScore.error_publication_empty'),
  number: requiredText('PublicationScore.error_number_empty'),
  notes: optionalText(),
});

export type PublicationScoreInput = z.input<typeof publicationScoreSchema>;
export type PublicationScoreValues = z.output<typeof publicationScoreSchema>;

type PublicationLike = {
  title?: string | null;
  short_title?: string | null;
  publisher?: string | null;
  publication_date?: string | null;
  publication_place?: string | null;
};

/** The title, falling back to the short title (as a catalog's does). */
export function publicationTitle(p: PublicationLike): string {
  return trimmed(p.title) || trimmed(p.short_title);
}

/** The imprint as cited: "Leipzig: Breitkopf & Härtel, 1802", leaving out what is missing. */
export function publicationSubtitle(p: PublicationLike): string {
  return joinNonBlank([joinNonBlank([p.publication_place, p.publisher], ': '), p.publication_date], ', ');
}
