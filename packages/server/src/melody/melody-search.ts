import { melodicLine, melodyOf, readPae } from '@fontes/domain';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { type Preparable, preparedPerExecutor } from '../db/pglite-statements.ts';
import { incipitMelodies, searchRecords } from '../db/schema.ts';
import { GRAM_LENGTH, gramAt, gramRange } from './melody-grams.ts';
import { bestAlignment } from './melody-match.ts';

// Melodic search: the index (incipit_grams) finds the incipits sharing four consecutive intervals with the
// query (all of it when it is shorter), the best-placed CANDIDATES of them are compared in code
// (melody-match.ts) and ranked by the share of the query matched, then by their score's title; the page
// shown is read with its incipits and matched notes (resolvers.ts).

export const MIN_NOTES = 3;
export const MAX_NOTES = 100;
/** The incipits compared in code at most: beyond them the ranking would not change a page anyone reads. */
export const CANDIDATES = 200;

export interface MelodyQuery {
  intervals: number[];
  rhythm: number[];
}

export interface MelodySearchOptions {
  rhythm: boolean;
  anchored: boolean;
  /** Left out: the incipit compared (similarIncipits) and its score's other incipits. */
  exceptScore?: number;
  /** The share of the query an incipit must match at least. */
  minSimilarity: number;
}

export interface QueryProblem {
  key: string;
  params: Record<string, number>;
}
export type QueryReading = { query: MelodyQuery; problem: null } | { query: null; problem: QueryProblem };

const refused = (key: string, params: Record<string, number> = {}): QueryReading => ({
  query: null,
  problem: { key: `Melody.error_${key}`, params: { min: MIN_NOTES, max: MAX_NOTES, ...params } },
});

/** The query's line from its PAE, or the message (key and values) saying why it cannot be searched. */
export function readQuery(input: {
  pae: string;
  clef?: string | null;
  key_signature?: string | null;
  time_signature?: string | null;
}): QueryReading {
  // Bounded before reading: a query is typed, never thousands of signs long.
  if (input.pae.length > 2000) return refused('too_many');
  const reading = readPae({ ...input, data: input.pae });
  if (reading.problem) return refused(reading.problem.key, { at: reading.problem.at + 1 });
  const melody = melodyOf(melodicLine(reading.events));
  if (melody.notes.length < MIN_NOTES) return refused('too_few');
  if (melody.notes.length > MAX_NOTES) return refused('too_many');
  return { query: { intervals: melody.intervals, rhythm: melody.rhythm }, problem: null };
}

interface Candidate {
  incipit_id: number;
  total: number;
}

/** How the index is asked: a range of grams (a query shorter than a gram), or the query's grams voting. */
type Shape = 'range' | 'grams';
const shapeOf = (query: MelodyQuery): Shape => (query.intervals.length < GRAM_LENGTH ? 'range' : 'grams');

/** The values bound to the lookup's placeholders. */
function lookupValues(query: MelodyQuery): Record<string, unknown> {
  if (shapeOf(query) === 'range') {
    const [from, to] = gramRange(query.intervals);
    return { from, to };
  }
  const grams: number[] = [];
  const shifts: number[] = [];
  for (let j = 0; j + GRAM_LENGTH <= query.intervals.length; j++) {
    grams.push(gramAt(query.intervals, j));
    shifts.push(j);
  }
  return { grams: `{${grams.join(',')}}`, shifts: `{${shifts.join(',')}}` };
}

/** The index lookup: incipits sharing the query's grams (best-placed first, at most CANDIDATES), with their number. */
function lookupSql(shape: Shape, anchored: boolean): SQL {
  if (shape === 'range')
    return sql`
      select incipit_id, (count(*) over ())::int as total from (
        select distinct incipit_id from incipit_grams
        where gram between ${sql.placeholder('from')} and ${sql.placeholder('to')}
          ${anchored ? sql`and position = 0` : sql``}) found
      order by incipit_id limit ${sql.raw(String(CANDIDATES))}`;
  // Each gram found votes for a start of the query in the incipit; the start with most votes ranks it.
  return sql`
    select incipit_id, (count(*) over ())::int as total from (
      select incipit_id, max(votes) as votes from (
        select g.incipit_id, g.position - q.shift as start, count(*) as votes
        from unnest(${sql.placeholder('grams')}::int[], ${sql.placeholder('shifts')}::int[]) as q(gram, shift)
        join incipit_grams g on g.gram = q.gram ${anchored ? sql`and g.position = q.shift` : sql``}
        group by 1, 2) starts
      group by 1) best
    order by votes desc, incipit_id limit ${sql.raw(String(CANDIDATES))}`;
}

/** Which statement a search runs: its text differs by these, its values are bound. */
interface Variant {
  shape: Shape;
  anchored: boolean;
  /** Leaving a score out (similarIncipits). */
  except: boolean;
}

/**
 * A statement per variant, prepared once per executor: planning a statement anew costs PGlite more than
 * running it (a page's 20 incipits: 3 ms planned each time, 0.9 ms prepared).
 */
function perVariant<P extends object>(prefix: string, build: (db: Executor, v: Variant) => Preparable<P>) {
  const made = new Map<string, (db: Executor) => P>();
  return (v: Variant) => {
    const name = `${prefix}_${v.shape}${v.anchored ? '_anchored' : ''}${v.except ? '_except' : ''}`;
    let statement = made.get(name);
    if (!statement) {
      statement = preparedPerExecutor(name, (db) => build(db, v));
      made.set(name, statement);
    }
    return statement;
  };
}

const lookupStatement = perVariant('melody_lookup', (db, v) =>
  db
    .select({ incipit_id: sql<number>`incipit_id`, total: sql<number>`total` })
    .from(sql`(${lookupSql(v.shape, v.anchored)}) as found`),
);

/** The bare index lookup alone (the benchmark's floor). */
export async function candidates(db: Executor, query: MelodyQuery, anchored: boolean): Promise<Candidate[]> {
  const variant = { shape: shapeOf(query), anchored, except: false };
  return lookupStatement(variant)(db).execute(lookupValues(query));
}

// One statement: the lookup and the candidates' intervals and rhythm, in title order. Their notes,
// incipits and titles are read for the page shown only (resolvers.ts).
const rankStatement = perVariant('melody_rank', (db, v) =>
  db
    .select({
      total: sql<number>`found.total`,
      incipit_id: incipitMelodies.incipit_id,
      score_id: incipitMelodies.score_id,
      intervals: incipitMelodies.intervals,
      rhythm: incipitMelodies.rhythm,
    })
    .from(sql`(${lookupSql(v.shape, v.anchored)}) as found`)
    .innerJoin(incipitMelodies, sql`${incipitMelodies.incipit_id} = found.incipit_id`)
    .innerJoin(
      searchRecords,
      and(eq(searchRecords.type, 'score'), eq(searchRecords.record_id, incipitMelodies.score_id)),
    )
    .where(v.except ? ne(incipitMelodies.score_id, sql.placeholder('exceptScore')) : undefined)
    .orderBy(searchRecords.sort_title, incipitMelodies.incipit_id),
);

/** An incipit found and compared: how much of the query it matches, and where. */
export interface RankedIncipit {
  incipit_id: number;
  score_id: number;
  similarity: number;
  /** Where the query lies along the incipit's line (matchedNotes). */
  start: number;
}

/**
 * The candidates compared in code and ranked (by similarity, then by their score's title in the database's
 * order); `total` counts every incipit the index found (before comparing, when more than CANDIDATES).
 */
export async function rankMelodies(
  db: Executor,
  query: MelodyQuery,
  options: MelodySearchOptions,
): Promise<{ ranked: RankedIncipit[]; total: number }> {
  const except = options.exceptScore !== undefined;
  const variant = { shape: shapeOf(query), anchored: options.anchored, except };
  const lines = await rankStatement(variant)(db).execute({
    ...lookupValues(query),
    ...(except ? { exceptScore: options.exceptScore } : {}),
  });
  const ranked: RankedIncipit[] = [];
  for (const line of lines) {
    const { similarity, start } = bestAlignment(query, line, options);
    if (similarity < options.minSimilarity) continue;
    ranked.push({ incipit_id: line.incipit_id, score_id: line.score_id, similarity, start });
  }
  // Stable: equal similarities keep the title order.
  ranked.sort((a, b) => b.similarity - a.similarity);
  const found = Number(lines[0]?.total ?? 0);
  return { ranked, total: found > CANDIDATES ? found : ranked.length };
}
