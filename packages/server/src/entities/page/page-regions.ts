import { type FieldError, type PageValues, regionInside } from '@fontes/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { type RegionColumns, regionColumns } from '../../db/region-columns.ts';
import { digitalCopyFiles, entries, files, pages } from '../../db/schema.ts';
import type { Entry, ScoreSummary } from '../../graphql/generated/resolvers.ts';
import type { DigitalCopyRow } from '../digital-copy/digital-copy-rows.ts';

// An entry's region: a box on its page's image, stored on the entry (four columns, all or none) and
// served as a IIIF annotation on that image's canvas (iiif/regions.ts). It belongs to the image the page
// shows: a page without an image, or given another image without its entries, keeps no regions.

/** An entry as loaded: its region in its columns, answered as `region` by its resolver. */
export type EntryRow = Omit<Entry, 'region' | 'score'> &
  Partial<RegionColumns> & {
    score?: (Omit<ScoreSummary, 'digital_copies'> & { digital_copies: DigitalCopyRow[] }) | null;
  };

/** The pixel size of an image of a digital copy (its file's, or the remote image's), or null when unknown. */
export async function imageSize(db: Executor, imageId: number) {
  const [size] = await db
    .select({
      width: sql<number | null>`coalesce(${files.width}, ${digitalCopyFiles.remote_width})`,
      height: sql<number | null>`coalesce(${files.height}, ${digitalCopyFiles.remote_height})`,
    })
    .from(digitalCopyFiles)
    .leftJoin(files, eq(files.id, digitalCopyFiles.file_id))
    .where(eq(digitalCopyFiles.id, imageId));
  return size?.width && size.height ? { width: size.width, height: size.height } : null;
}

type RegionError = FieldError & { params?: Record<string, unknown> };

/** Each entry's region lies inside the page's image: a page without an image (or of unknown size) has none. */
export async function regionsOnImage(db: Executor, values: PageValues): Promise<RegionError[]> {
  const marked = (values.entries ?? []).flatMap((entry, i) =>
    entry.region ? [{ region: entry.region, i }] : [],
  );
  if (!marked.length) return [];
  const size = values.digital_copy_file === null ? null : await imageSize(db, values.digital_copy_file);
  if (!size)
    return marked.map(({ i }) => ({ path: `entries.${i}.region`, key: 'Entry.error_region_no_image' }));
  return marked
    .filter(({ region }) => !regionInside(region, size.width, size.height))
    .map(({ i }) => ({ path: `entries.${i}.region`, key: 'Entry.error_region_outside', params: size }));
}

/** Removes the regions of the entries of `pageIds` (their image was taken away or replaced). */
export async function dropRegions(db: Executor, pageIds: readonly number[]): Promise<void> {
  if (!pageIds.length) return;
  await db
    .update(entries)
    .set(regionColumns(null))
    .where(and(inArray(entries.page_id, [...pageIds]), isNotNull(entries.region_x)));
}

/** Removes the regions on the pages of `catalogIds` left without an image (a catalog saved with its pages). */
export async function dropRegionsOfImagelessPages(
  db: Executor,
  catalogIds: readonly number[],
): Promise<void> {
  if (!catalogIds.length) return;
  const imageless = db
    .select({ id: pages.id })
    .from(pages)
    .where(and(inArray(pages.catalog_id, [...catalogIds]), isNull(pages.digital_copy_file_id)));
  await db
    .update(entries)
    .set(regionColumns(null))
    .where(and(inArray(entries.page_id, imageless), isNotNull(entries.region_x)));
}
