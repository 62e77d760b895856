import { recordPath } from '@fontes/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { preparedPerExecutor } from '../db/pglite-statements.ts';
import { catalogs, digitalCopies, digitalCopyFiles, files, scores } from '../db/schema.ts';
import { translator } from '../i18n.ts';
import { type ImageSource, imageSource } from './image-source.ts';
import { type RegionPage, regionPage, regionsOfImage, standaloneRegionPage } from './regions.ts';

export const manifestPath = (digitalCopyId: number) => `/iiif/manifest/${digitalCopyId}`;

const PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';
const THUMBNAIL = 200;

/** A digital copy with what it shows and its images with their files: one statement, one row per image. */
export const manifestRows = preparedPerExecutor('iiif_manifest_rows', (db) =>
  db
    .select({
      id: digitalCopies.id,
      name: digitalCopies.name,
      catalog_id: digitalCopies.catalog_id,
      score_id: digitalCopies.score_id,
      shows: sql<string | null>`coalesce(${catalogs.short_title}, ${scores.short_title})`,
      image_id: digitalCopyFiles.id,
      image_name: digitalCopyFiles.name,
      remote_image: digitalCopyFiles.remote_image,
      remote_service: digitalCopyFiles.remote_service,
      remote_service_type: digitalCopyFiles.remote_service_type,
      remote_format: digitalCopyFiles.remote_format,
      remote_width: digitalCopyFiles.remote_width,
      remote_height: digitalCopyFiles.remote_height,
      file_id: files.id,
      filename: files.filename,
      sha256: files.sha256,
      mime: files.mime,
      width: files.width,
      height: files.height,
      regions: regionsOfImage,
    })
    .from(digitalCopies)
    .leftJoin(catalogs, eq(catalogs.id, digitalCopies.catalog_id))
    .leftJoin(scores, eq(scores.id, digitalCopies.score_id))
    .leftJoin(digitalCopyFiles, eq(digitalCopyFiles.digital_copy_id, digitalCopies.id))
    .leftJoin(files, eq(files.id, digitalCopyFiles.file_id))
    .where(eq(digitalCopies.id, sql.placeholder('id')))
    .orderBy(asc(digitalCopyFiles.position)),
);

type Row = Awaited<ReturnType<ReturnType<typeof manifestRows>['execute']>>[number];

/** Both languages of an i18n key, as a IIIF language map. */
function languages(key: string) {
  return { de: [translator('de')(key)], en: [translator('en')(key)] };
}

/** The service entry of an image: Image API 3 or, for imported images, 2 as the manifest named it. */
function serviceOf(service: NonNullable<ImageSource['service']>) {
  return service.type === 'ImageService2'
    ? [{ '@id': service.id, '@type': 'ImageService2', profile: 'http://iiif.io/api/image/2/level1.json' }]
    : [{ id: service.id, type: 'ImageService3', profile: 'level2' }];
}

/** A thumbnail at most 200 px a side, asked of the image service by an exact size no service refuses. */
function thumbnailOf(source: ImageSource) {
  if (!source.service) return [];
  const scale = Math.min(1, THUMBNAIL / source.width, THUMBNAIL / source.height);
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  return [
    {
      id: `${source.service.id}/full/${width},${height}/0/default.jpg`,
      type: 'Image',
      format: 'image/jpeg',
      width,
      height,
      service: serviceOf(source.service),
    },
  ];
}

function canvasOf(
  row: Row,
  source: ImageSource,
  manifestId: string,
  publicUrl: string,
  regions?: RegionPage,
) {
  const id = `${manifestId}/canvas/${row.image_id}`;
  const url = source.fileId === null ? source.url : `${publicUrl}${source.url}`;
  return {
    id,
    type: 'Canvas',
    label: { none: [row.image_name ?? row.filename ?? String(row.image_id)] },
    width: source.width,
    height: source.height,
    ...(source.service ? { thumbnail: thumbnailOf(source) } : {}),
    // The regions of the catalog entries this image lists (iiif/regions.ts).
    ...(regions?.items.length ? { annotations: [regions] } : {}),
    items: [
      {
        id: `${manifestId}/page/${row.image_id}`,
        type: 'AnnotationPage',
        items: [
          {
            id: `${manifestId}/annotation/${row.image_id}`,
            type: 'Annotation',
            motivation: 'painting',
            target: id,
            body: {
              id: url,
              type: 'Image',
              format: source.format,
              width: source.width,
              height: source.height,
              ...(source.service ? { service: serviceOf(source.service) } : {}),
            },
          },
        ],
      },
    ],
  };
}

const sourceOf = (row: Row, publicUrl: string) =>
  imageSource(
    row,
    row.file_id === null
      ? null
      : { id: row.file_id, sha256: row.sha256, mime: row.mime, width: row.width, height: row.height },
    publicUrl,
  );

/**
 * The Presentation API 3.0 manifest of a digital copy, or null when there is none: one canvas per image
 * with a size, in order, painted by the image with its image service; the record it shows as homepage.
 */
export async function digitalCopyManifest(db: Executor, id: number, publicUrl: string) {
  const rows = await manifestRows(db).execute({ id });
  const [copy] = rows;
  if (!copy) return null;
  const manifestId = `${publicUrl}${manifestPath(id)}`;
  const shown =
    copy.catalog_id !== null
      ? { path: recordPath('catalog', copy.catalog_id), key: 'DigitalCopy.fields.digitizable_id' }
      : { path: recordPath('score', copy.score_id), key: 'DigitalCopy.fields.digitizable_id' };
  const canvases = rows.flatMap((row) => {
    const source = row.image_id === null ? null : sourceOf(row, publicUrl);
    if (!source || row.image_id === null) return [];
    const canvas = { id: `${manifestId}/canvas/${row.image_id}`, width: source.width, height: source.height };
    const page = row.regions ? regionPage(manifestId, row.image_id, canvas, row.regions) : undefined;
    return [canvasOf(row, source, manifestId, publicUrl, page)];
  });
  return {
    '@context': PRESENTATION_CONTEXT,
    id: manifestId,
    type: 'Manifest',
    label: { none: [copy.name] },
    ...(copy.shows ? { metadata: [{ label: languages(shown.key), value: { none: [copy.shows] } }] } : {}),
    homepage: [
      {
        id: `${publicUrl}${shown.path}`,
        type: 'Text',
        label: copy.shows ? { none: [copy.shows] } : languages(shown.key),
        format: 'text/html',
      },
    ],
    ...(canvases[0]?.thumbnail ? { thumbnail: canvases[0].thumbnail } : {}),
    items: canvases,
  };
}

/** The AnnotationPage of the regions on one image of a digital copy, as its id in the manifest resolves. */
export async function digitalCopyRegionPage(db: Executor, id: number, imageId: number, publicUrl: string) {
  const manifest = await digitalCopyManifest(db, id, publicUrl);
  const canvas = manifest?.items.find((c) => c.id === `${manifest.id}/canvas/${imageId}`);
  const [page] = canvas && 'annotations' in canvas ? (canvas.annotations as RegionPage[]) : [];
  return page ? standaloneRegionPage(page) : null;
}
