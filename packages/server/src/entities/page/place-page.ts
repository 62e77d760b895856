import type { PageValues } from '@fontes/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.ts';
import { catalogs, pages } from '../../db/schema.ts';
import type { MutationUpsertPageArgs } from '../../graphql/generated/resolvers.ts';
import { Refusal } from '../../graphql/results.ts';
import type { Written } from '../../records/record-definition.ts';

/** Where upsertPage puts a page: its arguments beside the page's input. */
export type PagePlacement = Omit<MutationUpsertPageArgs, 'input'>;

/**
 * Where saved pages go (§4 "saved relative to a previous page"): right after upsertPage's
 * `previousPageId`, first for 0; without one a new page goes last (§4: the page count plus 1; a batch in
 * its order) and an existing page keeps its place. Positions become 1…n, in one statement per catalog.
 */
export async function placePages(
  tx: Transaction,
  written: readonly Written<PageValues, unknown, PagePlacement>[],
) {
  for (const catalogId of new Set(written.map((page) => page.values.catalog))) {
    const order = await pagesInOrder(tx, catalogId);
    for (const page of written.filter((p) => p.values.catalog === catalogId)) {
      order.splice(0, order.length, ...placed(order, page.id, page.args.previousPageId, page.created));
    }
    await renumberPages(tx, order);
  }
}

/** The order with `pageId` at its place. */
function placed(order: number[], pageId: number, previousPageId: number | null | undefined, isNew: boolean) {
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
  return rest;
}

/** The catalog's page ids in order; locks the catalog so that concurrent placements queue up. */
export async function pagesInOrder(tx: Transaction, catalogId: number): Promise<number[]> {
  const [catalog] = await tx
    .select({ id: catalogs.id })
    .from(catalogs)
    .where(eq(catalogs.id, catalogId))
    .for('update');
  if (!catalog) throw new Refusal('Server.error_not_found');
  return catalogPageIds(tx, catalogId);
}

/** The catalog's page ids in order. */
async function catalogPageIds(db: Executor, catalogId: number): Promise<number[]> {
  const rows = await db
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
