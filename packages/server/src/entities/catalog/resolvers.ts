import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { recordResolvers } from '../../records/record-resolvers.ts';
import { loadCatalogPages } from '../page/page-query.ts';
import { catalogRecord } from './catalog-record.ts';
import { createPages } from './create-pages.ts';

const { Query, Mutation } = recordResolvers(catalogRecord, 'Catalog');

export const catalogResolvers: Resolvers = {
  Query: {
    ...Query,
    // `as never`: digital copies are rows here; their fields come from the DigitalCopy resolvers.
    getCatalogPages: (_, { catalogId }, ctx) => loadCatalogPages(ctx.db, catalogId) as never,
  },
  Mutation: {
    ...Mutation,
    createPages: (_, { catalogId, count }, ctx) => createPages(ctx, catalogId, count),
  },
};
