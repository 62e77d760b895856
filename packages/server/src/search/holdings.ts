import { attributionFunctions, type RecordType } from '@fontes/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/database.ts';
import { page } from './search.ts';
import type { SearchItem } from './search-item.ts';

export interface Holding extends SearchItem {
  functions: string[];
}

interface HoldingQuery {
  type: RecordType;
  /** The ids of the records held by record `id` (with the person in `fn`, for the kinds that have one). */
  ids(id: number, fn: string | null): SQL;
  /** The person's functions in each held record, for the kinds that list attributions. */
  functions?(id: number, heldIds: number[]): SQL;
  /** How many records the person holds in each function. */
  groups?(id: number): SQL;
}

/** The attributions of person `id` to records in `column`, in function `fn` when one is given. */
function attributed(column: SQL, id: number, fn: string | null): SQL {
  const inFunction = fn === null ? sql`` : sql` and function = ${fn}`;
  return sql`select ${column} from attributions where person_id = ${id} and ${column} is not null${inFunction}`;
}

/** Records in `column` person `id` is attributed to, counted by function. */
function attributedGroups(column: SQL, id: number): SQL {
  return sql`select function, count(distinct ${column})::int as total from attributions
    where person_id = ${id} and ${column} is not null group by function`;
}

const HOLDINGS = {
  collection_catalogs: {
    type: 'catalog',
    ids: (id) => sql`select id from catalogs where collection_id = ${id}`,
  },
  collection_scores: { type: 'score', ids: (id) => sql`select id from scores where collection_id = ${id}` },
  person_scores: {
    type: 'score',
    ids: (id, fn) => attributed(sql`score_id`, id, fn),
    groups: (id) => attributedGroups(sql`score_id`, id),
    functions: (id, heldIds) => sql`
      select score_id as id, function from attributions
      where person_id = ${id} and score_id in ${heldIds} order by position`,
  },
  person_publications: {
    type: 'publication',
    ids: (id, fn) => attributed(sql`publication_id`, id, fn),
    groups: (id) => attributedGroups(sql`publication_id`, id),
    functions: (id, heldIds) => sql`
      select publication_id as id, function from attributions
      where person_id = ${id} and publication_id in ${heldIds} order by position`,
  },
  publication_scores: {
    type: 'score',
    ids: (id) => sql`select score_id from publication_scores where publication_id = ${id}`,
  },
} satisfies Record<string, HoldingQuery>;

/** What a record holds that can be listed: GraphQL's HoldingKind. */
export type HoldingKind = keyof typeof HOLDINGS;

export interface HoldingGroup {
  function: string;
  total: number;
}

/**
 * A page of what record `id` holds, titled from the search table in its browsing order: one statement,
 * and one more for the person's functions in the page's records. A person's records are those in
 * function `fn` when one is given; without it, one more statement counts them by function.
 */
export async function holdings(
  db: Executor,
  kind: HoldingKind,
  id: number,
  request: { first: number; offset: number; function?: string | null },
): Promise<{ total: number; items: Holding[]; groups: HoldingGroup[] }> {
  const query: HoldingQuery = HOLDINGS[kind];
  const fn = query.groups ? (request.function ?? null) : null;
  const found = await page(
    db,
    sql`type = ${query.type} and record_id in (${query.ids(id, fn)})`,
    sql`sort_title, record_id`,
    request,
  );
  const functions = new Map<number, string[]>();
  if (query.functions && found.items.length) {
    const rows = rowsOf<{ id: number; function: string }>(
      await db.execute(
        query.functions(
          id,
          found.items.map((item) => item.id),
        ),
      ),
    );
    for (const row of rows) {
      const held = functions.get(Number(row.id)) ?? [];
      if (!held.includes(row.function)) held.push(row.function);
      functions.set(Number(row.id), held);
    }
  }
  return {
    total: found.total,
    items: found.items.map((item) => ({ ...item, functions: functions.get(item.id) ?? [] })),
    groups: query.groups && fn === null ? await functionGroups(db, query.groups(id)) : [],
  };
}

/** The counts by function, in the order of the function codes (composer first). */
async function functionGroups(db: Executor, statement: SQL): Promise<HoldingGroup[]> {
  const order = (code: string) => {
    const at = (attributionFunctions as readonly string[]).indexOf(code);
    return at < 0 ? attributionFunctions.length : at;
  };
  return rowsOf<HoldingGroup>(await db.execute(statement))
    .map((row) => ({ function: row.function, total: Number(row.total) }))
    .sort((a, b) => order(a.function) - order(b.function));
}

/** The title search shows for a record, or null when there is none. */
export async function recordTitle(db: Executor, type: RecordType, id: number): Promise<string | null> {
  const rows = rowsOf<{ title: string }>(
    await db.execute(sql`select title from search_records where type = ${type} and record_id = ${id}`),
  );
  return rows[0]?.title ?? null;
}
