import type { SearchFilterName, SearchFilters } from '@fontes/domain';

// A facet's value as a filter of the search: the server names a facet and gives its values as text; the
// address holds them as the filters of `SearchFilters`. The type facet is the path's, not a filter.

const idFacets = ['collection', 'composer'] as const;
const textFacets = ['genre', 'key', 'scoring', 'source_type'] as const;
const flagFacets = ['has_digital_copy', 'cleric'] as const;

type ListFacet = (typeof idFacets)[number] | (typeof textFacets)[number];
const isIdFacet = (name: string): name is (typeof idFacets)[number] =>
  (idFacets as readonly string[]).includes(name);
const isTextFacet = (name: string): name is (typeof textFacets)[number] =>
  (textFacets as readonly string[]).includes(name);
const isFlagFacet = (name: string): name is (typeof flagFacets)[number] =>
  (flagFacets as readonly string[]).includes(name);

/** A year facet's label: one year (`1750`) or a range (`1750–1759`, a decade). */
function yearRange(value: string): { year_from: number; year_to: number } | null {
  const match = /^(-?\d{1,4})(?:\s*[-–]\s*(-?\d{1,4}))?$/.exec(value.trim());
  if (!match) return null;
  const from = Number(match[1]);
  return { year_from: from, year_to: match[2] ? Number(match[2]) : from };
}

function listValue(name: ListFacet, value: string): number | string | null {
  if (!isIdFacet(name)) return value;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A facet's value as the server lists it: the year facet's range is in its label (`1750–1759`). */
export interface FacetChoice {
  value: string;
  label: string;
}

/** Whether the facet's value is among the search's filters. */
export function isFacetValueChosen(
  filters: SearchFilters,
  name: string,
  { value, label }: FacetChoice,
): boolean {
  if (isIdFacet(name) || isTextFacet(name)) {
    const chosen = (filters[name] ?? []) as (number | string)[];
    return chosen.includes(listValue(name, value) ?? Number.NaN);
  }
  if (isFlagFacet(name)) return filters[name] === (value === 'true');
  if (name === 'year') {
    const range = yearRange(label);
    return !!range && filters.year_from === range.year_from && filters.year_to === range.year_to;
  }
  return false;
}

/** The filters with the facet's value chosen or, when it was chosen, left out again. */
export function toggleFacetValue(filters: SearchFilters, name: string, choice: FacetChoice): SearchFilters {
  const chosen = isFacetValueChosen(filters, name, choice);
  const { value, label } = choice;
  if (isIdFacet(name) || isTextFacet(name)) {
    const item = listValue(name, value);
    if (item === null) return filters;
    const list = ((filters[name] ?? []) as (number | string)[]).filter((one) => one !== item);
    const next = chosen ? list : [...list, item];
    return withFilter(filters, name, next.length ? next : undefined);
  }
  if (isFlagFacet(name)) return withFilter(filters, name, chosen ? undefined : value === 'true');
  if (name === 'year') {
    const range = yearRange(label);
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

/** How many values of the facets' filters are chosen (the narrow screen's disclosure says it). */
export function chosenCount(filters: SearchFilters): number {
  let count = 0;
  for (const name of [...idFacets, ...textFacets]) count += filters[name]?.length ?? 0;
  for (const name of flagFacets) if (filters[name] !== undefined) count++;
  if (filters.year_from !== undefined || filters.year_to !== undefined) count++;
  return count;
}
