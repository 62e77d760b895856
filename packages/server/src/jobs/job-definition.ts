import type { Database } from '../db/database.ts';
import type { JobWarning } from '../db/schema.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { MutationResult } from '../graphql/results.ts';
import type { Translate } from '../i18n.ts';
import type { JobRow } from './job-rows.ts';

/** What a job's `run` is handed. */
export interface JobContext<Input> {
  /** The job's id: what its writes may be marked with, to find them again (an import undone). */
  id: number;
  /** What `startJob` was given, as stored (JSON). */
  input: Input;
  /**
   * Says where the job is: `n` of `m` done in `stage` (a key of the domain's `Job.stages`). Written at
   * once, so that the job's screen shows it; call it per batch, not per row.
   */
  reportProgress(stage: string, n: number, m: number): Promise<void>;
  /** Logs a warning (a domain message key and its values); the job goes on. */
  warn(key: string, params?: JobWarning['params']): Promise<void>;
  /** Aborted when the job is cancelled or the server stops: see the contract at defineJob. */
  signal: AbortSignal;
  db: Database;
}

/** The answer of a mutation that starts a job: the job, or why it did not start. */
export type StartedJob = MutationResult & { job: JobRow | null };

/**
 * How a done job of a kind is undone, from wherever it is listed (the Jobs screen): an import's records
 * deleted, a bulk edit's changes taken back — each by a job of its own.
 */
export interface JobUndo {
  /** Whether the caller may undo `job` now: it wrote something, and is not undone nor being undone. */
  possible(ctx: GraphQLContext, job: JobRow): Promise<boolean>;
  /** Starts the undo's job, or answers why it cannot (checked again: the list may be old). */
  start(ctx: GraphQLContext, job: JobRow): Promise<StartedJob>;
}

export interface JobDefinition<Input = unknown, Result = unknown> {
  kind: string;
  /** Whether a job the server stopped may run again from its input when the server starts. */
  resumable: boolean;
  run(ctx: JobContext<Input>): Promise<Result>;
  /** What a done job did, in a line of the caller's language, from its report. */
  summary?(t: Translate, report: Result): string | null;
  undo?: JobUndo;
}

/**
 * A failure the job expects (a file that cannot be read): the job ends `failed` with this message,
 * translated when read. Any other error ends it with `Job.error_failed`, and is logged.
 */
export class JobFailure extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/**
 * One kind of long work. `run` answers the job's report (JSON), which the job's owner reads when it is
 * done.
 *
 * The contract of a job's writes, which the runner cannot keep for it:
 * - A cancelled or stopped job leaves nothing half-written. When `signal` aborts, `run` stops at its next
 *   check (`signal.throwIfAborted()`) and either throws inside the transaction holding its writes, so
 *   that they roll back, or undoes the steps it had committed before it throws. Steps that are each whole
 *   on their own (the melodic index of a batch of incipits, derived again from their PAE) need neither.
 * - Transactions stay short (a batch): on PGlite an open transaction holds the whole database, so that
 *   every request waits for it, the job's own progress and its cancel among them.
 * - `resumable: true` only when running again from the input after a stop is safe: on the server's next
 *   start, such a job runs again; any other job it stopped ends `failed` with the reason said.
 */
export function defineJob<Input, Result>(
  kind: string,
  definition: Omit<JobDefinition<Input, Result>, 'kind' | 'resumable'> & { resumable?: boolean },
): JobDefinition<Input, Result> {
  return { ...definition, kind, resumable: definition.resumable ?? false };
}
