import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { recordResolvers } from '../../records/record-resolvers.ts';
import { collectionRecord } from './collection-record.ts';

export const collectionResolvers: Resolvers = recordResolvers(collectionRecord, {
  get: 'getCollection',
  upsert: 'upsertCollection',
  remove: 'deleteCollection',
});
