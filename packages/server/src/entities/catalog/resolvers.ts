import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { recordResolvers } from '../../records/record-resolvers.ts';
import { loadCatalogPages } from '../page/page-query.ts';
import { catalogRecord } from './catalog-record.ts';
import { createPages } from './create-pages.ts';

const { Query, Mutation } = recordResolvers(catalogRecord, 'Catalog');

export const catalogResolvers: Resolvers = {
  Query: {
    ...Query,
    getCatalogPages: (_, { catalogId }, ctx) => loadCatalogPages(ctx.db, catalogId),
  },
  Mutation: {
    ...Mutation,
    createPages: (_, { catalogId, count }, ctx) => createPages(ctx, catalogId, count),
  },
};
