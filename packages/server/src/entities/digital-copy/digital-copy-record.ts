import { type DigitalCopyFileValues, digitalCopySchema, type FieldError } from '@fontes/domain';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { idsWhere } from '../../db/ids-where.ts';
import { catalogs, digitalCopies, digitalCopyFiles, files, pages, scores } from '../../db/schema.ts';
import { UNKNOWN_RECORD_KEY } from '../../records/links.ts';
import type { OwnedList } from '../../records/owned-lists.ts';
import type { RecordDefinition } from '../../records/record-definition.ts';
import type { RecordReference } from '../../records/references.ts';
import { type LoadedRecord, loader } from '../../records/serialize.ts';
import { digitalCopySearch } from '../../search/indexes/digital-copy-search.ts';

type Digitized = { catalog_id: number | null; score_id: number | null };

/** The table names what a copy shows by two columns; the spec by type and id. */
export function digitizableOf(copy: Digitized) {
  return copy.catalog_id !== null
    ? { digitizable_type: 'catalog', digitizable_id: copy.catalog_id }
    : { digitizable_type: 'score', digitizable_id: copy.score_id as number };
}

// Each image's file whole: its content's hash versions its image service's id (iiif/image-source.ts).
const fileColumns = true as const;

export const loadDigitalCopy = loader(
  'digital_copy_load',
  (db) =>
    db.query.digitalCopies.findFirst({
      where: eq(digitalCopies.id, sql.placeholder('id')),
      with: { files: { orderBy: [asc(digitalCopyFiles.position)], with: { file: fileColumns } } },
    }),
  (row) => {
    const { files: images, ...copy } = row;
    const digitizable = digitizableOf(row);
    return {
      ...row,
      ...digitizable,
      // Each image as getDigitalCopyFile answers it: with what it shows and the copy it belongs to.
      files: images.map((image) => ({ ...image, ...digitizable, digital_copy: copy })),
    };
  },
);

export type DigitalCopyRecord = LoadedRecord<typeof loadDigitalCopy>;

export const loadDigitalCopyFile = loader(
  'digital_copy_file_load',
  (db) =>
    db.query.digitalCopyFiles.findFirst({
      where: eq(digitalCopyFiles.id, sql.placeholder('id')),
      with: { file: fileColumns, digital_copy: true },
    }),
  (row) => ({ ...row, ...digitizableOf(row.digital_copy) }),
);

/** Catalogs whose pages show one of the images `ids`: removing such an image would blank the page. */
const catalogsShowing: RecordReference = {
  type: 'catalog',
  holders: (db, ids) => idsWhere(db, pages.catalog_id, pages.digital_copy_file_id, ids),
};

const noRemoteImage = {
  remote_image: null,
  remote_service: null,
  remote_service_type: null,
  remote_format: null,
  remote_width: null,
  remote_height: null,
};

const imageList: OwnedList<DigitalCopyFileValues> = {
  field: 'files',
  table: digitalCopyFiles,
  owner: digitalCopyFiles.digital_copy_id,
  // An imported image given a file becomes that file's image; sent without one it keeps its remote image.
  columns: (image) => (image.file === null ? { name: image.name } : { name: image.name, ...noRemoteImage }),
  links: [{ field: 'file', column: digitalCopyFiles.file_id, table: files }],
  references: [catalogsShowing],
};

/** The ids of those of the copy's images that show an image elsewhere (imported). */
async function remoteImagesOf(db: Executor, copyId: number | null): Promise<Set<number>> {
  if (copyId === null) return new Set();
  const rows = await db
    .select({ id: digitalCopyFiles.id })
    .from(digitalCopyFiles)
    .where(and(eq(digitalCopyFiles.digital_copy_id, copyId), isNotNull(digitalCopyFiles.remote_image)));
  return new Set(rows.map((row) => row.id));
}

/**
 * What is shown must exist in the table its type names, an image must be a file, not a folder, and an
 * image without a file must be one of the copy's imported images.
 */
async function digitizableErrors(
  db: Executor,
  values: { digitizable_type: string; digitizable_id: number; files: DigitalCopyFileValues[] },
  copyId: number | null,
): Promise<FieldError[]> {
  const table = values.digitizable_type === 'catalog' ? catalogs : scores;
  const [shown] = await db.select({ id: table.id }).from(table).where(eq(table.id, values.digitizable_id));
  const ids = values.files.flatMap((image) => (image.file === null ? [] : [image.file]));
  const folders = ids.length
    ? await db
        .select({ id: files.id })
        .from(files)
        .where(and(inArray(files.id, ids), eq(files.is_folder, true)))
    : [];
  const folderIds = new Set(folders.map((f) => f.id));
  const remote = values.files.some((image) => image.file === null)
    ? await remoteImagesOf(db, copyId)
    : new Set<number>();
  const imageError = (image: DigitalCopyFileValues) =>
    image.file === null
      ? image.id != null && remote.has(image.id)
        ? null
        : 'DigitalCopyFile.error_file_empty'
      : folderIds.has(image.file)
        ? 'DigitalCopyFile.error_file_folder'
        : null;
  return [
    ...(shown ? [] : [{ path: 'digitizable_id', key: UNKNOWN_RECORD_KEY }]),
    ...values.files.flatMap((image, i) => {
      const key = imageError(image);
      return key ? [{ path: `files.${i}.file`, key }] : [];
    }),
  ];
}

/** A named, ordered set of images of exactly one catalog or score (a database check says so too). */
export const digitalCopyRecord: RecordDefinition<typeof digitalCopySchema, DigitalCopyRecord> = {
  name: 'digital_copy',
  table: digitalCopies,
  schema: digitalCopySchema,
  writeRequirement: 'contributor',
  saveErrorKey: 'DigitalCopy.server_error',
  columns: (values) => ({
    name: values.name,
    catalog_id: values.digitizable_type === 'catalog' ? values.digitizable_id : null,
    score_id: values.digitizable_type === 'score' ? values.digitizable_id : null,
  }),
  lists: [imageList],
  check: (tx, values, id) => digitizableErrors(tx, values, id),
  load: loadDigitalCopy,
  // Each image without the copy it belongs to: that is the revision's own record.
  revision: ({ files, ...copy }) => ({
    ...copy,
    files: files.map(
      ({ digital_copy: _copy, digitizable_type: _type, digitizable_id: _id, ...image }) => image,
    ),
  }),
  search: digitalCopySearch,
  references: [
    {
      type: 'catalog',
      holders: async (db, ids) =>
        catalogsShowing.holders(
          db,
          await idsWhere(db, digitalCopyFiles.id, digitalCopyFiles.digital_copy_id, ids),
        ),
    },
  ],
};
