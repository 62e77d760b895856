import type { ImportReport, ImportUndoReport, WrittenRecord } from '@fontes/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { defineJob, JobFailure } from '../../jobs/job-definition.ts';
import { findJob, type JobRow } from '../../jobs/job-rows.ts';
import { deleteRecord } from '../../records/delete-record.ts';
import type { AnyRecordDefinition } from '../../records/record-definition.ts';
import { IMPORT } from './import-job.ts';
import { definitions, importContext, removeSource } from './import-writing.ts';

// An import undone as a whole: every record it wrote deleted again, newest first (a score before the page
// its entry is on, the page before the catalog), each delete by the one delete path in a transaction of
// its own. A record changed since the import ended, or one something else now points at, is kept and
// listed with the reason; records the import updated in place stay as they are.

export const IMPORT_UNDO = 'import-undo';
const BATCH = 50;

export interface ImportUndoInput {
  /** The import job whose records go. */
  job: number;
}

/**
 * Whether the record was saved after the import ended and before this undo began (its own deletes touch
 * what they leave, a catalog whose page goes); null: it no longer exists.
 */
async function changedSince(
  db: Database,
  record: WrittenRecord,
  since: Date,
  until: Date,
): Promise<boolean | null> {
  const table = definitions[record.type].table;
  const [row] = await db.select({ updated_at: table.updated_at }).from(table).where(eq(table.id, record.id));
  if (!row) return null;
  const at = new Date(row.updated_at as Date | string).getTime();
  return at > since.getTime() && at < until.getTime();
}

/** The report of a finished import job, or the failure saying why it cannot be undone. */
export function undoableImportOf(job: JobRow | null) {
  const report = job?.report as ImportReport | null | undefined;
  if (!job || job.kind !== IMPORT) throw new JobFailure('Import.error_undo_not_import');
  if (job.status !== 'done' || !report || report.dryRun || !job.finished_at)
    throw new JobFailure('Import.error_undo_not_done');
  return { job, report, finishedAt: new Date(job.finished_at) };
}

/** The report of finished import job `id`, or the failure saying why it cannot be undone. */
export async function undoableImport(db: Database, id: number) {
  return undoableImportOf(await findJob(db, id));
}

export const importUndoJob = defineJob<ImportUndoInput, ImportUndoReport>(IMPORT_UNDO, {
  resumable: true, // deleting what is still there again is safe
  summary: (t, report) =>
    t('Import.summary_undo', {
      file: report.fileName,
      deleted: report.deleted,
      skipped: report.skipped.length,
    }),
  async run({ db, input, signal, reportProgress }) {
    const { report, finishedAt } = await undoableImport(db, input.job);
    const began = new Date();
    const ctx = importContext(db);
    const records = [...(report.written ?? [])].reverse();
    const skipped: ImportUndoReport['skipped'] = [];
    let deleted = 0;
    await reportProgress('undoing', 0, records.length);
    for (const [i, record] of records.entries()) {
      if (i % BATCH === 0) {
        signal.throwIfAborted();
        await reportProgress('undoing', i, records.length);
      }
      const changed = await changedSince(db, record, finishedAt, began);
      if (changed === null) {
        skipped.push({ ...record, reason: 'gone', message: null });
        continue;
      }
      if (changed) {
        skipped.push({ ...record, reason: 'changed', message: null });
        continue;
      }
      const answer = await deleteRecord(ctx, definitions[record.type] as AnyRecordDefinition, record.id);
      if (!answer.success) {
        skipped.push({ ...record, reason: 'referenced', message: answer.message_key ?? null });
        continue;
      }
      await removeSource(db, record);
      deleted += 1;
    }
    await reportProgress('undoing', records.length, records.length);
    return {
      job: input.job,
      fileName: report.fileName,
      deleted,
      skipped,
      updated: report.counts.update,
    };
  },
});
