// The search screen's address: every state of a search — query, type, filters, sort, page — lives
// in `/search[/{type}]?…`, so that a search can be shared and the back button works. The CSV export takes the
// same parameters (`/export/search.csv?…`, with the type as `type=`). One parameter per filter, named as in
// GraphQL's `SearchFilters`, repeated for lists; what is unknown or malformed is ignored, never an error.

import { attributionFunctions, partSourceTypes, type RecordType } from './codes.ts';
import { recordTypeOfSlug, recordTypeSlugs } from './paths.ts';

export const searchSorts = ['relevance', 'title', 'shelfmark', 'date'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** How each filter is written in the address; the order is the order of the formatted parameters. */
/** What each filter of the address holds; the server's export route reads the same parameters by it. */
export const searchFilterKinds = {
  collection: 'ids',
  composer: 'ids',
  person: 'ids',
  person_function: 'function',
  genre: 'texts',
  key: 'texts',
  scoring: 'texts',
  source_type: 'source_types',
  year_from: 'year',
  year_to: 'year',
  has_digital_copy: 'flag',
  cleric: 'flag',
  shelfmark: 'text',
  title: 'text',
  text_incipit: 'text',
  catalog: 'id',
  entry_number: 'text',
  authority_id: 'text',
} as const;

type FilterKind = (typeof searchFilterKinds)[keyof typeof searchFilterKinds];
interface KindValue {
  ids: number[];
  texts: string[];
  source_types: string[];
  function: string;
  text: string;
  id: number;
  year: number;
  flag: boolean;
}

export type SearchFilterName = keyof typeof searchFilterKinds;
/** GraphQL's `SearchFilters`; a filter that is not set is absent. */
export type SearchFilters = { [name in SearchFilterName]?: KindValue[(typeof searchFilterKinds)[name]] };

export const searchFilterNames = Object.keys(searchFilterKinds) as SearchFilterName[];

/** The filters of the "advanced" form (field-specific search), as opposed to the facets. */
export const advancedFilterNames = [
  'shelfmark',
  'title',
  'person',
  'person_function',
  'text_incipit',
  'catalog',
  'entry_number',
  'authority_id',
  'year_from',
  'year_to',
] as const satisfies readonly SearchFilterName[];

export interface SearchAddress {
  query: string;
  type: RecordType | null;
  filters: SearchFilters;
  sort: SearchSort;
  /** 1-based. */
  page: number;
}

export const emptySearchAddress: SearchAddress = {
  query: '',
  type: null,
  filters: {},
  sort: 'relevance',
  page: 1,
};

const maxText = 200;
const maxListLength = 50;
const maxPage = 100_000;

function parseId(raw: string): number | undefined {
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

function parseText(raw: string): string | undefined {
  const text = raw.trim();
  return text && text.length <= maxText ? text : undefined;
}

function distinct<T>(values: (T | undefined)[]): T[] | undefined {
  const kept = [...new Set(values.filter((value): value is T => value !== undefined))].slice(
    0,
    maxListLength,
  );
  return kept.length ? kept : undefined;
}

const readers: { [kind in FilterKind]: (values: string[]) => KindValue[kind] | undefined } = {
  ids: (values) => distinct(values.map(parseId)),
  texts: (values) => distinct(values.map(parseText)),
  source_types: (values) =>
    distinct(values.filter((value) => (partSourceTypes as readonly string[]).includes(value))),
  function: ([value]) =>
    (attributionFunctions as readonly string[]).includes(value ?? '') ? value : undefined,
  text: ([value]) => parseText(value ?? ''),
  id: ([value]) => parseId(value ?? ''),
  year: ([value]) => (/^-?\d{1,4}$/.test(value?.trim() ?? '') ? Number(value) : undefined),
  flag: ([value]) => (value === 'true' ? true : value === 'false' ? false : undefined),
};

/** The filters written in the parameters; unknown names and malformed values are left out. */
export function parseSearchFilters(params: URLSearchParams): SearchFilters {
  const filters: Record<string, unknown> = {};
  for (const name of searchFilterNames) {
    const values = params.getAll(name);
    if (!values.length) continue;
    const value = readers[searchFilterKinds[name]](values);
    if (value !== undefined) filters[name] = value;
  }
  return filters as SearchFilters;
}

/**
 * A search from its parameters. The type comes from the path (`/search/{type}`) when the caller gives it,
 * otherwise from a `type=` parameter (the export's address).
 */
export function parseSearchParams(params: URLSearchParams, pathType?: RecordType | null): SearchAddress {
  const sort = params.get('sort');
  const page = parseId(params.get('page') ?? '');
  return {
    query: (params.get('q') ?? '').trim(),
    type: pathType !== undefined ? pathType : (recordTypeOfSlug(params.get('type') ?? undefined) ?? null),
    filters: parseSearchFilters(params),
    sort: searchSorts.find((known) => known === sort) ?? 'relevance',
    page: page && page <= maxPage ? page : 1,
  };
}

/** A search from a whole address: `/search`, `/search/{type}` or `/export/search.csv`, with its parameters. */
export function parseSearchAddress(address: string): SearchAddress {
  const url = new URL(address, 'http://fontes.invalid');
  const match = /^\/search\/([^/]+)\/?$/.exec(url.pathname);
  const pathType = match ? (recordTypeOfSlug(decodeURIComponent(match[1] ?? '')) ?? null) : undefined;
  return parseSearchParams(url.searchParams, pathType);
}

function appendFilters(params: URLSearchParams, filters: SearchFilters) {
  for (const name of searchFilterNames) {
    const value = filters[name];
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one));
  }
}

/** The parameters of a search, defaults left out, in a fixed order (equal searches, equal addresses). */
export function searchParamsOf(address: Partial<SearchAddress>, options: { withType?: boolean } = {}) {
  const params = new URLSearchParams();
  const query = address.query?.trim();
  if (query) params.set('q', query);
  if (options.withType && address.type) params.set('type', recordTypeSlugs[address.type]);
  appendFilters(params, address.filters ?? {});
  if (address.sort && address.sort !== 'relevance') params.set('sort', address.sort);
  if (address.page && address.page > 1) params.set('page', String(address.page));
  return params;
}

function withParams(path: string, params: URLSearchParams): string {
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The screen's address of a search: `/search[/{type}]?q=…&composer=3&composer=5&sort=title&page=2`. */
export function formatSearchAddress(address: Partial<SearchAddress>): string {
  const path = address.type ? `/search/${recordTypeSlugs[address.type]}` : '/search';
  return withParams(path, searchParamsOf(address));
}

/** The CSV export of every hit of a search (no page: the whole result). */
export function searchExportPath(address: Partial<SearchAddress>): string {
  return withParams('/export/search.csv', searchParamsOf({ ...address, page: 1 }, { withType: true }));
}
