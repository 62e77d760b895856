import { fileSchema } from '@fontes/domain';
import { eq } from 'drizzle-orm';
import { digitalCopyFiles, files } from '../../db/schema.ts';
import { pick, type RecordDefinition } from '../../records/record-definition.ts';
import { heldBy } from '../../records/references.ts';
import { type LoadedRecord, loader } from '../../records/serialize.ts';

const loadFile = loader((db, id) =>
  db.query.files.findFirst({
    where: eq(files.id, id),
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
  load: loadFile,
  references: [heldBy('digital_copy', digitalCopyFiles.digital_copy_id, digitalCopyFiles.file_id)],
};
