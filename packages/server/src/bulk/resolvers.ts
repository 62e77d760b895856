import { refuseUnless } from '../graphql/authorize.ts';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import type { SearchFilters } from '../search/filters.ts';
import { startBulkEdit, startBulkUndo } from './bulk-edit.ts';
import { type BulkOperation, editableFields } from './bulk-operations.ts';
import { bulkDefinitionOf } from './bulk-types.ts';

// Who edits many records at once: contributors, each record's save checking again.

export const bulkResolvers: Resolvers = {
  Query: {
    bulkEditFields: (_, args, ctx) => {
      refuseUnless(ctx, 'contributor');
      return editableFields(bulkDefinitionOf(args.type));
    },
  },
  Mutation: {
    bulkEdit: (_, args, ctx) =>
      startBulkEdit(ctx, {
        type: args.type,
        ids: args.ids,
        query: args.query,
        filters: args.filters as SearchFilters | null | undefined,
        // A plain object: GraphQL's input objects have no prototype, which the database driver expects.
        operation: { ...args.operation } as BulkOperation,
        dryRun: args.dryRun,
      }),
    undoBulkEdit: (_, args, ctx) => startBulkUndo(ctx, args.id),
  },
};
