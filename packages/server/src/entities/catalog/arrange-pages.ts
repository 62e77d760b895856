import { renumberedPages } from '@fontes/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { pages } from '../../db/schema.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { Refusal } from '../../graphql/results.ts';
import { saveBatch } from '../../records/save-record.ts';
import { pageRecord } from '../page/page-record.ts';
import { pagesInOrder, renumberPages } from '../page/place-page.ts';

const refusedAt = (path: string, key: string) => new Refusal('Server.error_validation', {}, [{ path, key }]);

/**
 * The catalog's pages put in the order given (moved up or down, dragged) and, with `firstNumber`,
 * numbered on from it (§4), in one transaction: positions 1…n in that order, and every page whose number
 * changes saved as every page is (version, revision, search entries). An order that is not the catalog's
 * pages, each once (a page added or deleted meanwhile), is refused and changes nothing.
 */
export function arrangePages(
  ctx: GraphQLContext,
  catalogId: number,
  pageIds: readonly number[],
  firstNumber: number | null,
) {
  return saveBatch(ctx, pageRecord, {
    args: {},
    inputs: (tx) => renumberedInputs(tx, catalogId, pageIds, firstNumber),
    // The order is the catalog's, no page's own field: written beside the renumbered pages, not as their save.
    afterWrite: (tx) => renumberPages(tx, [...pageIds]),
  });
}

/**
 * Every page whose number changes, with its new number; refused when `pageIds` is not the catalog's pages
 * each once (a page added or deleted meanwhile) or the start is no page number.
 */
async function renumberedInputs(
  tx: Transaction,
  catalogId: number,
  pageIds: readonly number[],
  firstNumber: number | null,
) {
  const numbers = firstNumber === null ? null : renumberedPages(pageIds.length, firstNumber);
  if (firstNumber !== null && !numbers) throw refusedAt('firstNumber', 'Catalog.error_first_number_invalid');
  // Locks the catalog, so that pages added or moved meanwhile wait.
  const order = await pagesInOrder(tx, catalogId);
  const stored = new Set(order);
  if (
    pageIds.length !== order.length ||
    new Set(pageIds).size !== order.length ||
    !pageIds.every((id) => stored.has(id))
  )
    throw refusedAt('pageIds', 'Catalog.error_page_order_invalid');
  if (!numbers) return [];
  const rows = await tx
    .select({ id: pages.id, number: pages.number, updated_at: pages.updated_at })
    .from(pages)
    .where(eq(pages.catalog_id, catalogId));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return pageIds.flatMap((id, i) => {
    const row = byId.get(id);
    if (!row || row.number === numbers[i]) return [];
    // No `entries`: a list left out of the input stays as it is; the page gets its place from the batch.
    return [{ id, updated_at: row.updated_at.toISOString(), catalog: catalogId, number: numbers[i] }];
  });
}
