import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { recordResolvers } from '../../records/record-resolvers.ts';
import { saveRecord } from '../../records/save-record.ts';
import { pageRecord } from './page-record.ts';
import { placePage } from './place-page.ts';

const { Query, Mutation } = recordResolvers(pageRecord, 'Page');

export const pageResolvers: Resolvers = {
  Query,
  Mutation: {
    ...Mutation,
    upsertPage: (_, { input, previousPageId }, ctx) =>
      saveRecord(ctx, pageRecord, input, {
        afterWrite: (tx, id, values) =>
          placePage(tx, id, values.catalog as number, previousPageId, input.id == null),
      }),
  },
};
