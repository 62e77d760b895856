import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/database.ts';

export interface PageNeighbours {
  previous: number | null;
  next: number | null;
}

/** Pages looked up in one statement: a catalog holds at most 10,000, so a list of them goes in one. */
const BATCH = 10_000;

/**
 * The pages before and after each page in its catalog's order (position, then id, as a catalog lists
 * them), each found through the (catalog, position) index: a page costs two index probes, never a read
 * of its whole catalog, however long the list that asks for them.
 */
async function neighboursOf(db: Executor, ids: readonly number[]): Promise<Map<number, PageNeighbours>> {
  const found = new Map<number, PageNeighbours>();
  for (let start = 0; start < ids.length; start += BATCH) {
    const list = sql.join(
      ids.slice(start, start + BATCH).map((id) => sql`${id}`),
      sql`, `,
    );
    const result = await db.execute(sql`
      select k.id,
        (select p.id from pages p
          where p.catalog_id = k.catalog_id and p.position <= k.position
            and (p.position < k.position or p.id < k.id)
          order by p.position desc, p.id desc limit 1) as previous,
        (select p.id from pages p
          where p.catalog_id = k.catalog_id and p.position >= k.position
            and (p.position > k.position or p.id > k.id)
          order by p.position, p.id limit 1) as next
      from pages k where k.id = any(array[${list}]::int[])`);
    for (const row of rowsOf<{ id: number } & PageNeighbours>(result))
      found.set(row.id, { previous: row.previous, next: row.next });
  }
  return found;
}

interface Batch {
  ids: Set<number>;
  answer: Promise<Map<number, PageNeighbours>>;
}

/**
 * The neighbours of the pages a request asks for, gathered while GraphQL walks a list and looked up
 * together once it has (after the promise jobs of that walk, as DataLoader schedules): a list of pages
 * costs one statement, not one per page.
 */
export function pageNeighbours(db: Executor) {
  let batch: Batch | null = null;
  return (pageId: number): Promise<PageNeighbours> => {
    if (!batch) {
      const ids = new Set<number>();
      const answer = new Promise<Map<number, PageNeighbours>>((resolve, reject) => {
        Promise.resolve().then(() =>
          process.nextTick(() => {
            batch = null;
            neighboursOf(db, [...ids]).then(resolve, reject);
          }),
        );
      });
      batch = { ids, answer };
    }
    batch.ids.add(pageId);
    return batch.answer.then((found) => found.get(pageId) ?? { previous: null, next: null });
  };
}
