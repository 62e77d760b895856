import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/database.ts';
import type { MergeType } from './merge-targets.ts';

// Possible duplicates, found in the database: pairs whose names are alike by trigrams (pg_trgm's `%`, on
// its GIN index; PGlite ships the same extension), and pairs whose sources name the same GND or RISM id
// however they are named. Ranked by similarity, raised where the ids agree or the years overlap, lowered
// where both have years that do not.

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

/** The statement alone, for the benchmark to time it bare. */
export function candidatesQuery(type: MergeType, first: number): SQL {
  const rows = named(type);
  // Not materialized: each join of `named` reads the table itself, so that `%` uses its trigram index.
  return sql`with named as not materialized (${rows}),
    ids as (${sharedIds(type)}),
    pairs as (
      select a.id as a_id, b.id as b_id from named a join named b on b.id > a.id and a.title % b.title
      union select a_id, b_id from ids
    )
    select p.a_id, p.b_id, a.title as a_title, b.title as b_title, a.subtitle as a_subtitle,
      b.subtitle as b_subtitle, similarity(a.title, b.title) as similarity,
      coalesce(a.year_from <= b.year_to and b.year_from <= a.year_to, false) as same_years,
      coalesce(not (a.year_from <= b.year_to and b.year_from <= a.year_to), false) as other_years,
      exists (select 1 from ids where ids.a_id = p.a_id and ids.b_id = p.b_id) as same_ids
    from pairs p join named a on a.id = p.a_id join named b on b.id = p.b_id
    order by similarity(a.title, b.title)
      + case when exists (select 1 from ids where ids.a_id = p.a_id and ids.b_id = p.b_id) then 1 else 0 end
      + case when a.year_from <= b.year_to and b.year_from <= a.year_to then 0.1
        when a.year_from is not null and b.year_from is not null then -0.2 else 0 end desc,
      p.a_id, p.b_id
    limit ${first}`;
}

export async function duplicateCandidates(db: Executor, type: MergeType, first: number) {
  const limit = Math.max(1, Math.min(first, CANDIDATES_LIMIT));
  return rowsOf<DuplicateCandidate>(await db.execute(candidatesQuery(type, limit))).map((row) => ({
    ...row,
    similarity: Number(row.similarity),
  }));
}
