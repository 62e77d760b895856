import { randomUUID } from 'node:crypto';
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ReceivedUpload } from '../../files/multipart.ts';
import { refusalFor } from '../../graphql/authorize.ts';
import type { Resolvers } from '../../graphql/generated/resolvers.ts';
import { say } from '../../graphql/results.ts';
import { startJobFor } from '../../jobs/resolvers.ts';
import { MARC_IMPORT, type MarcImportInput } from './marc-import-job.ts';

/** Where uploads wait for the import job they were kept for (each job removes its own). */
export const importsFolder = (dataDir: string) => join(dataDir, 'imports');

const refused = (said: ReturnType<typeof say>) => ({ success: false, ...said, errors: [], job: null });

export const importResolvers: Resolvers = {
  Mutation: {
    importRecords: async (_, { file, dryRun, catalog }, ctx) => {
      // Permission first: nothing of a caller who may not import is kept.
      const refusal = refusalFor(ctx, 'contributor');
      if (refusal) return refused(refusal);
      if (!(file instanceof ReceivedUpload) || !file.content)
        return refused(say(ctx.t, 'Marc.error_too_large', { max: ctx.config.maxUploadMb }));
      // The request's upload is dropped when the request ends: the job reads a copy of its own.
      const folder = importsFolder(ctx.config.dataDir);
      await mkdir(folder, { recursive: true });
      const path = join(folder, `${randomUUID()}.xml`);
      await copyFile(file.content.path, path);
      const input: MarcImportInput = {
        path,
        fileName: file.name,
        dryRun: dryRun ?? false,
        catalog: catalog ?? null,
      };
      return startJobFor(ctx, 'contributor', MARC_IMPORT, input);
    },
  },
};
