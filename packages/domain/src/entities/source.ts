import type { z } from 'zod';
import { isCode, type SourceType } from '../codes.ts';
import { isValidUrl, normalizeUrl } from '../url.ts';
import { entityObject, optionalText } from '../validation.ts';
import { itemId, optionalCodeOf } from '../validation-values.ts';
import { extractGndId, extractRismId, gndUrl, rismUrl } from './source-ids.ts';

// Spec §3/§4/§5 Source.

export type SourceLike = {
  type?: string | null;
  citation?: string | null;
  url?: string | null;
  gnd_id?: string | null;
  rism_id?: string | null;
};

type TypeFields = { type: SourceType; url: string | null; gnd_id: string | null; rism_id: string | null };

/**
 * Keeps the fields of the source's own type, normalised (url with a scheme, bare GND and RISM ids),
 * and clears those of the other types; blank or cleared fields become null.
 */
export function normalizeSource<T extends SourceLike>(source: T): Omit<T, keyof TypeFields> & TypeFields {
  const type: SourceType = isCode('sourceTypes', source.type) ? source.type : 'literature';
  return {
    ...source,
    type,
    url: (type === 'url' && normalizeUrl(source.url)) || null,
    gnd_id: (type === 'gnd' && extractGndId(source.gnd_id)) || null,
    rism_id: (type === 'rism' && extractRismId(source.rism_id)) || null,
  };
}

/** §4: changing the type clears the fields of the other types and normalises the rest. */
export function changeSourceType<T extends SourceLike>(source: T, type: SourceType) {
  return normalizeSource({ ...source, type });
}

/** Where a source points: its url, or the GND / RISM record of its id; null for literature. */
export function sourceLink(source: SourceLike): string | null {
  const { type, url, gnd_id, rism_id } = normalizeSource(source);
  if (type === 'url') return url;
  if (type === 'gnd') return gnd_id && gndUrl(gnd_id);
  if (type === 'rism') return rism_id && rismUrl(rism_id);
  return null;
}

/**
 * The citation of an authority source left without one: its id names it ("GND 118650130", "RISM
 * 1001234567"); null for other types or without an id.
 */
export function authorityCitation(source: SourceLike): string | null {
  const { type, gnd_id, rism_id } = normalizeSource(source);
  if (type === 'gnd' && gnd_id) return `GND ${gnd_id}`;
  if (type === 'rism' && rism_id) return `RISM ${rism_id}`;
  return null;
}

const sourceFields = entityObject({
  id: itemId(),
  type: optionalCodeOf('sourceTypes').transform((type) => type ?? 'literature'),
  citation: optionalText(),
  description: optionalText(),
  url: optionalText(),
  gnd_id: optionalText(),
  rism_id: optionalText(),
  notes: optionalText(),
});

/**
 * The spec gives two readings for the citation: required for literature only, or for every type.
 * We take the stricter one: every source needs a citation, and its type's own field as well; a GND or RISM
 * source's citation left empty is derived from its id, which already names it.
 */
export const sourceSchema = sourceFields.transform((raw, ctx) => {
  const normalized = normalizeSource(raw);
  const source = { ...normalized, citation: normalized.citation || authorityCitation(normalized) };
  const fail = (field: string, message: string) =>
    ctx.issues.push({ code: 'custom', message, path: [field], input: raw });
  if (!source.citation) fail('citation', 'Source.error_citation_empty');
  if (source.type === 'url' && !source.url) fail('url', 'Source.error_url_empty');
  if (source.type === 'url' && source.url && !isValidUrl(source.url)) fail('url', 'Source.error_url_invalid');
  if (source.type === 'gnd' && !source.gnd_id) fail('gnd_id', 'Source.error_gnd_empty');
  if (source.type === 'rism' && !source.rism_id) fail('rism_id', 'Source.error_rism_empty');
  return source;
});

export type SourceInput = z.input<typeof sourceSchema>;
export type SourceValues = z.output<typeof sourceSchema>;
