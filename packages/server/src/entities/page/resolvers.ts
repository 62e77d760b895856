import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { savePage } from './save-page.ts';

/** A page is saved at its place in the catalog (after `previousPageId`). */
export const pageOperations: Resolvers = {
  Mutation: {
    upsertPage: (_, { input, previousPageId }, ctx) => savePage(ctx, input, previousPageId),
  },
};
