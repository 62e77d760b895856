import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { manifestPath } from '../../iiif/manifest.ts';
import { type ImportInput, importDigitalCopy } from './digital-copy-import.ts';
import { digitizableOf, loadDigitalCopy, loadDigitalCopyFile } from './digital-copy-record.ts';
import type { DigitalCopyFileRow, DigitalCopyImage, DigitalCopyRow } from './digital-copy-rows.ts';
import { iiifAnnotationReferences, iiifCanvases, iiifObjects } from './iiif.ts';

// A bare row (a catalog's or score's digital copies, a page's image) is loaded in full when a field it
// lacks is asked for, once per row.
const completed = new WeakMap<object, Promise<unknown>>();
function once<T>(row: object, load: () => Promise<T>): Promise<T> {
  if (!completed.has(row)) completed.set(row, load());
  return completed.get(row) as Promise<T>;
}

const imagesOf = async (copy: DigitalCopyRow, ctx: GraphQLContext): Promise<DigitalCopyImage[]> =>
  copy.files ?? (await once(copy, () => loadDigitalCopy(ctx.db, copy.id)))?.files ?? [];

type Loadable = 'file' | 'digital_copy' | 'digitizable_type' | 'digitizable_id';

/** The image's `field`: as it came, or from the image loaded in full. */
async function fieldOf<K extends Loadable>(image: DigitalCopyFileRow, field: K, ctx: GraphQLContext) {
  const row: DigitalCopyFileRow =
    image[field] != null
      ? image
      : ((await once(image, () => loadDigitalCopyFile(ctx.db, image.id))) ?? image);
  return row[field] as NonNullable<DigitalCopyFileRow[K]>;
}

/** The image's file; null for an image elsewhere, which has none to load. */
const fileOf = (image: DigitalCopyFileRow, ctx: GraphQLContext) =>
  image.file_id === null ? null : fieldOf(image, 'file', ctx);

/** What a digital copy and its images derive or load, and an image and the IIIF annotations on their own. */
export const digitalCopyOperations: Resolvers = {
  DigitalCopy: {
    digitizable_type: (copy) => digitizableOf(copy).digitizable_type,
    digitizable_id: (copy) => digitizableOf(copy).digitizable_id,
    files: (copy, _, ctx) => imagesOf(copy, ctx),
    iiif_objects: async (copy, _, ctx) =>
      iiifObjects({ ...copy, files: await imagesOf(copy, ctx) }, ctx.config.publicUrl),
    manifest_url: (copy, _, ctx) => `${ctx.config.publicUrl}${manifestPath(copy.id)}`,
  },
  DigitalCopyFile: {
    file: (image, _, ctx) => fileOf(image, ctx),
    digital_copy: (image, _, ctx) => fieldOf(image, 'digital_copy', ctx),
    digitizable_type: (image, _, ctx) => fieldOf(image, 'digitizable_type', ctx),
    digitizable_id: (image, _, ctx) => fieldOf(image, 'digitizable_id', ctx),
    remote: (image) =>
      image.remote_image && image.remote_width && image.remote_height
        ? {
            image: image.remote_image,
            service: image.remote_service,
            service_type: image.remote_service_type,
            format: image.remote_format,
            width: image.remote_width,
            height: image.remote_height,
          }
        : null,
    iiif_canvases: async (image, _, ctx) =>
      iiifCanvases({ ...image, file: await fileOf(image, ctx) }, ctx.config.publicUrl),
  },
  Mutation: {
    importDigitalCopy: (_, { input }, ctx) => importDigitalCopy(ctx, input as ImportInput),
  },
  Query: {
    getDigitalCopyFile: (_, { id }, ctx) => loadDigitalCopyFile(ctx.db, id),
    getIiifAnnotationsForDigitalCopy: async (_, { id }, ctx) => {
      const copy = await loadDigitalCopy(ctx.db, id);
      return copy ? iiifAnnotationReferences(copy) : [];
    },
  },
};
