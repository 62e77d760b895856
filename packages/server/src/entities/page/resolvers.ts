import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { recordResolvers } from '../../records/record-resolvers.ts';
import { pageRecord } from './page-record.ts';
import { savePage } from './save-page.ts';

const { Query, Mutation } = recordResolvers(pageRecord, 'Page');

export const pageResolvers: Resolvers = {
  Query,
  Mutation: {
    ...Mutation,
    upsertPage: (_, { input, previousPageId }, ctx) => savePage(ctx, input, previousPageId),
  },
};
