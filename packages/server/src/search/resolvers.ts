// Made with yoga's helper: a GraphQLError of another module instance of 'graphql' would be masked.
import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { searchRecords } from './search.ts';

export const MAX_PAGE_SIZE = 100;

function offsetFrom(after: string | null | undefined): number | null {
  if (after == null || after === '') return 0;
  return /^\d{1,9}$/.test(after) ? Number(after) : null;
}

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_, args, ctx) => {
      const first = args.first ?? 20;
      const offset = offsetFrom(args.after);
      if (offset === null || first < 1 || first > MAX_PAGE_SIZE) {
        throw createGraphQLError(ctx.t('Server.error_bad_input'), { extensions: { code: 'BAD_USER_INPUT' } });
      }
      const found = await searchRecords(ctx.db, { query: args.query, type: args.type, first, offset });
      const end = offset + found.items.length;
      return { ...found, endCursor: found.items.length ? String(end) : null, hasNextPage: end < found.total };
    },
  },
};
