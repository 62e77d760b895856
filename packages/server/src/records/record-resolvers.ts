import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { deleteRecord } from './delete-record.ts';
import type { AnyRecordDefinition } from './record-definition.ts';
import { type SaveRequest, saveRecord } from './save-record.ts';

/**
 * The one way a record's resolvers are made: the spec's `getX`, `upsertX`, `deleteX` over the generic
 * paths for the entity name `X` (`'Score'`), with `own` beside them: what is the entity's own (its other
 * operations, its field resolvers), replacing a generic operation of the same name (a file's getFile).
 * `upsertX` hands the save all its arguments (upsertPage's `previousPageId` beside the input).
 */
export function recordResolvers(def: AnyRecordDefinition, entity: string, own: Resolvers = {}): Resolvers {
  const generic = {
    Query: {
      [`get${entity}`]: (_: unknown, args: { id: number }, ctx: GraphQLContext) => def.load(ctx.db, args.id),
    },
    Mutation: {
      [`upsert${entity}`]: (_: unknown, args: SaveRequest<object>, ctx: GraphQLContext) =>
        saveRecord(ctx, def, args),
      [`delete${entity}`]: (_: unknown, args: { id: number }, ctx: GraphQLContext) =>
        deleteRecord(ctx, def, args.id),
    },
  } as Resolvers;
  return {
    ...own,
    Query: { ...generic.Query, ...own.Query },
    Mutation: { ...generic.Mutation, ...own.Mutation },
  };
}
