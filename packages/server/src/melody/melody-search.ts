import { melodicLine, melodyOf, readPae } from '@fontes/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/database.ts';
import { GRAM_LENGTH, gramAt, gramRange } from './melody-grams.ts';
import { bestAlignment, type Line } from './melody-match.ts';

// Melodic search: the index (incipit_grams) finds the incipits sharing four consecutive intervals with the
// query (all of it when it is shorter), the best-placed CANDIDATES of them are compared in code
// (melody-match.ts) and ranked by the share of the query matched, then by their score's title.

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

export interface MelodyHit {
  incipit_id: number;
  score_id: number;
  title: string;
  similarity: number;
  matched_notes: number[];
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

/** The index lookup: incipits sharing the query's grams (best-placed first, at most CANDIDATES), with their number. */
function candidateSql(query: MelodyQuery, anchored: boolean): SQL {
  const m = query.intervals.length;
  if (m < GRAM_LENGTH) {
    const [from, to] = gramRange(query.intervals);
    return sql`
      select incipit_id, count(*) over () as total from (
        select distinct incipit_id from incipit_grams
        where gram between ${from} and ${to} ${anchored ? sql`and position = 0` : sql``}) found
      order by incipit_id limit ${CANDIDATES}`;
  }
  const grams: number[] = [];
  const shifts: number[] = [];
  for (let j = 0; j + GRAM_LENGTH <= m; j++) {
    grams.push(gramAt(query.intervals, j));
    shifts.push(j);
  }
  // Each gram found votes for a start of the query in the incipit; the start with most votes ranks it.
  return sql`
    select incipit_id, count(*) over () as total from (
      select incipit_id, max(votes) as votes from (
        select g.incipit_id, g.position - q.shift as start, count(*) as votes
        from unnest(${`{${grams.join(',')}}`}::int[], ${`{${shifts.join(',')}}`}::int[]) as q(gram, shift)
        join incipit_grams g on g.gram = q.gram ${anchored ? sql`and g.position = q.shift` : sql``}
        group by 1, 2) starts
      group by 1) best
    order by votes desc, incipit_id limit ${CANDIDATES}`;
}

/** The bare index lookup alone (the benchmark's floor). */
export async function candidates(db: Executor, query: MelodyQuery, anchored: boolean): Promise<Candidate[]> {
  return rowsOf<Candidate>(await db.execute(candidateSql(query, anchored)));
}

interface CandidateLine {
  incipit_id: number;
  score_id: number;
  intervals: number[];
  rhythm: number[];
  notes: number[][];
  title: string;
  sort_title: string;
}

/** The candidates compared in code, ranked; `total` counts every incipit the index found (before comparing, when more than CANDIDATES). */
export async function searchMelodies(
  db: Executor,
  query: MelodyQuery,
  options: MelodySearchOptions,
): Promise<{ hits: MelodyHit[]; total: number }> {
  // One statement: the lookup and the candidates' lines with their scores' titles.
  const lines = rowsOf<CandidateLine & { total: number }>(
    await db.execute(sql`
      with found as (${candidateSql(query, options.anchored)})
      select f.total, m.incipit_id, m.score_id, m.intervals, m.rhythm, m.notes, s.title, s.sort_title
      from found f
      join incipit_melodies m on m.incipit_id = f.incipit_id
      join search_records s on s.type = 'score' and s.record_id = m.score_id
      ${options.exceptScore === undefined ? sql`` : sql`where m.score_id <> ${options.exceptScore}`}`),
  );
  const hits: (MelodyHit & { sort_title: string })[] = [];
  for (const line of lines) {
    const alignment = bestAlignment(query, line as Line, options);
    if (alignment.similarity < options.minSimilarity) continue;
    hits.push({
      incipit_id: line.incipit_id,
      score_id: line.score_id,
      title: line.title,
      sort_title: line.sort_title,
      similarity: alignment.similarity,
      matched_notes: alignment.notes,
    });
  }
  hits.sort(
    (a, b) =>
      b.similarity - a.similarity || a.sort_title.localeCompare(b.sort_title) || a.incipit_id - b.incipit_id,
  );
  const found = Number(lines[0]?.total ?? 0);
  const total = found > CANDIDATES ? found : hits.length;
  return { hits, total };
}
