import { fileSchema, folderPathOf } from '@fontes/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { digitalCopyFiles, files } from '../../db/schema.ts';
import { pick, type RecordDefinition } from '../../records/record-definition.ts';
import { heldBy, type RecordReference } from '../../records/references.ts';
import { type LoadedRecord, loader } from '../../records/serialize.ts';
import { dropDeletedContent, readUpload, settleUpload, storeUpload, type Upload } from './file-content.ts';

const loadFile = loader('file_load', (db) =>
  db.query.files.findFirst({
    where: eq(files.id, sql.placeholder('id')),
    columns: { sha256: false },
  }),
);

export type FileRecord = LoadedRecord<typeof loadFile>;

/** The paths of those of `ids` that are folders. */
async function folderPaths(db: Executor, ids: number[]): Promise<string[]> {
  const rows = await db
    .select({ folder: files.folder, filename: files.filename })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.is_folder, true)));
  return rows.map((row) => folderPathOf(row.folder, row.filename));
}

/** The files and folders that lie in one of the folders `ids`, however deep. */
async function filesWithin(db: Executor, ids: number[]): Promise<number[]> {
  const paths = await folderPaths(db, ids);
  if (!paths.length) return [];
  // A prefix compared as text, not LIKE: folder names may hold `%` and `_`.
  const within = (path: string) =>
    or(eq(files.folder, path), eq(sql`left(${files.folder}, ${path.length + 1})`, `${path}/`));
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(or(...paths.map(within)));
  return rows.map((row) => row.id);
}

/** A folder is deleted empty: its files would otherwise lie in a folder that no longer exists. */
const contentsOfFolder: RecordReference = {
  type: 'file',
  holders: filesWithin,
  async titles(db, ids, limit) {
    const rows = await db
      .select({ filename: files.filename })
      .from(files)
      .where(inArray(files.id, ids))
      .orderBy(asc(files.filename))
      .limit(limit);
    return rows.map((row) => row.filename);
  },
};

/** The folders a path lies in, outermost first, as rows name them: `a/b` is `('', a)` and `(a, b)`. */
function foldersOn(path: string): { folder: string; filename: string }[] {
  const parts = path.split('/').filter(Boolean);
  return parts.map((filename, index) => ({ folder: parts.slice(0, index).join('/'), filename }));
}

function folderRow(tx: Executor, { folder, filename }: { folder: string; filename: string }) {
  return tx
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.folder, folder), eq(files.filename, filename), eq(files.is_folder, true)))
    .limit(1);
}

/**
 * A file saved into a folder that has no row yet (an upload into `scans/1795`) gets its folders, so that
 * what is saved can be found by browsing, not only by searching.
 */
async function createFolders(tx: Executor, path: string): Promise<void> {
  for (const folder of foldersOn(path)) {
    const [found] = await folderRow(tx, folder);
    if (!found) await tx.insert(files).values({ ...folder, is_folder: true });
  }
}

/** Two folders of one name in one place could not be told apart: their contents name them by path. */
async function checkFolderName(
  tx: Executor,
  values: { folder: string; filename: string },
  id: number | null,
) {
  const [found] = await folderRow(tx, values);
  return found && found.id !== id ? [{ path: 'filename', key: 'File.error_folder_exists' }] : [];
}

/** A file keeps its kind; a folder that holds something keeps its place and name. */
async function checkChange(
  tx: Executor,
  values: { is_folder: boolean; folder: string; filename: string },
  id: number,
) {
  const [stored] = await tx
    .select({ is_folder: files.is_folder, folder: files.folder, filename: files.filename })
    .from(files)
    .where(eq(files.id, id));
  if (!stored) return [];
  if (stored.is_folder !== values.is_folder) return [{ path: 'is_folder', key: 'File.error_kind_change' }];
  const moved =
    stored.is_folder &&
    folderPathOf(stored.folder, stored.filename) !== folderPathOf(values.folder, values.filename);
  if (moved && (await filesWithin(tx, [id])).length)
    return [{ path: 'filename', key: 'File.error_folder_not_empty' }];
  return [];
}

/**
 * A file's name and folder are its own fields; its content (hash, size, type, pixel size) is read from
 * the upload (`input.file`) before the save and written beside the row, and its bytes stored inside the
 * save's transaction; deleted, its bytes go with it when no other file has them. Files are not searched:
 * the file list is.
 */
export const fileRecord: RecordDefinition<typeof fileSchema, FileRecord, Upload> = {
  name: 'file',
  table: files,
  schema: fileSchema,
  writeRequirement: 'contributor',
  saveErrorKey: 'File.server_error',
  beforeSave: readUpload,
  columns: (values, upload) => ({ ...pick(values, 'filename', 'folder', 'is_folder'), ...upload?.content }),
  // A folder holds no content and a file's content would be left behind: the kind is fixed at creation.
  // A folder's contents name it by path, so renaming or moving it would strand them.
  check: async (tx, values, id) => [
    ...(values.is_folder ? await checkFolderName(tx, values, id) : []),
    ...(id == null ? [] : await checkChange(tx, values, id)),
  ],
  async afterWrite(tx, written) {
    for (const { values, extra } of written) {
      await createFolders(tx, values.folder);
      if (extra) await storeUpload(tx, extra);
    }
  },
  afterSave: settleUpload,
  afterDelete: dropDeletedContent,
  // Its bytes went with it, unless another file had them: it is uploaded again instead.
  restoresDeleted: false,
  // A content replaced is named in its history (its type, size, pixels); the bytes before are not kept.
  described: ['mime', 'size', 'width', 'height'],
  restoresVersions: false,
  load: loadFile,
  references: [
    heldBy('digital_copy', digitalCopyFiles.digital_copy_id, digitalCopyFiles.file_id),
    contentsOfFolder,
  ],
};
