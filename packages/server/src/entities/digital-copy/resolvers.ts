import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { recordResolvers } from '../../records/record-resolvers.ts';
import {
  digitalCopyRecord,
  digitizableOf,
  loadDigitalCopy,
  loadDigitalCopyFile,
} from './digital-copy-record.ts';
import { type IiifImage, iiifAnnotationReferences, iiifCanvases, iiifObjects } from './iiif.ts';

// Digital copies and their images also come as bare rows (a catalog's or score's digital copies, a page's
// image); what such a row lacks is loaded when asked for, once per row.

type CopyRow = {
  id: number;
  name: string;
  catalog_id: number | null;
  score_id: number | null;
  files?: ImageRow[];
};
type ImageRow = IiifImage & { digital_copy_id: number; digital_copy?: CopyRow; digitizable_type?: string };

const completed = new WeakMap<object, Promise<unknown>>();
function once<T>(row: object, load: () => Promise<T>): Promise<T> {
  if (!completed.has(row)) completed.set(row, load());
  return completed.get(row) as Promise<T>;
}

const imagesOf = async (copy: CopyRow, ctx: GraphQLContext): Promise<ImageRow[]> =>
  copy.files ??
  ((await once(copy, () => loadDigitalCopy(ctx.db, copy.id)))?.files as ImageRow[] | undefined) ??
  [];

/** The image row with `field` filled in: as it came, or loaded in full. */
const withField = async (image: unknown, field: keyof ImageRow, ctx: GraphQLContext): Promise<ImageRow> => {
  const row = image as ImageRow;
  return row[field] != null
    ? row
    : ((await once(row, () => loadDigitalCopyFile(ctx.db, row.id))) as ImageRow);
};

const digitizableOfImage = async (image: unknown, ctx: GraphQLContext) => {
  const row = await withField(image, 'digitizable_type', ctx);
  return row as unknown as { digitizable_type: string; digitizable_id: number };
};

export const digitalCopyResolvers: Resolvers = {
  ...recordResolvers(digitalCopyRecord, 'DigitalCopy'),
  DigitalCopy: {
    digitizable_type: (copy) => digitizableOf(copy as unknown as CopyRow).digitizable_type,
    digitizable_id: (copy) => digitizableOf(copy as unknown as CopyRow).digitizable_id,
    files: (copy, _, ctx) => imagesOf(copy as unknown as CopyRow, ctx) as never,
    iiif_objects: async (copy, _, ctx) => {
      const row = copy as unknown as CopyRow;
      return iiifObjects({ ...row, files: await imagesOf(row, ctx) });
    },
  },
  DigitalCopyFile: {
    file: async (image, _, ctx) => (await withField(image, 'file', ctx)).file as never,
    digital_copy: async (image, _, ctx) =>
      (await withField(image, 'digital_copy', ctx)).digital_copy as never,
    digitizable_type: async (image, _, ctx) => (await digitizableOfImage(image, ctx)).digitizable_type,
    digitizable_id: async (image, _, ctx) => (await digitizableOfImage(image, ctx)).digitizable_id,
    iiif_canvases: async (image, _, ctx) => iiifCanvases(await withField(image, 'file', ctx)),
  },
  Query: {
    ...recordResolvers(digitalCopyRecord, 'DigitalCopy').Query,
    getDigitalCopyFile: (_, { id }, ctx) => loadDigitalCopyFile(ctx.db, id) as never,
    getIiifAnnotationsForDigitalCopy: async (_, { id }, ctx) => {
      const copy = await loadDigitalCopy(ctx.db, id);
      return copy ? iiifAnnotationReferences(copy) : [];
    },
  },
};
