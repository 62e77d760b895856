import { UNSTORABLE_TEXT_KEY, unstorableTextPaths } from '@fontes/domain';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/database.ts';
import { bulkEdits, searchRecords } from '../db/schema.ts';
import { refusalFor } from '../graphql/authorize.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { type MutationResult, type Said, say, translateErrors } from '../graphql/results.ts';
import type { JobUndo } from '../jobs/job-definition.ts';
import { type JobRow, startedOver } from '../jobs/job-rows.ts';
import { startJobFor } from '../jobs/resolvers.ts';
import type { SearchFilters } from '../search/filters.ts';
import { searchRecords as search } from '../search/search.ts';
import { accountIdOf } from '../session/system-actor.ts';
import { BULK_EDIT, type BulkEditInput, type BulkEditReport } from './bulk-edit-job.ts';
import { type BulkOperation, operationErrors } from './bulk-operations.ts';
import { type BulkType, bulkDefinitionOf } from './bulk-types.ts';
import { BULK_EDIT_UNDO, type BulkUndoInput } from './undo-bulk-edit.ts';

// Starting a bulk edit: the records chosen (a selection of hits, or every hit of a search with its
// filters, not one page), the operation checked, then a job that previews (dry run) or saves.

/** At most this many records in one bulk edit: more is a search to narrow first. */
export const BULK_LIMIT = 20_000;

export interface BulkEditRequest {
  type: BulkType;
  ids?: readonly number[] | null;
  query?: string | null;
  filters?: SearchFilters | null;
  operation: BulkOperation;
  dryRun?: boolean | null;
}

type Started = Awaited<ReturnType<typeof startJobFor>>;

const refusedWith = (said: Said, errors: MutationResult['errors'] = []): Started => ({
  success: false,
  ...said,
  errors,
  job: null,
});

/** The ids of the records chosen: the selection as given (existing ones), or every hit of the search. */
async function chosenIds(ctx: GraphQLContext, request: BulkEditRequest): Promise<number[]> {
  if (request.ids?.length) {
    const rows = rowsOf<{ id: number }>(
      await ctx.db.execute(sql`select record_id as id from search_records
        where type = ${request.type} and record_id in ${[...new Set(request.ids)]} order by record_id`),
    );
    return rows.map((row) => Number(row.id));
  }
  if (request.query == null && request.filters == null) return [];
  const found = await search(ctx.db, {
    query: request.query,
    filters: request.filters,
    type: request.type,
    first: 1,
    offset: 0,
  });
  const rows = await ctx.db
    .select({ id: searchRecords.record_id })
    .from(searchRecords)
    .where(and(eq(searchRecords.type, request.type), found.order().where))
    .orderBy(searchRecords.record_id)
    .limit(BULK_LIMIT + 1);
  return rows.map((row) => row.id);
}

export async function startBulkEdit(ctx: GraphQLContext, request: BulkEditRequest): Promise<Started> {
  const refusal = refusalFor(ctx, 'contributor');
  if (refusal || !ctx.user) return refusedWith(refusal ?? say(ctx.t, 'Server.error_forbidden'));
  // Text the database could not store, in the search's filters or the operation, named where it is.
  const unstorable = [
    ...unstorableTextPaths(request.filters ?? {}),
    ...unstorableTextPaths(request.operation),
  ];
  if (unstorable.length)
    return refusedWith(
      say(ctx.t, 'Server.error_validation'),
      translateErrors(
        ctx.t,
        unstorable.map((path) => ({ path, key: UNSTORABLE_TEXT_KEY })),
      ),
    );
  const def = bulkDefinitionOf(request.type);
  const errors = operationErrors(def, request.operation);
  if (errors.length)
    return refusedWith(say(ctx.t, 'Server.error_validation'), translateErrors(ctx.t, errors));
  // A selection larger than a bulk edit may be is refused before it is looked up.
  if ((request.ids?.length ?? 0) > BULK_LIMIT)
    return refusedWith(say(ctx.t, 'Bulk.error_too_many', { max: BULK_LIMIT }));
  const ids = await chosenIds(ctx, request);
  if (!ids.length) return refusedWith(say(ctx.t, 'Bulk.error_nothing'));
  if (ids.length > BULK_LIMIT) return refusedWith(say(ctx.t, 'Bulk.error_too_many', { max: BULK_LIMIT }));
  const dryRun = request.dryRun === true;
  let bulkEdit: number | null = null;
  if (!dryRun) {
    const [row] = await ctx.db
      .insert(bulkEdits)
      .values({
        type: request.type,
        operation: request.operation,
        record_ids: ids,
        user_id: accountIdOf(ctx.user),
      })
      .returning({ id: bulkEdits.id });
    bulkEdit = row.id;
  }
  const input: BulkEditInput = {
    type: request.type,
    operation: request.operation,
    ids,
    dryRun,
    userId: ctx.user.id,
    locale: ctx.locale,
    bulkEdit,
  };
  const started = await startJobFor(ctx, 'contributor', BULK_EDIT, input);
  return started.success
    ? { ...started, ...say(ctx.t, dryRun ? 'Bulk.preview_started' : 'Bulk.started') }
    : started;
}

/** Why the caller may not undo bulk edit `id` now, or null: it is theirs (or they administer), and not undone. */
async function undoRefusal(ctx: GraphQLContext, id: number): Promise<Said | null> {
  const refusal = refusalFor(ctx, 'contributor');
  if (refusal || !ctx.user) return refusal ?? say(ctx.t, 'Server.error_forbidden');
  const [row] = await ctx.db.select().from(bulkEdits).where(eq(bulkEdits.id, id));
  if (!row) return say(ctx.t, 'Bulk.error_not_found');
  if (row.undone_at) return say(ctx.t, 'Bulk.error_undone');
  if (row.user_id !== ctx.user.id && !ctx.user.isAdmin) return say(ctx.t, 'Bulk.error_not_yours');
  // A second undo beside a running one would only find every record changed since (by the first).
  if (await startedOver(ctx.db, BULK_EDIT_UNDO, 'bulkEdit', id)) return say(ctx.t, 'Bulk.error_undoing');
  return null;
}

/** The undo of a bulk edit, as a job: by whoever made it, or an administrator. */
export async function startBulkUndo(ctx: GraphQLContext, id: number): Promise<Started> {
  const refused = await undoRefusal(ctx, id);
  if (refused || !ctx.user) return refusedWith(refused ?? say(ctx.t, 'Server.error_forbidden'));
  const input: BulkUndoInput = { bulkEdit: id, userId: ctx.user.id, locale: ctx.locale };
  const started = await startJobFor(ctx, 'contributor', BULK_EDIT_UNDO, input);
  return started.success ? { ...started, ...say(ctx.t, 'Bulk.undo_started') } : started;
}

/** The bulk edit a done job applied, if it changed anything. */
const appliedBy = (job: JobRow) => {
  const report = job.report as BulkEditReport | null;
  return report && !report.dry_run && report.bulk_edit !== null && report.changed > 0
    ? report.bulk_edit
    : null;
};

/** A bulk edit undone from the Jobs list: as `undoBulkEdit`, by the job that applied it. */
export const bulkEditUndo: JobUndo = {
  async possible(ctx, job) {
    const id = appliedBy(job);
    return id !== null && (await undoRefusal(ctx, id)) === null;
  },
  start(ctx, job) {
    const id = appliedBy(job);
    return id === null
      ? Promise.resolve(refusedWith(say(ctx.t, 'Job.error_not_undoable')))
      : startBulkUndo(ctx, id);
  },
};
