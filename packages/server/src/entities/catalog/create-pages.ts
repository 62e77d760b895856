import { batchPageNumbers, PAGE_COUNT_INVALID, parsePageCount } from '@fontes/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { pages } from '../../db/schema.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { Refusal } from '../../graphql/results.ts';
import { saveBatch } from '../../records/save-record.ts';
import { pageRecord } from '../page/page-record.ts';
import { pagesInOrder } from '../page/place-page.ts';

/**
 * §4 batch: `count` new pages after the existing ones, numbered on from the highest integer page number,
 * saved as every page is (placed last, in order). A count below 1 creates nothing; an invalid one is
 * refused with the spec's message.
 */
export function createPages(ctx: GraphQLContext, catalogId: number, count: number) {
  return saveBatch(ctx, pageRecord, {
    args: {},
    inputs: (tx) => newPages(tx, catalogId, count),
  });
}

/** The new pages' inputs, numbered on from those stored. */
async function newPages(tx: Transaction, catalogId: number, count: number) {
  const parsed = parsePageCount(count);
  if (!parsed.ok) throw new Refusal(PAGE_COUNT_INVALID, {}, [{ path: 'count', key: PAGE_COUNT_INVALID }]);
  // Locks the catalog first, so that two batches number one after the other.
  await pagesInOrder(tx, catalogId);
  const existing = await tx
    .select({ number: pages.number })
    .from(pages)
    .where(eq(pages.catalog_id, catalogId));
  return batchPageNumbers(existing, parsed.data).map((number) => ({ catalog: catalogId, number }));
}
