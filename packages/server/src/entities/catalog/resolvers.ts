import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { selectsField } from '../../graphql/selects-field.ts';
import { loadCatalogPageList, loadCatalogPages } from '../page/page-query.ts';
import { arrangePages } from './arrange-pages.ts';
import { assignPageImages } from './assign-page-images.ts';
import { loadCatalog } from './catalog-record.ts';
import { createPages } from './create-pages.ts';

/** A catalog's operations beside the generic ones: its pages alone, many new pages at once, their images. */
export const catalogOperations: Resolvers = {
  Query: {
    // Its pages with their entries are loaded only when asked for: the view lists them apart (getCatalogPageList).
    // Typed as the generic `getX` is (record-resolvers.ts): the loaded row, serialized as GraphQL answers it.
    getCatalog: ((_: unknown, { id }: { id: number }, ctx: GraphQLContext, info: GraphQLResolveInfo) =>
      loadCatalog(ctx.db, id, selectsField(info, 'pages'))) as NonNullable<Resolvers['Query']>['getCatalog'],
    getCatalogPages: (_, { catalogId }, ctx) => loadCatalogPages(ctx.db, catalogId),
    getCatalogPageList: (_, { catalogId }, ctx) => loadCatalogPageList(ctx.db, catalogId),
  },
  Mutation: {
    createPages: (_, { catalogId, count }, ctx) => createPages(ctx, catalogId, count),
    assignPageImages: (_, { firstPageId, firstImageId }, ctx) =>
      assignPageImages(ctx, firstPageId, firstImageId),
    arrangePages: (_, { catalogId, pageIds, firstNumber }, ctx) =>
      arrangePages(ctx, catalogId, pageIds, firstNumber ?? null),
  },
};
