// Made with yoga's helper: a GraphQLError of another module instance of 'graphql' would be masked.
import { searchFiltersRefusal } from '@fontes/domain';
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { facetedSearch } from './faceted-search.ts';
import { matchedWords } from './hits.ts';
import { holdings, recordTitle } from './holdings.ts';

export const MAX_PAGE_SIZE = 100;

function offsetFrom(after: string | null | undefined): number | null {
  if (after == null || after === '') return 0;
  return /^\d{1,9}$/.test(after) ? Number(after) : null;
}

/** A page's size and start as asked, or the translated refusal of a size or start out of range. */
function pageOf(ctx: GraphQLContext, first: number | null | undefined, offset: number | null) {
  const size = first ?? 20;
  if (offset === null || offset < 0 || size < 1 || size > MAX_PAGE_SIZE) {
    throw createGraphQLError(ctx.t('Server.error_bad_input'), { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return { first: size, offset };
}

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_, args, ctx) => {
      const { first, offset } = pageOf(ctx, args.first, offsetFrom(args.after));
      const refusal = searchFiltersRefusal(args.filters);
      if (refusal)
        throw createGraphQLError(ctx.t(refusal.key, refusal.values), {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      const found = await facetedSearch(ctx.db, ctx.t, {
        query: args.query,
        type: args.type,
        first,
        offset,
        filters: args.filters,
        sort: args.sort,
      });
      const end = offset + found.items.length;
      return { ...found, endCursor: found.items.length ? String(end) : null, hasNextPage: end < found.total };
    },
    holdings: (_, args, ctx) =>
      holdings(ctx.db, args.kind, args.id, {
        ...pageOf(ctx, args.first, args.offset ?? 0),
        function: args.function ?? null,
      }),
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
