import type { RecordType } from '@fontes/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/database.ts';
import type { HoldingKind } from '../graphql/generated/resolvers.ts';
import { page, type SearchItem } from './search.ts';

export interface Holding extends SearchItem {
  functions: string[];
}

interface HoldingQuery {
  type: RecordType;
  /** The ids of the records held by record `id`. */
  ids(id: number): SQL;
  /** The person's functions in each held record, for the kinds that list attributions. */
  functions?(id: number, heldIds: number[]): SQL;
}

const HOLDINGS: Record<HoldingKind, HoldingQuery> = {
  collection_catalogs: {
    type: 'catalog',
    ids: (id) => sql`select id from catalogs where collection_id = ${id}`,
  },
  collection_scores: { type: 'score', ids: (id) => sql`select id from scores where collection_id = ${id}` },
  person_scores: {
    type: 'score',
    ids: (id) => sql`select score_id from attributions where person_id = ${id} and score_id is not null`,
    functions: (id, heldIds) => sql`
      select score_id as id, function from attributions
      where person_id = ${id} and score_id in ${heldIds} order by position`,
  },
  person_publications: {
    type: 'publication',
    ids: (id) =>
      sql`select publication_id from attributions where person_id = ${id} and publication_id is not null`,
    functions: (id, heldIds) => sql`
      select publication_id as id, function from attributions
      where person_id = ${id} and publication_id in ${heldIds} order by position`,
  },
  publication_scores: {
    type: 'score',
    ids: (id) => sql`select score_id from publication_scores where publication_id = ${id}`,
  },
};

/**
 * A page of what record `id` holds, titled from the search table in its browsing order: one statement,
 * and one more for the person's functions in the page's records.
 */
export async function holdings(
  db: Executor,
  kind: HoldingKind,
  id: number,
  request: { first: number; offset: number },
): Promise<{ total: number; items: Holding[] }> {
  const query = HOLDINGS[kind];
  const found = await page(
    db,
    sql`type = ${query.type} and record_id in (${query.ids(id)})`,
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
  };
}

/** The title search shows for a record, or null when there is none. */
export async function recordTitle(db: Executor, type: RecordType, id: number): Promise<string | null> {
  const rows = rowsOf<{ title: string }>(
    await db.execute(sql`select title from search_records where type = ${type} and record_id = ${id}`),
  );
  return rows[0]?.title ?? null;
}
