import { readFileSync } from 'node:fs';
import { type SearchFilterKind, searchFilterNames, searchFilterRow } from '@fontes/domain';
import { buildSchema, type GraphQLInputObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { facetConditions, selectedValues } from './filters.ts';

const graphqlType: Record<SearchFilterKind, string> = {
  ids: '[Int!]',
  texts: '[String!]',
  codes: '[String!]',
  id: 'Int',
  text: 'String',
  code: 'String',
  year: 'Int',
  flag: 'Boolean',
};

describe("the search's filters", () => {
  it("are GraphQL's SearchFilters, field for field, as the domain's table describes them", () => {
    const schema = buildSchema(readFileSync(new URL('../graphql/schema.graphql', import.meta.url), 'utf8'));
    const input = schema.getType('SearchFilters') as GraphQLInputObjectType;
    const fields = Object.values(input.getFields()).map((field) => [field.name, String(field.type)]);
    expect(fields).toEqual(searchFilterNames.map((name) => [name, graphqlType[searchFilterRow(name).kind]]));
  });

  it('give a condition to each facet filtered, none to the others', () => {
    const filters = { genre: ['Messe'], cleric: false, year_to: 1800, title: 'Kyrie', collection: [] };
    expect(Object.keys(facetConditions(filters, 'score'))).toEqual(['type', 'genre', 'year', 'cleric']);
    expect(facetConditions(null, null)).toEqual({});
  });

  it('name the values each listing facet asks for, as text', () => {
    const selected = selectedValues({ composer: [3, 5], has_digital_copy: true, year_from: 1750 }, null);
    expect(selected).toMatchObject({
      type: [],
      collection: [],
      composer: ['3', '5'],
      has_digital_copy: ['true'],
    });
    // The date's range is no value of its facet's list.
    expect(selected.year).toBeUndefined();
  });
});
