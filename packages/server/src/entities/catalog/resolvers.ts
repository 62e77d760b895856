import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { loadCatalogPages } from '../page/page-query.ts';
import { arrangePages } from './arrange-pages.ts';
import { assignPageImages } from './assign-page-images.ts';
import { createPages } from './create-pages.ts';

/** A catalog's operations beside the generic ones: its pages alone, many new pages at once, their images. */
export const catalogOperations: Resolvers = {
  Query: {
    getCatalogPages: (_, { catalogId }, ctx) => loadCatalogPages(ctx.db, catalogId),
  },
  Mutation: {
    createPages: (_, { catalogId, count }, ctx) => createPages(ctx, catalogId, count),
    assignPageImages: (_, { firstPageId, firstImageId }, ctx) =>
      assignPageImages(ctx, firstPageId, firstImageId),
    arrangePages: (_, { catalogId, pageIds, firstNumber }, ctx) =>
      arrangePages(ctx, catalogId, pageIds, firstNumber ?? null),
  },
};
