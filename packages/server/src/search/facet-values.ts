import { type SearchFacetName, searchFacetNames } from '@fontes/domain';

// How a search entry names what facets and filters find it by: `name:value` strings in one indexed array
// (search_records.facets), so that any combination of filters is one array test per filter.

/** The facets the search screen counts, in the order it shows them (the domain's table of filters). */
export const FACET_NAMES = searchFacetNames;
export type FacetName = SearchFacetName;

/** Filters that match a stored value but are not counted as facets. */
export type FilterValueName = FacetName | 'person' | 'catalog' | 'entry_number' | 'authority';

/** A value as stored and as asked for (trimmed); typed ids and numbers are lower-cased by `typedFacet`. */
export function facet(name: FilterValueName, value: string | number | boolean): string {
  return `${name}:${String(value).trim()}`;
}

/** A value a user types rather than picks (entry number, GND/RISM id): case does not matter. */
export function typedFacet(name: 'entry_number' | 'authority', value: string): string {
  return facet(name, value.toLowerCase());
}

/** The facet values of text that may be blank (blank → none). */
export function textFacets(
  name: FilterValueName,
  values: ReadonlyArray<string | null | undefined>,
  stored: (name: FilterValueName, value: string) => string = facet,
): string[] {
  return values
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => stored(name, v));
}

/** An attributed person: found by the person and by the person in this function. */
export function personFacets(attribution: { person_id: number; function: string }): string[] {
  const { person_id, function: fn } = attribution;
  return [
    facet('person', person_id),
    facet('person', `${person_id}:${fn}`),
    ...(fn === 'aut' ? [facet('composer', person_id)] : []),
  ];
}

/** GND and RISM ids of a record's sources. */
export function authorityFacets(sources: ReadonlyArray<{ gnd_id: string | null; rism_id: string | null }>) {
  return textFacets(
    'authority',
    sources.flatMap((s) => [s.gnd_id, s.rism_id]),
    (_name, value) => typedFacet('authority', value),
  );
}
