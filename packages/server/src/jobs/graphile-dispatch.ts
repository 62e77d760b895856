import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Logger, type Runner, run } from 'graphile-worker';
import type pg from 'pg';
import type { Executor } from '../db/database.ts';
import type { JobDispatch } from './job-runner.ts';

/** The one task graphile-worker runs: a row of our jobs table, named by its id. */
const TASK = 'fontes_job';
/** A job graphile-worker handed a stopping server is tried again (by the next start, or another server). */
const ATTEMPTS = 5;

/** graphile-worker's lines in the server's log, its chatter at debug level. */
function loggerFor(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level, message, meta) => {
    const fields = { queue: 'graphile-worker', ...scope, ...meta };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else log.debug(fields, message);
  });
}

/**
 * PostgreSQL's dispatch: graphile-worker on the server's own pool. It learns of a new job by
 * LISTEN/NOTIFY (no polling), and its `add_job` is SQL, so a job's row and its queue entry are written
 * in one transaction. Several servers on one database share the queue; each runs one job at a time.
 */
export function graphileDispatch(pool: pg.Pool, log: FastifyBaseLogger): JobDispatch {
  let runner: Runner | null = null;
  return {
    async start(runJob) {
      runner = await run({
        pgPool: pool,
        concurrency: 1,
        noHandleSignals: true,
        logger: loggerFor(log),
        taskList: { [TASK]: (payload) => runJob((payload as { id: number }).id) },
      });
    },
    async enqueue(tx: Executor, id: number) {
      await tx.execute(
        sql`select graphile_worker.add_job(${TASK}, json_build_object('id', ${id}::int), max_attempts => ${ATTEMPTS})`,
      );
    },
    wake() {},
    async stop() {
      await runner?.stop();
    },
  };
}
