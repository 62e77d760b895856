import { eq } from 'drizzle-orm';
import { entries } from '../../db/schema.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { serializeFound } from '../../records/serialize.ts';
import { scoreSummaryWith } from '../score/score-summary.ts';
import { entryWithPage } from './entry-search.ts';

/** §7 getEntry: the entry with its page (catalog, collection) and the score it names. */
export const entryResolvers: Resolvers = {
  Query: {
    // `as never`: digital copies are rows here; their fields come from the DigitalCopy resolvers.
    getEntry: async (_, { id }, ctx) =>
      serializeFound(
        await ctx.db.query.entries.findFirst({
          where: eq(entries.id, id),
          with: { ...entryWithPage.with, score: scoreSummaryWith },
        }),
      ) as never,
  },
};
