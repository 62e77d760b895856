import { joinNonBlank, trimmed } from '../text.ts';
import { catalogTitle } from './catalog.ts';

type EntryLike = {
  number?: string | number | null;
  composer?: string | null;
  page?: {
    number?: string | number | null;
    catalog?: {
      title?: string | null;
      short_title?: string | null;
      collection?: { name?: string | null } | null;
    } | null;
  } | null;
};

/**
 * §3 entry title, language-neutral because it is also stored in the search index:
 * "Collection · Catalog · page/entry (Composer)", e.g. "Musikarchiv Einsiedeln · Inventar 1795 · 12/3 (Mozart)".
 * Missing parts are left out; a lone page or entry number stands alone.
 */
export function entryTitle(entry: EntryLike): string {
  const page = entry.page;
  const catalog = page?.catalog;
  const locator = joinNonBlank([asText(page?.number), asText(entry.number)], '/');
  const path = joinNonBlank([catalog?.collection?.name, catalog && catalogTitle(catalog), locator], ' · ');
  const composer = trimmed(entry.composer);
  return composer ? joinNonBlank([path, `(${composer})`], ' ') : path;
}

function asText(value: string | number | null | undefined): string {
  return value == null ? '' : String(value);
}
