import { eq, sql } from 'drizzle-orm';
import { regionOf } from '../../db/region-columns.ts';
import { entries } from '../../db/schema.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { loader } from '../../records/serialize.ts';
import { entryWithPage } from '../../search/indexes/entry-search.ts';
import { scoreSummaryWith } from '../score/score-summary.ts';
import { entryChoices } from './entry-choices.ts';

const loadEntry = loader('entry_load', (db) =>
  db.query.entries.findFirst({
    where: eq(entries.id, sql.placeholder('id')),
    with: { ...entryWithPage.with, score: scoreSummaryWith },
  }),
);

/** §7 getEntry: the entry with its page (catalog, collection) and the score it names. */
export const entryResolvers: Resolvers = {
  Query: {
    getEntry: (_, { id }, ctx) => loadEntry(ctx.db, id),
    entryChoices: (_, { query }, ctx) => entryChoices(ctx.db, query),
  },
  Entry: {
    region: (entry) => regionOf(entry),
  },
};
