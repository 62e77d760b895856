import { folderTrail } from '@fontes/domain';
import { mayReadFile } from '../../files/file-access.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { fileRecord } from './file-record.ts';
import { digitalCopiesOf, listFiles } from './list-files.ts';
import { renameFiles } from './rename-files.ts';

/** A file's path as folders, what uses it, the file list, and renames at once. */
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
    renameFiles: (_, { renames }, ctx) => renameFiles(ctx, renames),
  },
};
