import { eq, sql } from 'drizzle-orm';
import { preparedPerExecutor } from '../../db/pglite-statements.ts';
import { entries } from '../../db/schema.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { serializeFound } from '../../records/serialize.ts';
import { scoreSummaryWith } from '../score/score-summary.ts';
import { entryWithPage } from './entry-search.ts';

const entryStatement = preparedPerExecutor('entry_load', (db) =>
  db.query.entries.findFirst({
    where: eq(entries.id, sql.placeholder('id')),
    with: { ...entryWithPage.with, score: scoreSummaryWith },
  }),
);

/** §7 getEntry: the entry with its page (catalog, collection) and the score it names. */
export const entryResolvers: Resolvers = {
  Query: {
    // `as never`: digital copies are rows here; their fields come from the DigitalCopy resolvers.
    getEntry: async (_, { id }, ctx) => serializeFound(await entryStatement(ctx.db).execute({ id })) as never,
  },
};
