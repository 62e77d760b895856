import type { Resolvers } from '../graphql/generated/resolvers.ts';

const nothing = { total: 0, items: [], endCursor: null, hasNextPage: false, message: null };

export const melodyResolvers: Resolvers = {
  Query: {
    incipitSearch: async () => nothing,
    similarIncipits: async () => nothing,
  },
};
