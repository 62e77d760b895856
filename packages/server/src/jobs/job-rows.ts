import { storableText } from '@fontes/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../db/database.ts';
import { type JobStatus, type JobWarning, jobs } from '../db/schema.ts';

// The statements of the jobs table. Each change of status names the status it leaves, so that two
// servers (or a cancel and a claim) never both take the same step.

export type JobRow = typeof jobs.$inferSelect;

/** How many warnings a job keeps; more are only counted. */
export const WARNINGS_KEPT = 100;

export async function insertJob(
  tx: Executor,
  kind: string,
  input: unknown,
  ownerId: number,
): Promise<number> {
  const [row] = await tx
    .insert(jobs)
    .values({ kind, input: input ?? {}, owner_id: ownerId })
    .returning({ id: jobs.id });
  return row.id;
}

export async function findJob(db: Executor, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row ?? null;
}

/**
 * Whether a job of `kind` was started over `input[key] = value` and did not fail nor was cancelled: an undo
 * queued, running or done, after which the job it undoes is not undone again.
 */
export async function startedOver(db: Executor, kind: string, key: string, value: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        sql`${jobs.input}->>${key} = ${String(value)}`,
        sql`${jobs.status} not in ('failed', 'cancelled')`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A page of jobs, newest first: one owner's, or everyone's (`ownerId` null). */
export async function listJobs(
  db: Executor,
  ownerId: number | null,
  page: { first: number; offset: number },
) {
  const rows = await db
    .select({ job: jobs, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(jobs)
    .where(ownerId === null ? undefined : eq(jobs.owner_id, ownerId))
    .orderBy(desc(jobs.id))
    .limit(page.first)
    .offset(page.offset);
  return { items: rows.map((r) => r.job), total: rows[0]?.total ?? 0 };
}

/** Takes a queued job to run: null when it is not queued (cancelled, or taken by another server). */
export async function claimJob(db: Database, id: number): Promise<JobRow | null> {
  const [row] = await db
    .update(jobs)
    .set({
      status: 'running',
      started_at: sql`coalesce(${jobs.started_at}, now())`,
      heartbeat_at: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'queued')))
    .returning();
  return row ?? null;
}

/** The oldest queued job (the in-process queue's next). */
export async function nextQueuedJob(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.status, 'queued'))
    .orderBy(jobs.id)
    .limit(1);
  return row?.id ?? null;
}

/** Every queued job's id, oldest first. */
export async function queuedJobs(db: Database): Promise<number[]> {
  const rows = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.status, 'queued')).orderBy(jobs.id);
  return rows.map((row) => row.id);
}

/** A running job's sign of life; answers whether its cancel was asked for. */
export async function beat(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .update(jobs)
    .set({ heartbeat_at: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')))
    .returning({ cancel: jobs.cancel_requested });
  return row?.cancel ?? false;
}

/**
 * A warning, a report or a failure's values as the database stores them: jsonb refuses NUL and lone surrogates, which a
 * file a job read may hold (a spreadsheet's cell, a MARC field); they are dropped or replaced, not fatal.
 */
const storable = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (_, v) => (typeof v === 'string' ? storableText(v) : v)) as T;

/** Progress, with a sign of life; answers whether its cancel was asked for. */
export async function writeProgress(
  db: Database,
  id: number,
  progress: { stage: string; n: number; m: number },
): Promise<boolean> {
  const [row] = await db
    .update(jobs)
    .set({ stage: progress.stage, progress: progress.n, total: progress.m, heartbeat_at: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')))
    .returning({ cancel: jobs.cancel_requested });
  return row?.cancel ?? false;
}

export async function addWarning(db: Database, id: number, warning: JobWarning): Promise<void> {
  await db.execute(sql`update ${jobs} set
    warnings = case when jsonb_array_length(warnings) < ${WARNINGS_KEPT}
      then warnings || jsonb_build_array(${JSON.stringify(storable(warning))}::jsonb) else warnings end,
    warning_count = warning_count + 1
    where id = ${id}`);
}

/** How a run ended, as the row says it. */
export type JobEnd =
  | { status: 'done'; report: unknown }
  | { status: 'cancelled' }
  | { status: 'failed'; key: string; params?: Record<string, string | number> };

/** Ends a running job. */
export async function finishJob(db: Executor, id: number, end: JobEnd): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: end.status,
      finished_at: sql`now()`,
      heartbeat_at: null,
      report: end.status === 'done' && end.report !== undefined ? storable(end.report) : null,
      failure_key: end.status === 'failed' ? end.key : null,
      failure_params: end.status === 'failed' ? storable(end.params ?? {}) : null,
    })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

/**
 * Asks for a job's cancel: a queued one is cancelled at once, a running one is told (its runner stops it).
 * Answers the job's status after, or null when it had ended already (or does not exist).
 */
export async function requestCancel(db: Database, id: number): Promise<JobStatus | null> {
  const [row] = rowsOf<{ status: JobStatus }>(
    await db.execute(sql`update ${jobs} set cancel_requested = true,
      status = case when status = 'queued' then 'cancelled' else status end,
      finished_at = case when status = 'queued' then now() else finished_at end
      where id = ${id} and status in ('queued', 'running')
      returning status`),
  );
  return row?.status ?? null;
}

/** Leaves a running job for the next start (or another server) to take up again: stale at once. */
export async function leaveForRestart(db: Database, id: number): Promise<void> {
  await db
    .update(jobs)
    .set({ heartbeat_at: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

/** Running jobs whose server gave no sign of life for `staleAfterMs`, except those running here. */
export async function staleJobs(db: Database, staleAfterMs: number, runningHere: number[]) {
  return rowsOf<{ id: number; kind: string; cancel_requested: boolean }>(
    await db.execute(sql`select id, kind, cancel_requested from ${jobs}
      where status = 'running'
        and (heartbeat_at is null or heartbeat_at < now() - make_interval(secs => ${staleAfterMs / 1000}))
        and not (id = any(${`{${runningHere.join(',')}}`}::int[]))
      order by id`),
  );
}

/** A stopped job to run again from its input. */
export async function requeueJob(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({ status: 'queued', heartbeat_at: null, stage: null, progress: 0, total: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
