import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bulkEditRecords, bulkEdits, revisions, searchRecords } from '../db/schema.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { latestRevisionId, revisionWithSnapshot } from '../history/history-rows.ts';
import { inputOfSnapshot } from '../history/restore.ts';
import type { Locale } from '../i18n.ts';
import { defineJob } from '../jobs/job-definition.ts';
import type { AnyRecordDefinition } from '../records/record-definition.ts';
import type { RecordName } from '../records/record-types.ts';
import { saveRecord } from '../records/save-record.ts';
import { type BulkType, bulkDefinitionOf } from './bulk-types.ts';
import { userContext } from './job-context.ts';

// A bulk edit undone record by record: each record whose last revision is still the bulk edit's is saved
// back as it was before it (a save of its own, naming the undo); a record changed since is skipped and named.

export const BULK_EDIT_UNDO = 'bulk-edit-undo';
const BATCH = 50;

export interface BulkUndoReport {
  bulk_edit: number;
  restored: number;
  skipped: { id: number; title: string; message: string }[];
}

export interface BulkUndoInput {
  bulkEdit: number;
  userId: number;
  locale: Locale;
}

type Progress = (done: number, total: number) => Promise<void>;

/**
 * One record saved back as it was before the bulk edit's revision `revision`, while that is its last:
 * null when done, else why it is left as it is.
 */
async function restoreOne(
  ctx: GraphQLContext,
  def: AnyRecordDefinition,
  bulkEdit: number,
  record: { id: number; revision: number },
): Promise<string | null> {
  const { db } = ctx;
  const type = def.name as RecordName;
  if ((await latestRevisionId(db, type, record.id)) !== record.revision) return ctx.t('Bulk.changed_since');
  const [previous] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(
      and(
        eq(revisions.record_type, type),
        eq(revisions.record_id, record.id),
        lt(revisions.id, record.revision),
      ),
    )
    .orderBy(desc(revisions.id))
    .limit(1);
  const before = previous ? await revisionWithSnapshot(db, previous.id) : null;
  const [stored] = await db
    .select({ updated_at: def.table.updated_at })
    .from(def.table)
    .where(eq(def.table.id, record.id));
  if (!before || !stored) return ctx.t('Bulk.record_gone');
  const updated_at = (stored.updated_at as Date).toISOString();
  const input = { ...inputOfSnapshot(def, before.snapshot), id: record.id, updated_at };
  const answer = await saveRecord(ctx, def, { input }, { undoBulkEdit: bulkEdit });
  return answer.success ? null : (answer.message ?? '');
}

/** Every record the bulk edit saved, saved back while untouched since; answers what it did. */
export async function undoSaved(
  ctx: GraphQLContext,
  bulkEdit: number,
  progress?: Progress,
): Promise<BulkUndoReport> {
  const db = ctx.db;
  const [row] = await db.select().from(bulkEdits).where(eq(bulkEdits.id, bulkEdit));
  const type = row.type as BulkType;
  const def = bulkDefinitionOf(type);
  const saved = await db
    .select({
      id: bulkEditRecords.record_id,
      revision: bulkEditRecords.revision_id,
      title: searchRecords.title,
    })
    .from(bulkEditRecords)
    .leftJoin(
      searchRecords,
      and(eq(searchRecords.type, type), eq(searchRecords.record_id, bulkEditRecords.record_id)),
    )
    .where(eq(bulkEditRecords.bulk_edit_id, bulkEdit))
    .orderBy(bulkEditRecords.record_id);
  const report: BulkUndoReport = { bulk_edit: bulkEdit, restored: 0, skipped: [] };
  await progress?.(0, saved.length);
  for (const [i, record] of saved.entries()) {
    const refused = await restoreOne(ctx, def, bulkEdit, record);
    if (refused === null) report.restored += 1;
    else report.skipped.push({ id: record.id, title: record.title ?? `#${record.id}`, message: refused });
    if ((i + 1) % BATCH === 0 || i + 1 === saved.length) await progress?.(i + 1, saved.length);
  }
  await db.update(bulkEdits).set({ undone_at: sql`now()` }).where(eq(bulkEdits.id, bulkEdit));
  return report;
}

export const bulkEditUndoJob = defineJob<BulkUndoInput, BulkUndoReport>(BULK_EDIT_UNDO, {
  resumable: false,
  summary: (t, report) =>
    t('Bulk.summary_undo', { restored: report.restored, skipped: report.skipped.length }),
  async run({ db, input, reportProgress }) {
    const ctx = await userContext(db as Database, input.userId, input.locale);
    return undoSaved(ctx, input.bulkEdit, (done, total) => reportProgress('bulk_undoing', done, total));
  },
});
