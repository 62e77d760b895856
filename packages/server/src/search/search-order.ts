import type { SearchSort } from '@fontes/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/database.ts';
import { type SearchItem, searchItemOf } from './search-item.ts';

export type { SearchSort };

/**
 * One term of a search's order: an expression never null, ascending, and the type its value is sent back
 * as. Terms of this form compare as one row, `(a, b) > (x, y)`: a page can start where the last ended.
 */
interface OrderKey {
  term: SQL;
  type: 'boolean' | 'text' | 'integer' | 'float8';
}

/** A search's hits (`where`) in its order: what the pages of an export are read by. */
export interface SearchOrder {
  where: SQL;
  keys: OrderKey[];
}

const key = (term: SQL, type: OrderKey['type']): OrderKey => ({ term, type });
/** `column nulls last` as two terms never null. */
const nullsLast = (column: string, type: OrderKey['type'], empty: string) => [
  key(sql.raw(`(${column} is null)`), 'boolean'),
  key(sql.raw(`coalesce(${column}, ${empty})`), type),
];

/** Every order ends in title, id and type, so that pages never overlap. */
export function orderKeys(sort: SearchSort | null | undefined, match: SQL | null): OrderKey[] {
  const byTitle = [key(sql`sort_title`, 'text'), key(sql`record_id`, 'integer'), key(sql`type`, 'text')];
  switch (sort) {
    case 'title':
      return byTitle;
    case 'shelfmark':
      return [...nullsLast('sort_shelfmark', 'text', "''"), ...byTitle];
    case 'date':
      return [...nullsLast('year_from', 'integer', '0'), ...nullsLast('year_to', 'integer', '0'), ...byTitle];
    default:
      // Best first: the ranks negated, as float8s that read back exactly as they were sent.
      return match
        ? [
            key(sql`(-${titleCoverage(match)})::float8`, 'float8'),
            key(sql`(-ts_rank(document, ${match}))::float8`, 'float8'),
            ...byTitle,
          ]
        : byTitle;
  }
}

/**
 * How much of the title the query's words cover: the rank of the title's words alone (title_document)
 * divided by their number. A person's full name ("Gregor Heiß") covers the person's title whole, while the
 * entries that name the person in a long title rank below it, however often the whole record repeats it.
 */
function titleCoverage(match: SQL): SQL {
  return sql`ts_rank(title_document, ${match}, 8)`;
}

/** The order's terms as an `order by` list. */
export const orderBy = (keys: OrderKey[]): SQL =>
  sql.join(
    keys.map((k) => k.term),
    sql`, `,
  );

/**
 * The `first` hits after the one whose order values are `after` (from the start when null), with the
 * order values of the last: one statement that sorts only what follows, whatever the page's depth.
 */
export async function pageAfter(
  db: Executor,
  order: SearchOrder,
  after: unknown[] | null,
  first: number,
): Promise<{ items: SearchItem[]; last: unknown[] | null }> {
  const terms = order.keys.map((k, i) => sql`${k.term} as ${sql.raw(`k${i}`)}`);
  const following = after
    ? sql`(${orderBy(order.keys)}) > (${sql.join(
        order.keys.map((k, i) => sql`${after[i]}::${sql.raw(k.type)}`),
        sql`, `,
      )})`
    : sql`true`;
  const rows = rowsOf<SearchItem & Record<string, unknown>>(
    await db.execute(sql`
      select type, record_id as id, title, subtitle, path, ${sql.join(terms, sql`, `)}
      from search_records where ${order.where} and ${following}
      order by ${orderBy(order.keys)} limit ${first}`),
  );
  const lastRow = rows.at(-1);
  return {
    items: rows.map(searchItemOf),
    last: lastRow ? order.keys.map((_, i) => lastRow[`k${i}`]) : null,
  };
}
