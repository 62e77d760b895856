import { describe, expect, it } from 'vitest';
import { de, en } from './locales/index.ts';
import {
  facetFilterNames,
  facetLabelKey,
  facetValueLabel,
  searchFacetNames,
  searchFilterNames,
  searchFilterRow,
  searchFiltersRefusal,
} from './searchFilters.ts';

const lookup = (resources: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources);

/** A translator over the English resources that says which default it was given. */
const t = (key: string, options?: { defaultValue?: string }) =>
  (lookup(en, key) as string | undefined) ?? `default:${options?.defaultValue}`;

describe('the facets', () => {
  it('are the record type, then the filters’ facets in the address’s order, the date once', () => {
    const ofFilters = searchFilterNames.flatMap((name) => searchFilterRow(name).facet ?? []);
    expect(searchFacetNames).toEqual(['type', ...new Set(ofFilters)]);
    expect(searchFacetNames.slice(0, 4)).toEqual(['type', 'collection', 'composer', 'genre']);
    expect(searchFacetNames.filter((name) => name === 'year')).toHaveLength(1);
    expect(facetFilterNames('year')).toEqual(['year_from', 'year_to']);
    expect(facetFilterNames('type')).toEqual([]);
  });

  it('each have a title in English and German', () => {
    for (const facet of searchFacetNames) {
      expect(lookup(en, facetLabelKey(facet)), facet).toBeTypeOf('string');
      expect(lookup(de, facetLabelKey(facet)), facet).toBeTypeOf('string');
    }
  });

  it('label their values by the code lists, the record types, yes and no, decades, or as known', () => {
    expect(facetValueLabel(t, 'type', 'score')).toBe('Score');
    expect(facetValueLabel(t, 'source_type', 'aut')).toBe(lookup(en, 'codes.partSourceTypes.aut'));
    expect(facetValueLabel(t, 'scoring', 'vl')).toBe(lookup(en, 'codes.scoringCodes.vl'));
    expect(facetValueLabel(t, 'scoring', 'Zink')).toBe('Zink');
    expect(facetValueLabel(t, 'cleric', 'true')).toBe('Yes');
    expect(facetValueLabel(t, 'has_digital_copy', 'false')).toBe('No');
    expect(facetValueLabel(t, 'year', '1750')).toBe('1750–1759');
    expect(facetValueLabel(t, 'collection', '4', 'Musikarchiv')).toBe('Musikarchiv');
    expect(facetValueLabel(t, 'genre', 'Missa brevis')).toBe('Missa brevis');
  });
});

describe('filters that cannot be searched', () => {
  it('are refused with the filter named, a list too long with its limit', () => {
    expect(searchFiltersRefusal({ genre: Array.from({ length: 51 }, (_, i) => `G${i}`) })).toEqual({
      key: 'Search.error_too_many_values',
      values: { filter: 'genre', max: 50 },
    });
    const bad = (filters: object) => searchFiltersRefusal(filters)?.values.filter;
    expect(bad({ title: 'a\u0000b' })).toBe('title');
    expect(bad({ key: ['x'.repeat(201)] })).toBe('key');
    expect(bad({ person_function: 'boss' })).toBe('person_function');
    expect(bad({ year_to: 10_000 })).toBe('year_to');
    expect(bad({ collection: [1.5] })).toBe('collection');
  });

  it('include a year range that ends before it starts', () => {
    expect(searchFiltersRefusal({ year_from: 1800, year_to: 1700 })?.key).toBe('Search.error_year_order');
  });

  it('are none for values that merely match nothing', () => {
    expect(searchFiltersRefusal(null)).toBeNull();
    expect(
      searchFiltersRefusal({
        collection: [987654],
        genre: ['Unbekannt'],
        source_type: ['xyz'],
        cleric: null,
      }),
    ).toBeNull();
  });
});
