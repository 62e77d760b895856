// Every filter of a search and every facet it is counted as, described once: the address reads and writes
// them by this table, the server checks, matches, counts and labels them by it, and the search screen
// lists and labels its facets by it. A facet's title is `Search.facet.{name}` in the domain's locales.

import { type CodeListName, codeLabelKey, isCode, type RecordType } from './codes.ts';
import { isStorableText } from './storable-text.ts';

/**
 * How a filter's value is written: a list of ids, texts or codes (one parameter repeated), or one id,
 * text, code, year or yes/no.
 */
export type SearchFilterKind = 'ids' | 'texts' | 'codes' | 'id' | 'text' | 'code' | 'year' | 'flag';

interface SearchFilterRow {
  kind: SearchFilterKind;
  /** The facet it is counted as; none for the fields of the advanced form. */
  facet?: string;
  /** Where its values come from: kinds `codes` and `code` take no other; a facet labels its values by it. */
  codes?: CodeListName;
  /** A facet of record ids: its values are labelled by these records' titles. */
  titles?: RecordType;
}

/**
 * The filters in the order of the address's parameters; the facets are listed in the same order, the
 * record type (the address's path, not a filter) first.
 */
export const searchFilterTable = {
  collection: { kind: 'ids', facet: 'collection', titles: 'collection' },
  composer: { kind: 'ids', facet: 'composer', titles: 'person' },
  person: { kind: 'ids' },
  person_function: { kind: 'code', codes: 'attributionFunctions' },
  genre: { kind: 'texts', facet: 'genre' },
  key: { kind: 'texts', facet: 'key' },
  scoring: { kind: 'texts', facet: 'scoring', codes: 'scoringCodes' },
  source_type: { kind: 'codes', facet: 'source_type', codes: 'partSourceTypes' },
  year_from: { kind: 'year', facet: 'year' },
  year_to: { kind: 'year', facet: 'year' },
  has_digital_copy: { kind: 'flag', facet: 'has_digital_copy' },
  cleric: { kind: 'flag', facet: 'cleric' },
  shelfmark: { kind: 'text' },
  title: { kind: 'text' },
  text_incipit: { kind: 'text' },
  catalog: { kind: 'id' },
  entry_number: { kind: 'text' },
  authority_id: { kind: 'text' },
} as const satisfies Record<string, SearchFilterRow>;

type Table = typeof searchFilterTable;
export type SearchFilterName = keyof Table;
export const searchFilterNames = Object.keys(searchFilterTable) as SearchFilterName[];

interface KindValue {
  ids: number[];
  texts: string[];
  codes: string[];
  id: number;
  text: string;
  code: string;
  year: number;
  flag: boolean;
}

/** GraphQL's `SearchFilters`; a filter that is not set is absent. */
export type SearchFilters = { [name in SearchFilterName]?: KindValue[Table[name]['kind']] };

/** The row of a filter, read as the general shape (the table's literal types aside). */
export const searchFilterRow = (name: SearchFilterName): SearchFilterRow => searchFilterTable[name];

type FacetOf<N> = N extends SearchFilterName ? (Table[N] extends { facet: infer F } ? F : never) : never;
/** The facets the search screen counts: the record type and the filters' facets. */
export type SearchFacetName = 'type' | FacetOf<SearchFilterName>;

/** The facets in the order the screen shows them. */
export const searchFacetNames: readonly SearchFacetName[] = [
  'type',
  ...new Set(searchFilterNames.flatMap((name) => searchFilterRow(name).facet ?? [])),
] as SearchFacetName[];

const filtersOfFacet = new Map(
  searchFacetNames.map((facet) => [
    facet,
    searchFilterNames.filter((name) => searchFilterRow(name).facet === facet),
  ]),
);

/** The filters a facet's values are chosen by (the date's decade by a year range; none for the type). */
export const facetFilterNames = (facet: SearchFacetName): readonly SearchFilterName[] =>
  filtersOfFacet.get(facet) ?? [];

/** The date facet counts decades: its value is the decade's first year. */
export const searchFacetDecade = 10;

/** The kinds whose filter is a list of values, one parameter repeated. */
export const isListKind = (kind: SearchFilterKind) => kind === 'ids' || kind === 'texts' || kind === 'codes';

export const maxSearchFilterValues = 50;
export const maxSearchFilterText = 200;
export const minSearchYear = -9999;
export const maxSearchYear = 9999;

/** Why a search cannot be made: a translation key of the domain's locales and its values. */
export interface SearchRefusal {
  key: string;
  values: Record<string, string | number>;
}

const badFilter = (filter: string): SearchRefusal => ({ key: 'Search.error_bad_filter', values: { filter } });

const isSearchableText = (value: string) => isStorableText(value) && value.length <= maxSearchFilterText;

/** Whether one value can be searched for as the filter's (a value that matches nothing can). */
function isSearchable(row: SearchFilterRow, value: unknown): boolean {
  switch (row.kind) {
    case 'ids':
    case 'id':
      return Number.isSafeInteger(value);
    case 'texts':
    case 'codes':
    case 'text':
      return typeof value === 'string' && isSearchableText(value);
    case 'code':
      return typeof value === 'string' && isSearchableText(value) && (!row.codes || isCode(row.codes, value));
    case 'year':
      return Number.isSafeInteger(value) && Number(value) >= minSearchYear && Number(value) <= maxSearchYear;
    case 'flag':
      return typeof value === 'boolean';
  }
}

/**
 * The first reason the filters cannot be searched, or null: a list too long, a value of the wrong form,
 * a year range that ends before it starts. A value that matches nothing (an id or a genre that no longer
 * exists) is no reason: it finds nothing.
 */
export function searchFiltersRefusal(
  filters: { [name in SearchFilterName]?: unknown } | null | undefined,
): SearchRefusal | null {
  if (!filters) return null;
  for (const name of searchFilterNames) {
    const value = filters[name];
    if (value === null || value === undefined) continue;
    const row = searchFilterRow(name);
    if (isListKind(row.kind)) {
      if (!Array.isArray(value)) return badFilter(name);
      if (value.length > maxSearchFilterValues)
        return { key: 'Search.error_too_many_values', values: { filter: name, max: maxSearchFilterValues } };
      if (!value.every((one) => isSearchable(row, one))) return badFilter(name);
    } else if (!isSearchable(row, value)) return badFilter(name);
  }
  const { year_from: from, year_to: to } = filters as SearchFilters;
  if (from != null && to != null && from > to) return { key: 'Search.error_year_order', values: {} };
  return null;
}

/** What `t` must be to label: i18next's, or the server's translator. */
export type LabelTranslate = (key: string, options?: { defaultValue?: string }) => string;

/**
 * What a facet's value reads as in `t`'s language. `known` is what the caller knows it by: the record's
 * title for a facet of records, the server's label on the screen (standing in while code lists load).
 */
export function facetValueLabel(t: LabelTranslate, facet: string, value: string, known?: string): string {
  if (facet === 'type') return t(`recordTypes.${value}`, { defaultValue: known ?? value });
  const [name] = facetFilterNames(facet as SearchFacetName);
  const row = name ? searchFilterRow(name) : undefined;
  if (row?.kind === 'year') return `${value}–${Number(value) + searchFacetDecade - 1}`;
  if (row?.kind === 'flag') return t(value === 'true' ? 'Search.facet_yes' : 'Search.facet_no');
  if (row?.codes && isCode(row.codes, value))
    return t(codeLabelKey(row.codes, value), { defaultValue: known ?? value });
  return known ?? value;
}

/** The key of a facet's title in the domain's locales. */
export const facetLabelKey = (facet: string) => `Search.facet.${facet}`;
