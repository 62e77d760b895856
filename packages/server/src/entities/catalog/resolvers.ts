import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { loadCatalogPages } from '../page/page-query.ts';
import { createPages } from './create-pages.ts';

/** A catalog's operations beside the generic ones: its pages alone, and many new pages at once. */
export const catalogOperations: Resolvers = {
  Query: {
    getCatalogPages: (_, { catalogId }, ctx) => loadCatalogPages(ctx.db, catalogId),
  },
  Mutation: {
    createPages: (_, { catalogId, count }, ctx) => createPages(ctx, catalogId, count),
  },
};
