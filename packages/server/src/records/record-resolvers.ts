import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { deleteRecord } from './delete-record.ts';
import type { AnyRecordDefinition } from './record-definition.ts';
import { type RecordInput, saveRecord } from './save-record.ts';

type OperationNames = { get: string; upsert: string; remove: string };

/**
 * The spec's three operations of an entity over the generic paths: `getX`, `upsertX`, `deleteX` for
 * the entity name `X` (`'Score'`), or as named.
 */
export function recordResolvers(def: AnyRecordDefinition, entity: string | OperationNames): Resolvers {
  const names =
    typeof entity === 'string'
      ? { get: `get${entity}`, upsert: `upsert${entity}`, remove: `delete${entity}` }
      : entity;
  return {
    Query: {
      [names.get]: (_: unknown, args: { id: number }, ctx: GraphQLContext) => def.load(ctx.db, args.id),
    },
    Mutation: {
      [names.upsert]: (_: unknown, args: { input: RecordInput }, ctx: GraphQLContext) =>
        saveRecord(ctx, def, args.input),
      [names.remove]: (_: unknown, args: { id: number }, ctx: GraphQLContext) =>
        deleteRecord(ctx, def, args.id),
    },
  } as Resolvers;
}
