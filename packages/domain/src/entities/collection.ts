import type { z } from 'zod';
import { shortUrl } from '../url.ts';
import { entityObject, optionalText, optionalUrl, requiredText } from '../validation.ts';

// Spec §3/§5 Collection.

export const collectionSchema = entityObject({
  name: requiredText('Collection.error_name_empty'),
  prefix: requiredText('Collection.error_prefix_empty'),
  description: optionalText(),
  url: optionalUrl('Collection.error_url_invalid'),
});

export type CollectionInput = z.input<typeof collectionSchema>;
export type CollectionValues = z.output<typeof collectionSchema>;

type CollectionLike = {
  name?: string | null;
  description?: string | null;
  url?: string | null;
  prefix?: string | null;
};

export function collectionTitle(c: Pick<CollectionLike, 'name'>): string {
  return c.name ?? '';
}

/** List subtitle: first description line, else the short url, else the prefix. */
export function collectionSubtitle(c: Omit<CollectionLike, 'name'>): string {
  const firstLine = (c.description ?? '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .find((line) => line !== '');
  if (firstLine) return firstLine;
  const url = shortUrl(c.url);
  if (url) return url;
  return (c.prefix ?? '').trim();
}
