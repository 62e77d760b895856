import { fileSchema } from '@fontes/domain';
import { eq, sql } from 'drizzle-orm';
import { digitalCopyFiles, files } from '../../db/schema.ts';
import { pick, type RecordDefinition } from '../../records/record-definition.ts';
import { heldBy } from '../../records/references.ts';
import { type LoadedRecord, loader } from '../../records/serialize.ts';

const loadFile = loader('file_load', (db) =>
  db.query.files.findFirst({
    where: eq(files.id, sql.placeholder('id')),
    columns: { sha256: false },
  }),
);

export type FileRecord = LoadedRecord<typeof loadFile>;

/**
 * A file's name and folder are its own fields; its content (hash, size, type, pixel size) is read from
 * the upload and written beside the row by `upsertFile`. Files are not searched: the file list is.
 */
export const fileRecord: RecordDefinition<typeof fileSchema, FileRecord> = {
  name: 'file',
  table: files,
  schema: fileSchema,
  writeRequirement: 'contributor',
  saveErrorKey: 'File.server_error',
  columns: (values) => pick(values, 'filename', 'folder', 'is_folder'),
  // A folder holds no content and a file's content would be left behind: the kind is fixed at creation.
  async check(tx, values, id) {
    if (id == null) return [];
    const [stored] = await tx.select({ is_folder: files.is_folder }).from(files).where(eq(files.id, id));
    return stored && stored.is_folder !== values.is_folder
      ? [{ path: 'is_folder', key: 'File.error_kind_change' }]
      : [];
  },
  load: loadFile,
  references: [heldBy('digital_copy', digitalCopyFiles.digital_copy_id, digitalCopyFiles.file_id)],
};
