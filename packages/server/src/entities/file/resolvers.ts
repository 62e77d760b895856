import { folderTrail } from '@fontes/domain';
import { mayReadFile } from '../../files/file-access.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { derivedCacheFor } from '../../iiif/derived-cache.ts';
import { deleteRecord } from '../../records/delete-record.ts';
import { contentOf, removeContentIfUnused } from './file-content.ts';
import { fileRecord } from './file-record.ts';
import { digitalCopiesOf, listFiles } from './list-files.ts';
import { renameFiles } from './rename-files.ts';

/** The generic delete; the content goes too when no other file has the same bytes. */
async function deleteFile(ctx: GraphQLContext, id: number) {
  const sha256 = await contentOf(ctx.db, id);
  const result = await deleteRecord(ctx, fileRecord, id);
  if (result.success) await derivedCacheFor(ctx.config).drop(id);
  if (result.success && sha256) await removeContentIfUnused(ctx, sha256);
  return result;
}

/** A file's path as folders, what uses it, the file list, its delete with the content beside the row, and renames at once. */
export const fileOperations: Resolvers = {
  File: {
    folders: (file) => folderTrail(file.folder),
    digital_copies: (file, _, ctx) => digitalCopiesOf(ctx, file.id),
  },
  Query: {
    // A visitor reads the images of digital copies alone (files/file-access.ts); any other is not found.
    getFile: async (_, { id }, ctx) =>
      (await mayReadFile(ctx.db, ctx.user, id)) ? fileRecord.load(ctx.db, id) : null,
    files: (_, args, ctx) => listFiles(ctx, args),
  },
  Mutation: {
    deleteFile: (_, { id }, ctx) => deleteFile(ctx, id),
    renameFiles: (_, { renames }, ctx) => renameFiles(ctx, renames),
  },
};
