import { sanitizeFilename } from '@fontes/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { files } from '../../db/schema.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { Refusal } from '../../graphql/results.ts';
import { saveBatch } from '../../records/save-record.ts';
import { fileRecord } from './file-record.ts';

export interface FileRename {
  id: number;
  filename: string;
  updated_at: string;
}

// Downloads land in file systems that ignore case (as the §9 plan reads clashes).
const nameKey = (name: string) => sanitizeFilename(name).toLowerCase();

/** Refuses a new name that another file of its folder has after the renames (a file renamed away frees its name). */
async function refuseClashes(
  tx: Transaction,
  renames: FileRename[],
  stored: Map<number, { folder: string }>,
) {
  const folders = [...new Set([...stored.values()].map((row) => row.folder))];
  if (!folders.length) return;
  const neighbours = await tx
    .select({ id: files.id, folder: files.folder, filename: files.filename })
    .from(files)
    .where(and(inArray(files.folder, folders), eq(files.is_folder, false)));
  const newName = new Map(renames.map((rename) => [rename.id, rename.filename]));
  const holders = new Map<string, number[]>();
  for (const file of neighbours) {
    const key = `${file.folder}/${nameKey(newName.get(file.id) ?? file.filename)}`;
    holders.set(key, [...(holders.get(key) ?? []), file.id]);
  }
  for (const rename of renames) {
    const folder = stored.get(rename.id)?.folder;
    if ((holders.get(`${folder}/${nameKey(rename.filename)}`)?.length ?? 0) > 1) {
      const name = sanitizeFilename(rename.filename);
      throw new Refusal('File.error_name_taken', { name }, [
        { path: 'filename', key: 'File.error_name_taken', params: { name } },
      ]);
    }
  }
}

/**
 * The §9 helper's renames in one transaction, each saved as upsertFile saves a rename (checks, version,
 * revision): all of them or none.
 */
export function renameFiles(ctx: GraphQLContext, renames: FileRename[]) {
  return saveBatch(ctx, fileRecord, { args: {}, inputs: (tx) => renamedFiles(tx, renames) });
}

/** Each rename as the file's input, its folder and kind as stored; refused when names clash. */
async function renamedFiles(tx: Transaction, renames: FileRename[]) {
  const ids = renames.map((rename) => rename.id);
  const rows = ids.length
    ? await tx
        .select({ id: files.id, folder: files.folder, is_folder: files.is_folder })
        .from(files)
        .where(inArray(files.id, ids))
    : [];
  const stored = new Map(rows.map((row) => [row.id, row]));
  await refuseClashes(tx, renames, stored);
  // A file that does not exist is refused by the save's version check, after its input is validated.
  return renames.map(({ id, filename, updated_at }) => ({
    id,
    filename,
    updated_at,
    folder: stored.get(id)?.folder,
    is_folder: stored.get(id)?.is_folder,
  }));
}
