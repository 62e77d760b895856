import type { ImportReport } from '@fontes/domain';
import { refusalFor } from '../../graphql/authorize.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { type Said, say } from '../../graphql/results.ts';
import { JobFailure, type JobUndo, type StartedJob } from '../../jobs/job-definition.ts';
import { type JobRow, startedOver } from '../../jobs/job-rows.ts';
import { startJobFor, visibleJob } from '../../jobs/resolvers.ts';
import { IMPORT_UNDO, type ImportUndoInput, undoableImportOf } from './undo-import-job.ts';

// An import undone by `undoImport`, or from the Jobs list: by its owner (or an administrator), once.

/** Why the caller may not undo import `job`, which they see, now; or null. */
async function undoRefusal(ctx: GraphQLContext, job: JobRow): Promise<Said | null> {
  const refusal = refusalFor(ctx, 'contributor');
  if (refusal) return refusal;
  try {
    undoableImportOf(job);
  } catch (error) {
    if (error instanceof JobFailure) return say(ctx.t, error.key, error.params);
    throw error;
  }
  // A second undo would find nothing of the import left but what the first kept on purpose.
  if (await startedOver(ctx.db, IMPORT_UNDO, 'job', job.id)) return say(ctx.t, 'Import.error_undo_started');
  return null;
}

const refused = (said: Said): StartedJob => ({ success: false, ...said, errors: [], job: null });

/** The undo of import job `id`, as a job. */
export async function startImportUndo(ctx: GraphQLContext, id: number): Promise<StartedJob> {
  const refusal = refusalFor(ctx, 'contributor');
  if (refusal || !ctx.user) return refused(refusal ?? say(ctx.t, 'Server.error_forbidden'));
  const job = await visibleJob(ctx, ctx.user, id);
  if (!job) return refused(say(ctx.t, 'Job.error_not_found'));
  const refusedNow = await undoRefusal(ctx, job);
  if (refusedNow) return refused(refusedNow);
  const input: ImportUndoInput = { job: id };
  return startJobFor(ctx, 'contributor', IMPORT_UNDO, input);
}

/** Offered for an import that wrote records (the Jobs list shows only jobs the caller sees). */
export const importUndo: JobUndo = {
  possible: async (ctx, job) =>
    Boolean((job.report as ImportReport | null)?.written?.length) && (await undoRefusal(ctx, job)) === null,
  start: (ctx, job) => startImportUndo(ctx, job.id),
};
