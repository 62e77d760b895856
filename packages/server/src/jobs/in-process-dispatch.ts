import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { nextQueuedJob } from './job-rows.ts';
import type { JobDispatch } from './job-runner.ts';

/**
 * PGlite's dispatch: the jobs table is the queue, worked through in this process one job at a time (one
 * process holds a PGlite folder, and it has one connection: a second job would only wait for the first).
 */
export function inProcessDispatch(db: Database, log: FastifyBaseLogger): JobDispatch {
  let run: ((id: number) => Promise<void>) | null = null;
  let working: Promise<void> | null = null;
  let lookAgain = false;
  let stopped = false;

  async function workThrough(): Promise<void> {
    while (!stopped && run) {
      const id = await nextQueuedJob(db);
      if (id === null) return;
      await run(id);
    }
  }

  function wake(): void {
    if (stopped || !run) return;
    // A job queued while the last look found none is seen by the next.
    if (working) {
      lookAgain = true;
      return;
    }
    working = workThrough()
      .catch((error: Error) => log.error({ err: error }, 'running queued jobs failed'))
      .finally(() => {
        working = null;
        if (lookAgain) {
          lookAgain = false;
          wake();
        }
      });
  }

  return {
    async start(runJob) {
      run = runJob;
      wake();
    },
    // The row is the queue's entry.
    async enqueue() {},
    wake,
    async stop() {
      stopped = true;
      await working;
    },
  };
}
