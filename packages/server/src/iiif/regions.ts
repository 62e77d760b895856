import { entryTitle, regionFragment, regionInside } from '@fontes/domain';
import { sql } from 'drizzle-orm';
import { regionOf } from '../db/region-columns.ts';
import { digitalCopyFiles } from '../db/schema.ts';

// The regions of catalog entries (entries.region_*) as IIIF annotations: one AnnotationPage per canvas
// that has any, in the canvas's `annotations`, and served alone at its id so that viewers may fetch it.

const PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';

/** An entry with a region on an image, with what its title names. */
export interface RegionRow {
  entry_id: number;
  number: string | null;
  composer: string | null;
  region_x: number;
  region_y: number;
  region_w: number;
  region_h: number;
  page_number: string;
  title: string | null;
  short_title: string;
  collection: string;
}

/**
 * A column of the manifest's statement (one row per image): the entries with a region on that image, in
 * page and entry order, or null. Correlated to the outer `digital_copy_files` row, so that the manifest
 * stays one statement however many canvases it has.
 */
export const regionsOfImage = sql<RegionRow[] | null>`(
  select json_agg(json_build_object(
    'entry_id', e.id, 'number', e.number, 'composer', e.composer,
    'region_x', e.region_x, 'region_y', e.region_y, 'region_w', e.region_w, 'region_h', e.region_h,
    'page_number', p.number, 'title', c.title, 'short_title', c.short_title, 'collection', col.name
  ) order by p.position, e.position)
  from entries e
  join pages p on p.id = e.page_id
  join catalogs c on c.id = p.catalog_id
  join collections col on col.id = c.collection_id
  where p.digital_copy_file_id = ${digitalCopyFiles.id} and e.region_x is not null
)`;

export const regionPagePath = (manifestId: string, imageId: number) => `${manifestId}/regions/${imageId}`;

type Canvas = { id: string; width: number; height: number };

/**
 * The AnnotationPage of a canvas's regions: each entry's region tagged with its §3 title, targeting
 * `canvas#xywh=…`. A region outside the canvas (its image's file replaced by a smaller one) is left out.
 */
export function regionPage(manifestId: string, imageId: number, canvas: Canvas, rows: readonly RegionRow[]) {
  const id = regionPagePath(manifestId, imageId);
  const items = rows.flatMap((row) => {
    const region = regionOf(row);
    if (!region || !regionInside(region, canvas.width, canvas.height)) return [];
    const title = entryTitle({
      number: row.number,
      composer: row.composer,
      page: {
        number: row.page_number,
        catalog: { title: row.title, short_title: row.short_title, collection: { name: row.collection } },
      },
    });
    return [
      {
        id: `${manifestId}/region/${row.entry_id}`,
        type: 'Annotation',
        motivation: 'tagging',
        body: { type: 'TextualBody', value: title, format: 'text/plain' },
        target: `${canvas.id}#${regionFragment(region)}`,
      },
    ];
  });
  return { id, type: 'AnnotationPage', items };
}

export type RegionPage = ReturnType<typeof regionPage>;

/** The AnnotationPage alone, as its id resolves. */
export const standaloneRegionPage = (page: RegionPage) => ({ '@context': PRESENTATION_CONTEXT, ...page });
