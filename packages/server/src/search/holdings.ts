import { attributionFunctions, type RecordType } from '@fontes/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/database.ts';
import { page } from './search.ts';
import type { SearchItem } from './search-item.ts';

export interface Holding extends SearchItem {
  functions: string[];
}

/** What one kind of holdings lists: the records of `type` that hold record `id`. */
export interface HoldingQuery {
  type: RecordType;
  /** The ids of the records held by record `id` (with the person in `fn`, for the kinds that have one). */
  ids(id: number, fn: string | null): SQL;
  /** The person's functions in each held record, for the kinds that list attributions. */
  functions?(id: number, heldIds: number[]): SQL;
  /** How many records the person holds in each function. */
  groups?(id: number): SQL;
}

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
  query: HoldingQuery,
  id: number,
  request: { first: number; offset: number; function?: string | null },
): Promise<{ total: number; items: Holding[]; groups: HoldingGroup[] }> {
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
