import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/database.ts';
import type { Jobs } from '../graphql/context.ts';
import { type JobContext, type JobDefinition, JobFailure } from './job-definition.ts';
import {
  addWarning,
  beat,
  claimJob,
  finishJob,
  insertJob,
  type JobEnd,
  leaveForRestart,
  queuedJobs,
  requestCancel,
  requeueJob,
  staleJobs,
  writeProgress,
} from './job-rows.ts';

/** What hands queued jobs to the runner: graphile-worker on PostgreSQL, the server's own queue on PGlite. */
export interface JobDispatch {
  /** From now on, `run` is called with each queued job's id, one job at a time per server. */
  start(run: (id: number) => Promise<void>): Promise<void>;
  /** Hands a job on, in the transaction that queues it (on PostgreSQL the queue's row goes with it). */
  enqueue(tx: Executor, id: number): Promise<void>;
  /** Once that transaction is committed: the in-process queue looks for work. */
  wake(): void;
  /** Takes no more jobs, and waits for the one being handed over. */
  stop(): Promise<void>;
}

export interface JobRunnerTimes {
  /** How often a running job writes its sign of life and reads whether it is to be cancelled. */
  checkEveryMs: number;
  /** A running job without a sign of life for this long belongs to a server that stopped. */
  staleAfterMs: number;
  /** How often the runner looks for such jobs after its start (null: at its start only). */
  sweepEveryMs: number | null;
}

export interface JobRunner extends Jobs {
  /** Stops the running jobs (see defineJob's contract) and takes no more. */
  stop(): Promise<void>;
}

// Why a running job's signal aborted.
const CANCEL = 'cancel';
const SHUTDOWN = 'shutdown';

interface Running {
  controller: AbortController;
  finished: Promise<void>;
}

/**
 * Starts the one job runner of this server over `db`: first the jobs a stopped server left running are
 * resumed (when their definition is resumable) or failed, then `dispatch` hands it the queued ones.
 */
export async function startJobRunner(options: {
  db: Database;
  definitions: readonly JobDefinition[];
  dispatch: JobDispatch;
  log: FastifyBaseLogger;
  times: JobRunnerTimes;
}): Promise<JobRunner> {
  const { db, dispatch, log, times } = options;
  const definitions = new Map<string, JobDefinition>(options.definitions.map((d) => [d.kind, d]));
  const running = new Map<number, Running>();
  let stopping = false;

  /** Resumes or fails the jobs whose server stopped while they ran. */
  async function recover(): Promise<void> {
    for (const job of await staleJobs(db, times.staleAfterMs, [...running.keys()])) {
      const definition = definitions.get(job.kind);
      if (definition?.resumable && !job.cancel_requested) {
        const requeued = await db.transaction(async (tx) => {
          if (!(await requeueJob(tx, job.id))) return false;
          await dispatch.enqueue(tx, job.id);
          return true;
        });
        if (requeued) log.info({ job: job.id, kind: job.kind }, 'job resumed after a stop');
      } else {
        const end: JobEnd = job.cancel_requested
          ? { status: 'cancelled' }
          : { status: 'failed', key: 'Job.error_server_stopped' };
        await finishJob(db, job.id, end);
        log.warn({ job: job.id, kind: job.kind }, `job ${end.status}: its server stopped while it ran`);
      }
    }
    dispatch.wake();
  }

  function contextOf(id: number, input: unknown, controller: AbortController): JobContext<unknown> {
    const noteCancel = (cancel: boolean) => {
      if (cancel && !controller.signal.aborted) controller.abort(CANCEL);
    };
    return {
      id,
      input,
      signal: controller.signal,
      db,
      reportProgress: async (stage, n, m) => noteCancel(await writeProgress(db, id, { stage, n, m })),
      warn: (key, params) => addWarning(db, id, params ? { key, params } : { key }),
    };
  }

  /** How a run that threw ends: cancelled, stopped with the server, or failed with its reason. */
  async function endOfThrown(id: number, definition: JobDefinition, reason: unknown, error: unknown) {
    if (reason === CANCEL) return finishJob(db, id, { status: 'cancelled' });
    if (reason === SHUTDOWN) {
      if (definition.resumable) return leaveForRestart(db, id);
      return finishJob(db, id, { status: 'failed', key: 'Job.error_server_stopped' });
    }
    if (error instanceof JobFailure)
      return finishJob(db, id, { status: 'failed', key: error.key, params: error.params });
    log.error({ err: error, job: id, kind: definition.kind }, 'job failed');
    return finishJob(db, id, { status: 'failed', key: 'Job.error_failed' });
  }

  async function execute(id: number, definition: JobDefinition, input: unknown, controller: AbortController) {
    const watch = setInterval(() => {
      beat(db, id)
        .then((cancel) => {
          if (cancel && !controller.signal.aborted) controller.abort(CANCEL);
        })
        .catch((error: Error) => log.warn({ err: error, job: id }, 'job heartbeat failed'));
    }, times.checkEveryMs);
    try {
      const report = await definition.run(contextOf(id, input, controller));
      // A run that finished its last step whole is done, even if a cancel came meanwhile.
      await finishJob(db, id, { status: 'done', report: report ?? null });
    } catch (error) {
      const reason = controller.signal.aborted ? controller.signal.reason : null;
      await endOfThrown(id, definition, reason, error);
    } finally {
      clearInterval(watch);
    }
  }

  /** Runs one queued job to its end; a job another server took, or that was cancelled, is left alone. */
  async function runJob(id: number): Promise<void> {
    // Thrown, so that graphile-worker keeps the job for a later attempt rather than dropping it.
    if (stopping) throw new Error('the job runner is stopping');
    const job = await claimJob(db, id);
    if (!job) return;
    const definition = definitions.get(job.kind);
    if (!definition) return finishJob(db, id, { status: 'failed', key: 'Job.error_unknown_kind' });
    const controller = new AbortController();
    // A cancel asked for between its queueing and now.
    if (job.cancel_requested) controller.abort(CANCEL);
    const finished = execute(id, definition, job.input, controller);
    running.set(id, { controller, finished });
    try {
      await finished;
    } finally {
      running.delete(id);
    }
  }

  await recover();
  // Queued jobs whose queue entry went missing (a database restored from a backup, which holds our table
  // but not graphile-worker's) are handed on again; a second entry of a job is a no-op, as its claim fails.
  for (const id of await queuedJobs(db)) await dispatch.enqueue(db, id);
  await dispatch.start(runJob);
  const sweep =
    times.sweepEveryMs === null
      ? null
      : setInterval(() => {
          recover().catch((error: Error) => log.error({ err: error }, 'looking for stopped jobs failed'));
        }, times.sweepEveryMs);

  return {
    async startJob(kind, input, ownerId) {
      if (!definitions.has(kind)) throw new Error(`No job is defined as ${kind}`);
      const id = await db.transaction(async (tx) => {
        const created = await insertJob(tx, kind, input, ownerId);
        await dispatch.enqueue(tx, created);
        return created;
      });
      dispatch.wake();
      return id;
    },
    async cancelJob(id) {
      const status = await requestCancel(db, id);
      if (status === null) return null;
      if (status === 'cancelled') return 'cancelled';
      // Running here: stopped now rather than at its next check.
      running.get(id)?.controller.abort(CANCEL);
      return 'cancel_requested';
    },
    async stop() {
      stopping = true;
      if (sweep) clearInterval(sweep);
      const dispatchStopped = dispatch.stop();
      for (const { controller } of running.values()) controller.abort(SHUTDOWN);
      await Promise.all([...running.values()].map((r) => r.finished));
      await dispatchStopped;
    },
  };
}
