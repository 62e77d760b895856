import { attributionFunctions, isStorableText } from '@fontes/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type FacetName, facet, typedFacet } from './facet-values.ts';
import { queryWords } from './words.ts';

/** The filters of a search as asked (GraphQL's SearchFilters, or the export's address parameters). */
export interface SearchFilters {
  collection?: number[] | null;
  composer?: number[] | null;
  person?: number[] | null;
  person_function?: string | null;
  genre?: string[] | null;
  key?: string[] | null;
  scoring?: string[] | null;
  source_type?: string[] | null;
  year_from?: number | null;
  year_to?: number | null;
  has_digital_copy?: boolean | null;
  cleric?: boolean | null;
  shelfmark?: string | null;
  title?: string | null;
  text_incipit?: string | null;
  catalog?: number | null;
  entry_number?: string | null;
  authority_id?: string | null;
}

/** At most this many values in one filter's list: a screen never picks more, so more is refused. */
export const MAX_FILTER_VALUES = 50;
const MAX_TEXT = 200;
const MIN_YEAR = -9999;
const MAX_YEAR = 9999;

const LISTS = ['collection', 'composer', 'person', 'genre', 'key', 'scoring', 'source_type'] as const;
const TEXTS = [
  'person_function',
  'shelfmark',
  'title',
  'text_incipit',
  'entry_number',
  'authority_id',
] as const;

/** Why filters cannot be searched: a translation key and its values, for the caller's language. */
export interface FilterRefusal {
  key: string;
  values: Record<string, string | number>;
}

/**
 * The first reason the filters cannot be searched, or null. A value that matches nothing (an id or a
 * genre that no longer exists) is no reason: it finds nothing.
 */
export function filterRefusal(filters: SearchFilters | null | undefined): FilterRefusal | null {
  if (!filters) return null;
  for (const name of LISTS) {
    const list = filters[name];
    if (list && list.length > MAX_FILTER_VALUES)
      return { key: 'Search.error_too_many_values', values: { filter: name, max: MAX_FILTER_VALUES } };
    for (const value of list ?? []) {
      if (
        typeof value === 'string'
          ? !isStorableText(value) || value.length > MAX_TEXT
          : !Number.isSafeInteger(value)
      )
        return { key: 'Search.error_bad_filter', values: { filter: name } };
    }
  }
  for (const name of TEXTS) {
    const value = filters[name];
    if (value != null && (!isStorableText(value) || value.length > MAX_TEXT))
      return { key: 'Search.error_bad_filter', values: { filter: name } };
  }
  const fn = filters.person_function;
  if (fn && !(attributionFunctions as readonly string[]).includes(fn))
    return { key: 'Search.error_bad_filter', values: { filter: 'person_function' } };
  for (const name of ['year_from', 'year_to'] as const) {
    const year = filters[name];
    if (year != null && (!Number.isSafeInteger(year) || year < MIN_YEAR || year > MAX_YEAR))
      return { key: 'Search.error_bad_filter', values: { filter: name } };
  }
  if (filters.year_from != null && filters.year_to != null && filters.year_from > filters.year_to)
    return { key: 'Search.error_year_order', values: {} };
  return null;
}

const anyOf = (values: string[]): SQL => sql`facets && ${toArray(values)}`;
const has = (value: string): SQL => sql`facets @> ${toArray([value])}`;
// An array parameter as the literal PGlite and node-postgres both read the same way.
const toArray = (values: string[]): SQL => sql`${`{${values.map(arrayItem).join(',')}}`}::text[]`;
const arrayItem = (value: string) => `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;

/**
 * Words of `text` each beginning a word of `column` (accents and case aside). Matched on the text rather
 * than the document: its parser keeps "Mus.ms." or "1/10" as one word, which a shelfmark search must split.
 */
function fieldWords(column: SQL, text: string | null | undefined): SQL | null {
  const words = queryWords(text ?? '');
  if (!words.length) return null;
  // Words are letters and digits only (queryWords): nothing in them is special to a regular expression.
  return sql.join(
    words.map((word) => sql`lower(search_fold(coalesce(${column}, ''))) ~ ${`(^|[^[:alnum:]])${word}`}`),
    sql` and `,
  );
}

/** The conditions every count and hit shares: the field-specific search, not counted as facets. */
export function fieldConditions(filters: SearchFilters | null | undefined): SQL[] {
  if (!filters) return [];
  const f = filters;
  const people = f.person?.length
    ? anyOf(f.person.map((id) => facet('person', f.person_function ? `${id}:${f.person_function}` : id)))
    : f.person_function
      ? sql`exists (select 1 from unnest(facets) v where v like ${`person:%:${f.person_function}`})`
      : null;
  return [
    fieldWords(sql`title`, f.title),
    fieldWords(sql`shelfmark`, f.shelfmark),
    fieldWords(sql`text_incipit`, f.text_incipit),
    f.catalog != null ? has(facet('catalog', f.catalog)) : null,
    f.entry_number?.trim() ? has(typedFacet('entry_number', f.entry_number)) : null,
    f.authority_id?.trim() ? has(typedFacet('authority', f.authority_id)) : null,
    people,
  ].filter((c): c is SQL => c !== null);
}

/** Each facet's own condition (absent when the facet is not filtered): counts of a facet leave out its own. */
export function facetConditions(
  filters: SearchFilters | null | undefined,
  type: string | null | undefined,
): Partial<Record<FacetName, SQL>> {
  const f = filters ?? {};
  const list = (name: FacetName, values: ReadonlyArray<string | number> | null | undefined) =>
    values?.length ? anyOf(values.map((v) => facet(name, v))) : undefined;
  const flag = (name: FacetName, value: boolean | null | undefined) =>
    value == null ? undefined : has(facet(name, value));
  const years =
    f.year_from != null || f.year_to != null
      ? sql`year_to >= ${f.year_from ?? MIN_YEAR} and year_from <= ${f.year_to ?? MAX_YEAR}`
      : undefined;
  return {
    type: type ? sql`type = ${type}` : undefined,
    collection: list('collection', f.collection),
    composer: list('composer', f.composer),
    genre: list('genre', f.genre),
    key: list('key', f.key),
    scoring: list('scoring', f.scoring),
    source_type: list('source_type', f.source_type),
    year: years,
    has_digital_copy: flag('has_digital_copy', f.has_digital_copy),
    cleric: flag('cleric', f.cleric),
  };
}

/** `a and b and …`, or true. */
export function allOf(conditions: ReadonlyArray<SQL | undefined>): SQL {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}
