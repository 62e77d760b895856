import { asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { digitalCopies, digitalCopyFiles, pages } from '../../db/schema.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { Refusal } from '../../graphql/results.ts';
import { saveBatch } from '../../records/save-record.ts';
import { pageRecord } from '../page/page-record.ts';
import { pagesInOrder } from '../page/place-page.ts';

const refusedAt = (path: string, key: string) => new Refusal('Server.error_validation', {}, [{ path, key }]);

/**
 * "Images 1–12 to pages 1–12": the catalog's pages from `firstPageId` on get the images of one of its
 * digital copies from `firstImageId` on, in order, as far as both go. Each page is saved as every page
 * is (version, revision, search entries), its number and entries kept, all in one transaction.
 */
export function assignPageImages(ctx: GraphQLContext, firstPageId: number, firstImageId: number) {
  return saveBatch(ctx, pageRecord, {
    args: {},
    inputs: (tx) => pagesWithImages(tx, firstPageId, firstImageId),
  });
}

/**
 * Each page from the first on with its new image, its number and entries kept. A page given another image
 * loses the regions of its former one as every page save does (page-image.ts), once it passed validation.
 */
async function pagesWithImages(tx: Transaction, firstPageId: number, firstImageId: number) {
  const [page] = await tx.select({ catalog: pages.catalog_id }).from(pages).where(eq(pages.id, firstPageId));
  if (!page) throw refusedAt('firstPageId', 'Catalog.error_first_page_invalid');
  const [image] = await tx
    .select({ copy: digitalCopyFiles.digital_copy_id, catalog: digitalCopies.catalog_id })
    .from(digitalCopyFiles)
    .innerJoin(digitalCopies, eq(digitalCopies.id, digitalCopyFiles.digital_copy_id))
    .where(eq(digitalCopyFiles.id, firstImageId));
  if (!image) throw refusedAt('firstImageId', 'Catalog.error_first_image_invalid');
  if (image.catalog !== page.catalog) throw refusedAt('firstImageId', 'Catalog.error_copy_not_of_catalog');

  // Locks the catalog, so that pages added or moved meanwhile wait for the assignment.
  const order = await pagesInOrder(tx, page.catalog);
  const images = await tx
    .select({ id: digitalCopyFiles.id })
    .from(digitalCopyFiles)
    .where(eq(digitalCopyFiles.digital_copy_id, image.copy))
    .orderBy(asc(digitalCopyFiles.position), asc(digitalCopyFiles.id));
  const imageIds = images.map((row) => row.id).slice(images.findIndex((row) => row.id === firstImageId));
  const pageIds = order.slice(order.indexOf(firstPageId)).slice(0, imageIds.length);
  const stored = await tx
    .select({
      id: pages.id,
      number: pages.number,
      updated_at: pages.updated_at,
    })
    .from(pages)
    .where(inArray(pages.id, pageIds));
  const byId = new Map(stored.map((row) => [row.id, row]));
  return pageIds.map((id, i) => {
    const { number, updated_at } = byId.get(id) as (typeof stored)[number];
    // No `entries`: a list left out of the input stays as it is.
    return {
      id,
      updated_at: updated_at.toISOString(),
      catalog: page.catalog,
      number,
      digital_copy_file: imageIds[i],
    };
  });
}
