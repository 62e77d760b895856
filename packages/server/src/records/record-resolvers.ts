import type { GraphQLContext } from '../graphql/context.ts';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { deleteRecord } from './delete-record.ts';
import { survivorOf } from './merged-ids.ts';
import type { AnyRecordDefinition } from './record-definition.ts';
import { type SaveRequest, saveRecord } from './save-record.ts';

/** The record, or the one it was merged into: a merged record's old id keeps working. */
async function loadOrSurvivor(ctx: GraphQLContext, def: AnyRecordDefinition, id: number) {
  const record = await def.load(ctx.db, id);
  if (record) return record;
  const survivor = await survivorOf(ctx.db, def.name, id);
  return survivor === null ? null : def.load(ctx.db, survivor);
}

/**
 * The one way a record's resolvers are made: the spec's `getX`, `upsertX`, `deleteX` over the generic
 * paths for the entity name `X` (`'Score'`), with `own` beside them: what is the entity's own (its other
 * operations, its field resolvers), replacing a generic operation of the same name (a file's getFile).
 * `upsertX` hands the save all its arguments (upsertPage's `previousPageId` beside the input).
 */
export function recordResolvers(def: AnyRecordDefinition, entity: string, own: Resolvers = {}): Resolvers {
  const generic = {
    Query: {
      [`get${entity}`]: (_: unknown, args: { id: number }, ctx: GraphQLContext) =>
        loadOrSurvivor(ctx, def, args.id),
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
