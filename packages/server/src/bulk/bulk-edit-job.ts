import { entityOfType, validate } from '@fontes/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { bulkEditRecords, revisions, searchRecords } from '../db/schema.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { inputOfSnapshot } from '../history/restore.ts';
import { differences, type FieldDifference } from '../history/revision-diff.ts';
import type { Locale } from '../i18n.ts';
import { defineJob } from '../jobs/job-definition.ts';
import type { AnyRecordDefinition, RecordInput } from '../records/record-definition.ts';
import { comparedFields, sameValue } from '../records/revision-changes.ts';
import { saveRecord } from '../records/save-record.ts';
import { applied, type BulkOperation } from './bulk-operations.ts';
import { type BulkType, bulkDefinitionOf } from './bulk-types.ts';
import { userContext } from './job-context.ts';
import { undoSaved } from './undo-bulk-edit.ts';

// A bulk edit as a job: each record read, changed by the operation, and saved through the one save path
// (its own transaction, version check and revision naming the bulk edit), batch by batch with progress.
// A dry run saves nothing: it validates every record as its form would and shows the first ones' changes,
// each saved in a transaction that is then rolled back.

export const BULK_EDIT = 'bulk-edit';
const BATCH = 50;
/** How many records the dry run shows changed; how many refused records a report names. */
export const PREVIEW_RECORDS = 20;
const NAMED_FAILURES = 200;

export interface BulkEditInput {
  type: BulkType;
  operation: BulkOperation;
  ids: number[];
  dryRun: boolean;
  userId: number;
  locale: Locale;
  /** The bulk edit's row, when it is applied. */
  bulkEdit: number | null;
}

export interface RecordFailure {
  id: number;
  title: string;
  message: string;
  errors: { path: string; message: string }[];
}

export interface BulkEditReport {
  bulk_edit: number | null;
  dry_run: boolean;
  count: number;
  changed: number;
  unchanged: number;
  failed: number;
  failures: RecordFailure[];
  preview: { id: number; title: string; fields: FieldDifference[] }[];
}

/** Thrown to roll back a dry run's save once its changes are read. */
class RolledBack extends Error {}

async function titles(db: Database, type: BulkType, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: searchRecords.record_id, title: searchRecords.title })
    .from(searchRecords)
    .where(and(eq(searchRecords.type, type), inArray(searchRecords.record_id, ids)));
  return new Map(rows.map((row) => [row.id, row.title]));
}

/** The record's input as its form would send it, and its snapshot; null when it is gone. */
async function current(db: Database, def: AnyRecordDefinition, id: number) {
  const record = (await def.load(db, id)) as Record<string, unknown> | null;
  if (!record) return null;
  const stamp = record.updated_at;
  const updated_at = stamp instanceof Date ? stamp.toISOString() : String(stamp);
  return { record, input: { ...inputOfSnapshot(def, record), id, updated_at } as RecordInput };
}

/** What the dry run shows of one record: its save, rolled back, compared with the record before. */
async function previewOf(
  ctx: GraphQLContext,
  def: AnyRecordDefinition,
  id: number,
  before: unknown,
  input: RecordInput,
) {
  let fields: FieldDifference[] = [];
  let refusal: Awaited<ReturnType<typeof saveRecord>> | null = null;
  await ctx.db
    .transaction(async (tx) => {
      const inner = { ...ctx, db: tx as unknown as Database };
      const answer = await saveRecord(inner, def, { input });
      if (answer.success) {
        const after = await def.load(tx, id);
        fields = differences(
          ctx.t,
          entityOfType(def.name),
          comparedFields(def),
          before,
          def.revision ? def.revision(after) : after,
        );
      } else refusal = answer;
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return { fields, refusal: refusal as Awaited<ReturnType<typeof saveRecord>> | null };
}

/** What one record comes to: changed (saved, or would be), unchanged, or refused with why. */
type Outcome =
  | { kind: 'changed'; preview?: BulkEditReport['preview'][number] }
  | { kind: 'unchanged' }
  | { kind: 'failed'; message: string; errors?: RecordFailure['errors'] };

/** One record read, changed by the operation, and saved (or, in a dry run, checked and maybe shown). */
async function editOne(
  ctx: GraphQLContext,
  def: AnyRecordDefinition,
  input: BulkEditInput,
  id: number,
  title: string,
  showChanges: boolean,
): Promise<Outcome> {
  const found = await current(ctx.db, def, id);
  if (!found) return { kind: 'failed', message: ctx.t('Bulk.record_gone') };
  const changed = applied(input.operation, found.input);
  if (changed === found.input || sameValue(changed, found.input)) return { kind: 'unchanged' };
  if (!input.dryRun) {
    const answer = await saveRecord(ctx, def, { input: changed }, { bulkEdit: input.bulkEdit ?? undefined });
    if (!answer.success) return { kind: 'failed', message: answer.message ?? '', errors: answer.errors };
    await remember(ctx.db, input.bulkEdit as number, input.type, id);
    return { kind: 'changed' };
  }
  const checked = validate(def.schema, changed);
  if (!checked.ok) {
    const errors = checked.errors.map((e) => ({ path: e.path, message: ctx.t(e.key) }));
    return { kind: 'failed', message: ctx.t('Server.error_validation'), errors };
  }
  if (!showChanges) return { kind: 'changed' };
  const { fields, refusal } = await previewOf(ctx, def, id, found.record, changed);
  if (refusal) return { kind: 'failed', message: refusal.message ?? '', errors: refusal.errors };
  return { kind: 'changed', preview: { id, title, fields } };
}

function emptyReport(input: BulkEditInput): BulkEditReport {
  const { bulkEdit, dryRun, ids } = input;
  return {
    bulk_edit: bulkEdit,
    dry_run: dryRun,
    count: ids.length,
    changed: 0,
    unchanged: 0,
    failed: 0,
    failures: [],
    preview: [],
  };
}

/** Counts a record's outcome in the report, naming the first refused ones. */
function count(report: BulkEditReport, id: number, title: string, outcome: Outcome) {
  if (outcome.kind === 'unchanged') report.unchanged += 1;
  else if (outcome.kind === 'changed') {
    report.changed += 1;
    if (outcome.preview) report.preview.push(outcome.preview);
  } else {
    report.failed += 1;
    if (report.failures.length < NAMED_FAILURES)
      report.failures.push({ id, title, message: outcome.message, errors: outcome.errors ?? [] });
  }
}

export const bulkEditJob = defineJob<BulkEditInput, BulkEditReport>(BULK_EDIT, {
  resumable: false,
  summary: (t, report) =>
    t(report.dry_run ? 'Bulk.summary_preview' : 'Bulk.summary_edit', {
      changed: report.changed,
      unchanged: report.unchanged,
      failed: report.failed,
    }),
  async run({ db, input, signal, reportProgress }) {
    const def = bulkDefinitionOf(input.type);
    const ctx = await userContext(db, input.userId, input.locale);
    const report = emptyReport(input);
    const stage = input.dryRun ? 'bulk_checking' : 'bulk_saving';
    await reportProgress(stage, 0, input.ids.length);
    try {
      for (let start = 0; start < input.ids.length; start += BATCH) {
        const slice = input.ids.slice(start, start + BATCH);
        const named = await titles(db, input.type, slice);
        for (const id of slice) {
          const title = named.get(id) ?? `#${id}`;
          const showChanges = report.preview.length < PREVIEW_RECORDS;
          count(report, id, title, await editOne(ctx, def, input, id, title, showChanges));
        }
        await reportProgress(stage, Math.min(start + BATCH, input.ids.length), input.ids.length);
        signal.throwIfAborted();
      }
    } catch (error) {
      // A cancelled edit leaves nothing half-done: what it saved is taken back.
      if (signal.aborted && input.bulkEdit !== null) await undoSaved(ctx, input.bulkEdit);
      throw error;
    }
    return report;
  },
});

/** Notes the revision the bulk edit's save of a record wrote, for undo. */
async function remember(db: Database, bulkEdit: number, type: BulkType, id: number) {
  const [revision] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(eq(revisions.record_type, type), eq(revisions.record_id, id)))
    .orderBy(desc(revisions.id))
    .limit(1);
  await db
    .insert(bulkEditRecords)
    .values({ bulk_edit_id: bulkEdit, record_id: id, revision_id: revision.id });
}
