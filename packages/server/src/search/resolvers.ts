// Made with yoga's helper: a GraphQLError of another module instance of 'graphql' would be masked.
import { searchFiltersRefusal } from '@fontes/domain';
import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { pageCursor, pageRequest } from '../graphql/paging.ts';
import { facetedSearch } from './faceted-search.ts';
import { matchedWords } from './hits.ts';
import { recordTitle } from './holdings.ts';

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_, args, ctx) => {
      const page = pageRequest(ctx.t, args, 20);
      const refusal = searchFiltersRefusal(args.filters);
      if (refusal)
        throw createGraphQLError(ctx.t(refusal.key, refusal.values), {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      const found = await facetedSearch(ctx.db, ctx.t, {
        query: args.query,
        type: args.type,
        ...page,
        filters: args.filters,
        sort: args.sort,
      });
      return { ...found, ...pageCursor(page, found.items.length, found.total) };
    },
    recordTitle: (_, args, ctx) => recordTitle(ctx.db, args.type, args.id),
  },
  SearchResult: {
    facets: (found) => found.facets(),
  },
  // Each loaded for the whole page when first selected (hits.ts PageDetails).
  SearchItem: {
    matched: (hit) => matchedWords(hit, hit.words),
    score: (hit) => hit.details.of('score', hit),
    person: (hit) => hit.details.of('person', hit),
    entry: (hit) => hit.details.of('entry', hit),
    digital_copy: (hit) => hit.details.of('digital_copy', hit),
  },
};
