import { randomUUID } from 'node:crypto';
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImportFormatName } from '@fontes/domain';
import { ReceivedUpload } from '../../files/multipart.ts';
import { refusalFor } from '../../graphql/authorize.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { say } from '../../graphql/results.ts';
import { startJobFor } from '../../jobs/resolvers.ts';
import { IMPORT, type ImportInput } from './import-job.ts';
import { startImportUndo } from './start-import-undo.ts';

/** Where uploads wait for the import job they were kept for (each job removes its own). */
export const importsFolder = (dataDir: string) => join(dataDir, 'imports');

const refused = (said: ReturnType<typeof say>) => ({ success: false, ...said, errors: [], job: null });

const FORMATS = { MARCXML: 'marcxml', CSV: 'csv', XLSX: 'xlsx' } as const satisfies Record<
  string,
  ImportFormatName
>;

/** A separator as asked: one or a few characters, or the default when blank. */
const separator = (value: string | null | undefined) =>
  value && value.length <= 3 && !/[\r\n\0]/.test(value) ? value : undefined;

export const importResolvers: Resolvers = {
  Mutation: {
    importRecords: async (_, args, ctx) => {
      // Permission first: nothing of a caller who may not import is kept.
      const refusal = refusalFor(ctx, 'contributor');
      if (refusal) return refused(refusal);
      const { file } = args;
      if (!(file instanceof ReceivedUpload) || !file.content)
        return refused(say(ctx.t, 'Marc.error_too_large', { max: ctx.config.maxUploadMb }));
      const format = FORMATS[args.format];
      // The request's upload is dropped when the request ends: the job reads a copy of its own.
      const folder = importsFolder(ctx.config.dataDir);
      await mkdir(folder, { recursive: true });
      const path = join(folder, `${randomUUID()}.${format}`);
      await copyFile(file.content.path, path);
      const list = separator(args.listSeparator);
      const people = separator(args.peopleSeparator);
      const input: ImportInput = {
        path,
        fileName: file.name,
        format,
        dryRun: args.dryRun ?? false,
        catalog: args.catalog ?? null,
        mapping: args.mapping ? args.mapping.map((field) => field ?? null) : null,
        separators: { ...(list ? { list } : {}), ...(people ? { people } : {}) } as ImportInput['separators'],
      };
      return startJobFor(ctx, 'contributor', IMPORT, input);
    },
    undoImport: (_, { job }, ctx) => startImportUndo(ctx, job),
  },
};
