import { asc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.ts';
import { catalogs, pages } from '../../db/schema.ts';
import { Refusal } from '../../graphql/results.ts';

/**
 * Where a saved page goes (§4 "saved relative to a previous page"): right after `previousPageId`, first
 * for 0; without one a new page goes last and an existing page keeps its place. Positions become 1…n.
 */
export async function placePage(
  tx: Transaction,
  pageId: number,
  catalogId: number,
  previousPageId: number | null | undefined,
  isNew: boolean,
): Promise<void> {
  const order = await pagesInOrder(tx, catalogId);
  const rest = order.filter((id) => id !== pageId);
  let at = isNew ? rest.length : order.indexOf(pageId);
  if (previousPageId === 0) at = 0;
  else if (previousPageId != null) {
    const previous = rest.indexOf(previousPageId);
    if (previous < 0) {
      throw new Refusal('Server.error_validation', {}, [
        { path: 'previousPageId', key: 'Page.error_previous_page' },
      ]);
    }
    at = previous + 1;
  }
  rest.splice(at, 0, pageId);
  await renumberPages(tx, rest);
}

/** The catalog's page ids in order; locks the catalog so that concurrent placements queue up. */
export async function pagesInOrder(tx: Transaction, catalogId: number): Promise<number[]> {
  const [catalog] = await tx
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(eq(catalogs.id, catalogId))
    .for('update');
  if (!catalog) throw new Refusal('Server.error_not_found');
  const rows = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(eq(pages.catalog_id, catalogId))
    .orderBy(asc(pages.position), asc(pages.id));
  return rows.map((row) => row.id);
}

/** Positions 1…n in the given order, in one statement. */
export async function renumberPages(db: Executor, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    update pages set position = o.n
    from unnest(array[${list}]::int[]) with ordinality as o(id, n)
    where pages.id = o.id and pages.position <> o.n`);
}
