import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import { graphileDispatch } from './graphile-dispatch.ts';
import { inProcessDispatch } from './in-process-dispatch.ts';
import type { JobDefinition } from './job-definition.ts';
import { type JobRunner, type JobRunnerTimes, startJobRunner } from './job-runner.ts';

// One process holds a PGlite folder: every job left running at its start is its own, stopped.
const pgliteTimes: JobRunnerTimes = { checkEveryMs: 500, staleAfterMs: 0, sweepEveryMs: null };
// On PostgreSQL other servers may be running jobs: only one silent for half a minute is taken as stopped.
const postgresTimes: JobRunnerTimes = { checkEveryMs: 1000, staleAfterMs: 30_000, sweepEveryMs: 10_000 };

/** The pool behind a node-postgres database; none for PGlite. */
function poolOf(db: Database): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

export interface JobRunnerOptions {
  /** The kinds of job this server runs instead of the app's (tests run theirs beside the app's). */
  definitions?: readonly JobDefinition[];
  times?: Partial<JobRunnerTimes>;
}

/** This server's job runner: graphile-worker dispatches on PostgreSQL, the server's own queue on PGlite. */
export function openJobRunner(
  db: Database,
  log: FastifyBaseLogger,
  kinds: readonly JobDefinition[],
  options: JobRunnerOptions = {},
): Promise<JobRunner> {
  const pool = poolOf(db);
  return startJobRunner({
    db,
    definitions: options.definitions ?? kinds,
    dispatch: pool ? graphileDispatch(pool, log) : inProcessDispatch(db, log),
    log,
    times: { ...(pool ? postgresTimes : pgliteTimes), ...options.times },
  });
}
