import {
  type SearchFilters as AskedFilters,
  facetFilterNames,
  maxSearchYear,
  minSearchYear,
  type SearchFilterName,
  searchFacetNames,
  searchFilterRow,
} from '@fontes/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type FacetName, facet, typedFacet } from './facet-values.ts';
import { queryWords } from './words.ts';

/** The filters of a search as asked: GraphQL's SearchFilters (null for not set), or the export's address. */
export type SearchFilters = { [name in SearchFilterName]?: AskedFilters[name] | null };

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

/** A facet's condition from its filters' values, by their kind: any of a list, the one flag, the years. */
function facetCondition(name: FacetName, f: SearchFilters): SQL | undefined {
  const [filter] = facetFilterNames(name);
  if (filter === undefined) return undefined;
  if (searchFilterRow(filter).kind === 'year') {
    return f.year_from != null || f.year_to != null
      ? sql`year_to >= ${f.year_from ?? minSearchYear} and year_from <= ${f.year_to ?? maxSearchYear}`
      : undefined;
  }
  const value = f[filter];
  if (value == null) return undefined;
  if (!Array.isArray(value)) return has(facet(name, value));
  const values = value as ReadonlyArray<string | number>;
  return values.length ? anyOf(values.map((one) => facet(name, one))) : undefined;
}

/** Each facet's own condition (absent when the facet is not filtered): counts of a facet leave out its own. */
export function facetConditions(
  filters: SearchFilters | null | undefined,
  type: string | null | undefined,
): Partial<Record<FacetName, SQL>> {
  const conditions: Partial<Record<FacetName, SQL>> = {};
  if (!filters && !type) return conditions;
  for (const name of searchFacetNames) {
    const condition =
      name === 'type' ? (type ? sql`type = ${type}` : undefined) : facetCondition(name, filters ?? {});
    if (condition) conditions[name] = condition;
  }
  return conditions;
}

/** The values a search asks for of each facet that lists values (not the date's range), as text. */
export function selectedValues(
  filters: SearchFilters | null | undefined,
  type: string | null | undefined,
): Partial<Record<FacetName, string[]>> {
  const selected: Partial<Record<FacetName, string[]>> = { type: type ? [type] : [] };
  for (const name of searchFacetNames) {
    const [filter] = facetFilterNames(name);
    if (filter === undefined || searchFilterRow(filter).kind === 'year') continue;
    const value = filters?.[filter];
    selected[name] = value == null ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
  }
  return selected;
}

/** `a and b and …`, or true. */
export function allOf(conditions: ReadonlyArray<SQL | undefined>): SQL {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}
