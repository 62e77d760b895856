import { recordPath } from '@fontes/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/database.ts';
import { preparedPerExecutor } from '../db/pglite-statements.ts';
import { attributions, incipitMelodies, incipits, searchRecords } from '../db/schema.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { IncipitMatch, IncipitSearchResult, Resolvers } from '../graphql/generated/resolvers.ts';
import { type PageRequest, pageCursor, pageRequest } from '../graphql/paging.ts';
import { startJobFor } from '../jobs/resolvers.ts';
import { GRAM_LENGTH } from './melody-grams.ts';
import { matchedNotes } from './melody-match.ts';
import { MELODY_REBUILD } from './melody-rebuild-job.ts';
import {
  type MelodyQuery,
  type MelodySearchOptions,
  MIN_NOTES,
  type RankedIncipit,
  rankMelodies,
  readQuery,
} from './melody-search.ts';

/** The first notes of an incipit compared for concordances, and the share of them another must match. */
const SIMILAR_NOTES = 10;
const SIMILAR_SHARE = 0.6;

const nothing = (message: string | null = null): IncipitSearchResult => ({
  total: 0,
  items: [],
  endCursor: null,
  hasNextPage: false,
  message,
});

/** A query matches when it holds a gram's worth of the intervals, or all of them when it is shorter. */
const minSimilarity = (query: MelodyQuery) => Math.min(1, GRAM_LENGTH / query.intervals.length);

async function answer(
  ctx: GraphQLContext,
  query: MelodyQuery,
  options: MelodySearchOptions,
  page: PageRequest,
): Promise<IncipitSearchResult> {
  const { ranked, total } = await rankMelodies(ctx.db, query, options);
  const shown = ranked.slice(page.offset, page.offset + page.first);
  return {
    total,
    items: await matches(ctx.db, query, options, shown),
    ...pageCursor(page, shown.length, ranked.length),
    message: null,
  };
}

/** The first person attributed to the incipit's score with function aut. */
const composerTitle = sql<string | null>`(select p.title from ${attributions} a
  join ${searchRecords} p on p.type = 'person' and p.record_id = a.person_id
  where a.score_id = ${incipits.score_id} and a.function = 'aut' order by a.position limit 1)`;

// Prepared once per executor: planned anew, this statement took three times as long on PGlite.
const pageStatement = preparedPerExecutor('melody_page', (db) =>
  db
    .select({
      incipit: incipits,
      line_notes: incipitMelodies.notes,
      intervals: incipitMelodies.intervals,
      rhythm: incipitMelodies.rhythm,
      score_title: searchRecords.title,
      shelfmark: searchRecords.shelfmark,
      composer: composerTitle,
    })
    .from(incipits)
    .innerJoin(incipitMelodies, eq(incipitMelodies.incipit_id, incipits.id))
    .innerJoin(
      searchRecords,
      and(eq(searchRecords.type, 'score'), eq(searchRecords.record_id, incipits.score_id)),
    )
    .where(sql`${incipits.id} = any(${sql.placeholder('ids')}::int[])`),
);

/** The page's hits with their incipits, matched notes, scores and composers. */
async function matches(
  db: Executor,
  query: MelodyQuery,
  options: MelodySearchOptions,
  hits: RankedIncipit[],
): Promise<IncipitMatch[]> {
  if (!hits.length) return [];
  const rows = await pageStatement(db).execute({ ids: `{${hits.map((h) => h.incipit_id).join(',')}}` });
  const byId = new Map(rows.map((row) => [row.incipit.id, row]));
  return hits.flatMap((hit) => {
    const row = byId.get(hit.incipit_id);
    if (!row) return [];
    const { incipit, line_notes, intervals, rhythm, score_title, shelfmark, composer } = row;
    return [
      {
        incipit,
        score_id: hit.score_id,
        score_title,
        shelfmark,
        composer,
        path: recordPath('score', hit.score_id) ?? '',
        matched_notes: matchedNotes(query, { intervals, rhythm }, line_notes, hit.start, options.rhythm),
        similarity: hit.similarity,
      },
    ];
  });
}

export const melodyResolvers: Resolvers = {
  Query: {
    incipitSearch: async (_, args, ctx) => {
      const page = pageRequest(ctx.t, args, 20);
      const reading = readQuery(args);
      if (!reading.query) return nothing(ctx.t(reading.problem.key, reading.problem.params));
      const options = { rhythm: args.rhythm ?? false, anchored: args.anchored ?? false };
      return answer(ctx, reading.query, { ...options, minSimilarity: minSimilarity(reading.query) }, page);
    },
    similarIncipits: async (_, args, ctx) => {
      const page = pageRequest(ctx.t, { first: args.first }, 10);
      const [own] = rowsOf<{ score_id: number; intervals: number[]; rhythm: number[] }>(
        await ctx.db.execute(
          sql`select score_id, intervals, rhythm from incipit_melodies where incipit_id = ${args.incipitId}`,
        ),
      );
      if (!own) return nothing(ctx.t('Melody.error_no_incipit'));
      const intervals = own.intervals.slice(0, SIMILAR_NOTES - 1);
      if (intervals.length < MIN_NOTES - 1) return nothing(ctx.t('Melody.error_too_few', { min: MIN_NOTES }));
      const query = { intervals, rhythm: own.rhythm.slice(0, SIMILAR_NOTES - 1) };
      const options = { rhythm: false, anchored: false, exceptScore: own.score_id };
      return answer(
        ctx,
        query,
        { ...options, minSimilarity: Math.max(SIMILAR_SHARE, minSimilarity(query)) },
        page,
      );
    },
  },
  Mutation: {
    rebuildMelodyIndex: (_, __, ctx) => startJobFor(ctx, 'admin', MELODY_REBUILD, {}),
  },
};
