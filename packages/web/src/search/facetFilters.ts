import {
  facetFilterNames,
  isListKind,
  type SearchFacetName,
  type SearchFilterName,
  type SearchFilters,
  searchFacetDecade,
  searchFacetNames,
  searchFilterRow,
} from '@fontes/domain';

// A facet's value as a filter of the search: the server names a facet and gives its values as text; the
// address holds them as the filters of `SearchFilters`, each read by its kind in the domain's table. The
// type facet is the path's, not a filter.

/** The filter a facet's values are chosen by (for the date, the first of its range), if any. */
function filterOf(name: string): SearchFilterName | undefined {
  const known = (searchFacetNames as readonly string[]).includes(name);
  return known ? facetFilterNames(name as SearchFacetName)[0] : undefined;
}

/** A value of a list as the filter holds it: an id is a positive whole number, or none. */
function listValue(filter: SearchFilterName, value: string): number | string | null {
  if (searchFilterRow(filter).kind !== 'ids') return value;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The date facet's decade (its value is the first year) as a year range. */
function decade(value: string): { year_from: number; year_to: number } | null {
  if (!/^-?\d{1,4}$/.test(value)) return null;
  const from = Number(value);
  return { year_from: from, year_to: from + searchFacetDecade - 1 };
}

/** A facet's value as the server lists it: the year facet's range is in its label (`1750–1759`). */
export interface FacetChoice {
  value: string;
  label: string;
}

/** Whether the facet's value is among the search's filters. */
export function isFacetValueChosen(filters: SearchFilters, name: string, { value }: FacetChoice): boolean {
  const filter = filterOf(name);
  if (!filter) return false;
  const { kind } = searchFilterRow(filter);
  if (isListKind(kind)) {
    const chosen = (filters[filter] ?? []) as (number | string)[];
    return chosen.includes(listValue(filter, value) ?? Number.NaN);
  }
  if (kind === 'flag') return filters[filter] === (value === 'true');
  if (kind === 'year') {
    const range = decade(value);
    return !!range && filters.year_from === range.year_from && filters.year_to === range.year_to;
  }
  return false;
}

/** The filters with the facet's value chosen or, when it was chosen, left out again. */
export function toggleFacetValue(filters: SearchFilters, name: string, choice: FacetChoice): SearchFilters {
  const filter = filterOf(name);
  if (!filter) return filters;
  const chosen = isFacetValueChosen(filters, name, choice);
  const { value } = choice;
  const { kind } = searchFilterRow(filter);
  if (isListKind(kind)) {
    const item = listValue(filter, value);
    if (item === null) return filters;
    const list = ((filters[filter] ?? []) as (number | string)[]).filter((one) => one !== item);
    const next = chosen ? list : [...list, item];
    return withFilter(filters, filter, next.length ? next : undefined);
  }
  if (kind === 'flag') return withFilter(filters, filter, chosen ? undefined : value === 'true');
  if (kind === 'year') {
    const range = decade(value);
    if (!range) return filters;
    const without = withFilter(withFilter(filters, 'year_from', undefined), 'year_to', undefined);
    return chosen ? without : { ...without, ...range };
  }
  return filters;
}

/** The filters with one set to a value, or left out when the value is undefined. */
export function withFilter(filters: SearchFilters, name: SearchFilterName, value: unknown): SearchFilters {
  const { [name]: _old, ...rest } = filters;
  return value === undefined ? rest : ({ ...rest, [name]: value } as SearchFilters);
}

/** How many values of the facets' filters are chosen, a year range as one (the narrow screen says it). */
export function chosenCount(filters: SearchFilters): number {
  let count = 0;
  for (const facet of searchFacetNames) {
    const names = facetFilterNames(facet);
    const [first] = names;
    if (first && isListKind(searchFilterRow(first).kind))
      count += (filters[first] as unknown[] | undefined)?.length ?? 0;
    else if (names.some((name) => filters[name] !== undefined)) count++;
  }
  return count;
}
