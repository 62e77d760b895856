// The search screen's address: every state of a search — query, type, filters, sort, page — lives
// in `/search[/{type}]?…`, so that a search can be shared and the back button works. The CSV export takes the
// same parameters (`/export/search.csv?…`, with the type as `type=`). One parameter per filter, named as in
// GraphQL's `SearchFilters` and read by its kind (searchFilters.ts), repeated for lists; the screen ignores
// what is unknown or malformed, the export refuses it.

import { isCode, type RecordType } from './codes.ts';
import { recordTypeOfSlug, recordTypeSlugs } from './paths.ts';
import {
  isListKind,
  maxSearchFilterText,
  maxSearchFilterValues,
  type SearchFilterKind,
  type SearchFilterName,
  type SearchFilters,
  type SearchRefusal,
  searchFilterNames,
  searchFilterRow,
} from './searchFilters.ts';
import { isStorableText } from './storable-text.ts';

export type { SearchFilterName, SearchFilters } from './searchFilters.ts';

export const searchSorts = ['relevance', 'title', 'shelfmark', 'date'] as const;
export type SearchSort = (typeof searchSorts)[number];

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

const maxPage = 100_000;
/** The longest parameter value read at all: longer is never a search. */
const maxParameter = 1000;

function parseId(raw: string): number | undefined {
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : undefined;
}

/** One value of a filter, or undefined when it is not of the filter's form. */
function readOne(name: SearchFilterName, kind: SearchFilterKind, raw: string): unknown {
  const { codes } = searchFilterRow(name);
  switch (kind) {
    case 'ids':
    case 'id':
      return parseId(raw);
    case 'texts':
    case 'text': {
      const text = raw.trim();
      return text.length <= maxSearchFilterText ? text : undefined;
    }
    case 'codes':
    case 'code':
      return !codes || isCode(codes, raw) ? raw : undefined;
    case 'year':
      return /^-?\d{1,4}$/.test(raw.trim()) ? Number(raw) : undefined;
    case 'flag':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
  }
}

/**
 * A filter's value from its parameters, and whether all of them were read: a malformed value, a second
 * value of a single filter or a list cut at its longest is not. A blank text is no value.
 */
function readFilter(name: SearchFilterName, values: string[]): { value: unknown; whole: boolean } {
  const { kind } = searchFilterRow(name);
  const read = values.map((raw) => readOne(name, kind, raw));
  const malformed = read.some((value) => value === undefined);
  const kept = read.filter((value) => value !== undefined && value !== '');
  if (!isListKind(kind)) return { value: kept[0], whole: !malformed && values.length === 1 };
  const distinct = [...new Set(kept)];
  return {
    value: distinct.length ? distinct.slice(0, maxSearchFilterValues) : undefined,
    whole: !malformed && distinct.length <= maxSearchFilterValues,
  };
}

/** A search read from its parameters, and the first reason it cannot be made as written (or null). */
export interface SearchReading {
  address: SearchAddress;
  refusal: SearchRefusal | null;
}

const badParameter = (name: string): SearchRefusal => ({
  key: 'Search.error_bad_parameter',
  values: { name },
});

const known = new Set<string>(['q', 'type', 'sort', 'page', ...searchFilterNames]);

/**
 * A search from its parameters, each read by its filter's kind: what cannot be read is left out of the
 * address and named in the refusal (the screen ignores it, the export refuses it). The type comes from the
 * path (`/search/{type}`) when the caller gives it, otherwise from a `type=` parameter (the export's address).
 */
export function readSearchParams(params: URLSearchParams, pathType?: RecordType | null): SearchReading {
  let refusal: SearchRefusal | null = null;
  const refuse = (why: SearchRefusal) => {
    refusal ??= why;
  };
  for (const [name, value] of params) {
    if (!known.has(name) || !isStorableText(value) || value.length > maxParameter) refuse(badParameter(name));
  }
  const filters: Record<string, unknown> = {};
  for (const name of searchFilterNames) {
    const values = params.getAll(name);
    if (!values.length) continue;
    const { value, whole } = readFilter(name, values);
    if (value !== undefined) filters[name] = value;
    if (whole) continue;
    refuse(
      isListKind(searchFilterRow(name).kind) && values.length > maxSearchFilterValues
        ? { key: 'Search.error_too_many_values', values: { filter: name, max: maxSearchFilterValues } }
        : badParameter(name),
    );
  }
  const typeSlug = params.get('type') || undefined;
  const type = pathType !== undefined ? pathType : (recordTypeOfSlug(typeSlug) ?? null);
  if (pathType === undefined && typeSlug && !type) refuse(badParameter('type'));
  const sort = params.get('sort');
  const knownSort = searchSorts.find((one) => one === sort);
  if (sort !== null && !knownSort) refuse(badParameter('sort'));
  const page = parseId(params.get('page') ?? '');
  const address: SearchAddress = {
    query: (params.get('q') ?? '').trim(),
    type,
    filters: filters as SearchFilters,
    sort: knownSort ?? 'relevance',
    page: page && page <= maxPage ? page : 1,
  };
  return { address, refusal };
}

/** The filters written in the parameters; unknown names and malformed values are left out. */
export function parseSearchFilters(params: URLSearchParams): SearchFilters {
  return readSearchParams(params, null).address.filters;
}

/** A search from its parameters, what cannot be read left out (see readSearchParams). */
export function parseSearchParams(params: URLSearchParams, pathType?: RecordType | null): SearchAddress {
  return readSearchParams(params, pathType).address;
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

/** The bulk edit of every hit of a search (the web app's screen; no page: the whole result). */
export function searchBulkEditPath(address: Partial<SearchAddress>): string {
  return withParams('/bulk-edit', searchParamsOf({ ...address, page: 1 }, { withType: true }));
}

/** The scores a search finds as a zip of MEI files, one a score. */
export function searchMeiExportPath(address: Partial<SearchAddress>): string {
  return withParams('/export/mei/search', searchParamsOf({ ...address, page: 1 }, { withType: true }));
}

/** The MARCXML export of every hit of a search that MARC holds (scores, people, publications). */
export function searchMarcExportPath(address: Partial<SearchAddress>): string {
  return withParams('/export/marcxml/search', searchParamsOf({ ...address, page: 1 }, { withType: true }));
}
