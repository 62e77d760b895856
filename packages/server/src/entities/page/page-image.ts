import type { FieldError, PageValues, Region } from '@fontes/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { regionColumns, regionOf } from '../../db/region-columns.ts';
import { digitalCopies, digitalCopyFiles, entries, pages } from '../../db/schema.ts';

// A page's image is one of its catalog's digital copies' images (as assignPageImages gives them): another
// copy's image would put the page's regions into that copy's manifest and keep the copy from being deleted.

/** The images among `imageIds` that are no image of a digital copy of `catalogId`. */
export async function imagesOfOtherCatalogs(
  db: Executor,
  catalogId: number | null,
  imageIds: readonly number[],
): Promise<Set<number>> {
  if (!imageIds.length) return new Set();
  const rows = await db
    .select({ id: digitalCopyFiles.id, catalog: digitalCopies.catalog_id })
    .from(digitalCopyFiles)
    .innerJoin(digitalCopies, eq(digitalCopies.id, digitalCopyFiles.digital_copy_id))
    .where(inArray(digitalCopyFiles.id, [...new Set(imageIds)]));
  // An id no image has is left to the link check, which names it unknown.
  return new Set(rows.filter((row) => row.catalog !== catalogId).map((row) => row.id));
}

/** The page's image, when given, is one of its catalog's. */
export async function imageOfCatalog(db: Executor, values: PageValues): Promise<FieldError[]> {
  const image = values.digital_copy_file;
  if (image == null) return [];
  const others = await imagesOfOtherCatalogs(db, values.catalog, [image]);
  return others.size ? [{ path: 'digital_copy_file', key: 'Page.error_image_not_of_catalog' }] : [];
}

/** The regions to drop after each page's save, found while checking it (before its rows change). */
const staleRegions = new WeakMap<PageValues, number[]>();

const sameRegion = (a: Region | null | undefined, b: Region | null) =>
  !!a && !!b && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

/**
 * When a saved page gets another image, the regions drawn on the former one mean nothing on it: every
 * stored region goes, but one the save sends anew (drawn on the new image, as the page form lets the
 * cataloguer do after choosing it). Noted here, dropped by `dropStaleRegions` once the page is written.
 */
export async function noteStaleRegions(db: Executor, values: PageValues, id: number | null): Promise<void> {
  if (id === null) return;
  // One statement: the stored regions of the page, if its stored image is another than the one saved.
  const marked = await db
    .select({
      id: entries.id,
      region_x: entries.region_x,
      region_y: entries.region_y,
      region_w: entries.region_w,
      region_h: entries.region_h,
    })
    .from(entries)
    .innerJoin(pages, eq(pages.id, entries.page_id))
    .where(
      and(
        eq(pages.id, id),
        isNotNull(entries.region_x),
        sql`${pages.digital_copy_file_id} is distinct from ${values.digital_copy_file ?? null}::int`,
      ),
    );
  if (!marked.length) return;
  const sent = new Map((values.entries ?? []).map((entry) => [entry.id, entry.region]));
  const stale = marked.filter((row) => !sent.has(row.id) || sameRegion(sent.get(row.id), regionOf(row)));
  staleRegions.set(
    values,
    stale.map((row) => row.id),
  );
}

/** Drops the regions `noteStaleRegions` found left from a page's former image. */
export async function dropStaleRegions(db: Executor, values: readonly PageValues[]): Promise<void> {
  const ids = values.flatMap((v) => staleRegions.get(v) ?? []);
  if (!ids.length) return;
  await db.update(entries).set(regionColumns(null)).where(inArray(entries.id, ids));
}
