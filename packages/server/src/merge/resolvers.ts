import { refuseUnless } from '../graphql/authorize.ts';
import type { Resolvers } from '../graphql/generated/resolvers.ts';
import { duplicateCandidates } from './duplicate-candidates.ts';
import { mergePreview } from './merge-preview.ts';
import { MERGE_LIMIT, mergeRecords } from './merge-records.ts';
import { mergeTargets } from './merge-targets.ts';
import { undoMerge } from './undo-merge.ts';

// Who finds and previews duplicates: contributors, who may merge them (the merge checks again).

export const mergeResolvers: Resolvers = {
  Query: {
    duplicateCandidates: async (_, args, ctx) => {
      refuseUnless(ctx, 'contributor');
      const rows = await duplicateCandidates(ctx.db, args.type, args.first ?? 50);
      return rows.map((row) => ({
        a: { id: row.a_id, title: row.a_title, subtitle: row.a_subtitle, updated_at: null },
        b: { id: row.b_id, title: row.b_title, subtitle: row.b_subtitle, updated_at: null },
        similarity: row.similarity,
        same_years: row.same_years,
        other_years: row.other_years,
        same_ids: row.same_ids,
      }));
    },
    mergePreview: (_, args, ctx) => {
      refuseUnless(ctx, 'contributor');
      const ids = [args.keep, ...args.merge];
      if (new Set(ids).size !== ids.length || args.merge.length > MERGE_LIMIT) return null;
      return mergePreview(ctx.db, ctx.t, mergeTargets[args.type], ids);
    },
  },
  Mutation: {
    mergeRecords: (_, args, ctx) =>
      mergeRecords(ctx, {
        type: args.type,
        keep: args.keep,
        merge: args.merge,
        choices: args.choices,
        updated_at: args.updated_at,
      }),
    undoMerge: (_, args, ctx) => undoMerge(ctx, args.id),
  },
};
