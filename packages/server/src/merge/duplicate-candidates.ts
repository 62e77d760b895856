import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/database.ts';
import type { MergeType } from './merge-targets.ts';

// Possible duplicates, found in the database by the sorted-neighbourhood method of record linkage: each
// record is compared (pg_trgm's trigram similarity) with its next few neighbours in the order of its name
// and in the order of its name read backwards, so that names alike in their start or in their end meet.
// The cost grows with the records, not with their pairs: a trigram self-join on the GIN index paid, at
// 10,000 people, 3 s for the posting lists of common trigrams (a given name's) and grew with the square.
// Pairs whose sources name the same GND or RISM id are added however they are named. Ranked by similarity,
// raised where the ids agree or the years overlap, lowered where both have years that do not.

export interface DuplicateCandidate {
  a_id: number;
  b_id: number;
  a_title: string;
  b_title: string;
  a_subtitle: string | null;
  b_subtitle: string | null;
  similarity: number;
  same_years: boolean;
  other_years: boolean;
  same_ids: boolean;
}

export const CANDIDATES_LIMIT = 200;

/**
 * How alike two names must be (pg_trgm's similarity, 0 to 1). pg_trgm's default 0.3 pairs names that merely
 * share a given name ("…, Johann"); 0.5 still finds "Haydn, Michael" and "Haydn, Johann Michael" (0.67),
 * "Vanhal" and "Wanhal" (0.76), and leaves "Haydn, Joseph" and "Haydn, Michael" (0.29) apart.
 */
export const SIMILARITY_THRESHOLD = 0.5;

/** How many neighbours on each side of each order a record is compared with. */
export const NEIGHBOURS = 4;

/** The owner column of a source for each searched type that has sources. */
const SOURCE_OWNER: Partial<Record<MergeType, string>> = {
  person: 'person_id',
  publication: 'publication_id',
  score: 'score_id',
};

/** Pairs of records of `type` (the lower id first) whose sources share a GND or a RISM id. */
function sharedIds(type: MergeType): SQL {
  const owner = SOURCE_OWNER[type];
  if (!owner) return sql`select null::int as a_id, null::int as b_id where false`;
  const column = sql.identifier(owner);
  const same = (id: string) => sql`select x.${column} as a_id, y.${column} as b_id from sources x
    join sources y on y.${sql.identifier(id)} = x.${sql.identifier(id)} and y.${column} > x.${column}
    where x.${sql.identifier(id)} <> ''`;
  return sql`${same('gnd_id')} union ${same('rism_id')}`;
}

/** The rows candidates are read from: id, title, subtitle and years. */
function named(type: MergeType): SQL {
  if (type === 'genre' || type === 'place') {
    const table = sql.identifier(type === 'genre' ? 'genres' : 'places');
    return sql`select id, name as title, null::text as subtitle, null::int as year_from, null::int as year_to
      from ${table}`;
  }
  if (type === 'person')
    // A person's years are the life dates' first and last (the search's date filter leaves people out).
    return sql`select s.record_id as id, s.title, s.subtitle,
        substring(p.dates from '\\d{4}')::int as year_from, (regexp_match(p.dates, '(\\d{4})\\D*$'))[1]::int as year_to
      from search_records s join people p on p.id = s.record_id where s.type = 'person'`;
  return sql`select record_id as id, title, subtitle, year_from, year_to from search_records where type = ${type}`;
}

/** Each record's next neighbours in one order: their ids and titles, `forward_1`, `forward_title_1`… */
const leads = (window: string) =>
  sql.raw(
    Array.from(
      { length: NEIGHBOURS },
      (_, i) =>
        `lead(id, ${i + 1}) over ${window} as ${window}_${i + 1}, lead(title, ${i + 1}) over ${window} as ${window}_title_${i + 1}`,
    ).join(', '),
  );
const neighbourRows = sql.raw(
  ['forward', 'backward']
    .flatMap((window) =>
      Array.from({ length: NEIGHBOURS }, (_, i) => `(${window}_${i + 1}, ${window}_title_${i + 1})`),
    )
    .join(', '),
);

/** The statement alone, for the benchmark to time it bare. */
export function candidatesQuery(type: MergeType, first: number): SQL {
  return sql`with named as materialized (${named(type)}),
    ids as materialized (${sharedIds(type)}),
    ordered as (
      select id, title, ${leads('forward')}, ${leads('backward')} from named
      window forward as (order by lower(title), id), backward as (order by reverse(lower(title)), id)
    ),
    -- Compared where they meet, so that the planner cannot join all records with all before comparing.
    near as materialized (
      select least(o.id, n.other) as a_id, greatest(o.id, n.other) as b_id
      from ordered o cross join lateral (values ${neighbourRows}) n(other, other_title)
      where n.other is not null and similarity(o.title, n.other_title) >= ${SIMILARITY_THRESHOLD}
    ),
    pairs as (select a_id, b_id, false as same_ids from near union select a_id, b_id, true from ids),
    ranked as (select a_id, b_id, bool_or(same_ids) as same_ids from pairs group by a_id, b_id)
    select p.a_id, p.b_id, a.title as a_title, b.title as b_title, a.subtitle as a_subtitle,
      b.subtitle as b_subtitle, similarity(a.title, b.title) as similarity,
      coalesce(a.year_from <= b.year_to and b.year_from <= a.year_to, false) as same_years,
      coalesce(not (a.year_from <= b.year_to and b.year_from <= a.year_to), false) as other_years,
      p.same_ids
    from ranked p join named a on a.id = p.a_id join named b on b.id = p.b_id
    order by similarity(a.title, b.title) + case when p.same_ids then 1 else 0 end
      + case when a.year_from <= b.year_to and b.year_from <= a.year_to then 0.1
        when a.year_from is not null and b.year_from is not null then -0.2 else 0 end desc,
      p.a_id, p.b_id
    limit ${first}`;
}

export async function duplicateCandidates(db: Executor, type: MergeType, first: number) {
  const limit = Math.max(1, Math.min(first, CANDIDATES_LIMIT));
  const rows = rowsOf<DuplicateCandidate>(await db.execute(candidatesQuery(type, limit)));
  return rows.map((row) => ({
    ...row,
    similarity: Number(row.similarity),
  }));
}
