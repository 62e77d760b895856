import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/database.ts';
import { jobs } from '../db/schema.ts';
import { jobKinds } from '../http/job-kinds.ts';
import { CatalogueApi, Fixtures } from '../test/catalogue.ts';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from '../test/harness.ts';
import { defineJob, JobFailure } from './job-definition.ts';

const JOB_FIELDS = `id kind status stage progress total warnings warning_count report message message_key
  cancel_requested created_at started_at finished_at`;
const JOB = `query J($id: Int!) { job(id: $id) { ${JOB_FIELDS} } }`;
const JOBS = `query L($first: Int, $after: String) { jobs(first: $first, after: $after) {
  total endCursor hasNextPage items { id kind status } } }`;
const CANCEL = 'mutation C($id: Int!) { cancelJob(id: $id) { success message } }';
const REBUILD = `mutation { rebuildMelodyIndex { success message job { ${JOB_FIELDS} } } }`;

/**
 * The jobs these tests start: each writes one row per step, each step its own transaction, and waits at
 * the gate before the next; stopped, it deletes the rows it wrote (defineJob's contract, the undone steps).
 */
function closedGate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
let gate = closedGate();
const openGate = () => {
  gate.open();
  gate = closedGate();
};

const stepsJob = (kind: string, resumable: boolean) =>
  defineJob<{ steps: number }, { rows: number }>(kind, {
    resumable,
    async run({ id, db, input, signal, reportProgress, warn }) {
      const aborted = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      try {
        for (let n = 1; n <= input.steps; n++) {
          await db.execute(sql`insert into job_test_rows (job_id, n) values (${id}, ${n})`);
          await reportProgress('test_rows', n, input.steps);
          if (n === 1) await warn('Job.error_failed');
          if (n < input.steps) await Promise.race([gate.promise, aborted]);
          signal.throwIfAborted();
        }
      } catch (error) {
        await db.execute(sql`delete from job_test_rows where job_id = ${id}`);
        throw error;
      }
      return { rows: input.steps };
    },
  });

/** Answers (or fails with) text as a file it read may hold it: a NUL and a lone surrogate in it. */
const echoJob = defineJob<{ steps: number }, { text: string }>('test-echo', {
  async run({ input }) {
    if (input.steps === 0)
      throw new JobFailure('Marc.error_malformed', { line: 1, reason: 'a\u0000b\uD800c' });
    return { text: 'a\u0000b\uD800c' };
  },
});

const definitions = [
  ...jobKinds,
  stepsJob('test-steps', false),
  stepsJob('test-steps-resumable', true),
  echoJob,
];

describe.each(databaseKinds)('jobs on %s', (kind) => {
  let server: TestServer;
  let admin: { id: number; token: string };
  let owner: { id: number; token: string };
  let other: { id: number; token: string };

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { jobs: { definitions, times: { checkEveryMs: 50 } } });
    admin = await createUser(server.db, { permission: 1 });
    owner = await createUser(server.db, { permission: 2 });
    other = await createUser(server.db, { permission: 2 });
    await server.db.execute(sql`create table job_test_rows (job_id int, n int)`);
  });
  afterAll(() => server.close());

  const call = (
    query: string,
    variables: Record<string, unknown>,
    token?: string,
    locale: 'en' | 'de' = 'en',
  ) => gql(server.app, { query, variables, token, locale });
  const read = async (id: number, token = owner.token) => {
    const answer = await call(JOB, { id }, token);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data.job;
  };
  /** Reads the job until `until` holds of it (the runner works beside the requests). */
  const waitFor = async (id: number, until: (job: Record<string, unknown>) => boolean) => {
    for (let tries = 0; tries < 400; tries++) {
      const job = await read(id, admin.token);
      if (until(job)) return job;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(
      `job ${id} never reached the state looked for: ${JSON.stringify(await read(id, admin.token))}`,
    );
  };
  const rowsOfJob = async (id: number) =>
    rowsOf<{ n: number }>(
      await server.db.execute(sql`select n from job_test_rows where job_id = ${id} order by n`),
    ).map((row) => row.n);
  const start = (jobKind: string, steps: number, ownerId = owner.id) =>
    server.app.jobs.startJob(jobKind, { steps }, ownerId);

  it('rebuilds the melodic index as a job an administrator starts, to done with its progress', async () => {
    const fx = new Fixtures(new CatalogueApi(server, admin.token));
    for (const pae of ["'4CDEF8GA4B''2C/", "''4C'A''D'G/''2E,,C/"])
      await fx.score({ incipits: [{ clef: 'G-2', time_signature: 'c', pae, is_text_incipit: false }] });
    await server.db.execute(sql`delete from incipit_melodies`);

    const answer = (await call(REBUILD, {}, admin.token)).data.rebuildMelodyIndex;
    expect(answer).toMatchObject({ success: true, message: 'The job has started.' });
    expect(answer.job).toMatchObject({ kind: 'melody-rebuild', cancel_requested: false, message: null });
    const done = await waitFor(answer.job.id, (job) => job.status === 'done');
    expect(done).toMatchObject({ stage: 'melody_incipits', progress: 2, total: 2, report: '{"incipits":2}' });
    expect(done.finished_at >= done.started_at && done.started_at >= done.created_at).toBe(true);
    const [{ n }] = rowsOf<{ n: number }>(
      await server.db.execute(sql`select count(*)::int as n from incipit_melodies`),
    );
    expect(n).toBe(2);
  });

  it('reports n of m per step and its warnings while it runs, and its report when done', async () => {
    const id = await start('test-steps', 3);
    let job = await waitFor(id, (j) => j.progress === 1);
    expect(job).toMatchObject({ status: 'running', stage: 'test_rows', total: 3, warning_count: 1 });
    expect(job.warnings).toEqual(['The job failed unexpectedly. Please try again later.']);
    openGate();
    job = await waitFor(id, (j) => j.progress === 2);
    openGate();
    job = await waitFor(id, (j) => j.status === 'done');
    expect(job).toMatchObject({ progress: 3, total: 3, report: '{"rows":3}', message: null });
    expect(await rowsOfJob(id)).toEqual([1, 2, 3]);
  });

  it('stores a report or a failure holding text the database refuses, made storable', async () => {
    const done = await waitFor(await start('test-echo', 1), (j) => j.status === 'done');
    expect(JSON.parse(done.report as string)).toEqual({ text: 'ab\uFFFDc' });
    const failed = await waitFor(await start('test-echo', 0), (j) => j.status === 'failed');
    expect(failed).toMatchObject({ message_key: 'Marc.error_malformed' });
    expect(failed.message).toContain('ab\uFFFDc');
  });

  it('cancels a queued job at once, and a running one leaving nothing it wrote', async () => {
    const running = await start('test-steps', 3);
    await waitFor(running, (j) => j.progress === 1);
    const queued = await start('test-steps', 2);
    expect(await read(queued)).toMatchObject({ status: 'queued' });
    expect((await call(CANCEL, { id: queued }, owner.token)).data.cancelJob).toEqual({
      success: true,
      message: 'The job is cancelled.',
    });
    expect(await read(queued)).toMatchObject({ status: 'cancelled', cancel_requested: true });

    expect(await rowsOfJob(running)).toEqual([1]);
    expect((await call(CANCEL, { id: running }, owner.token)).data.cancelJob).toEqual({
      success: true,
      message: 'The job is being cancelled.',
    });
    const cancelled = await waitFor(running, (j) => j.status === 'cancelled');
    expect(cancelled.finished_at).not.toBeNull();
    expect(await rowsOfJob(running)).toEqual([]);
    expect((await call(CANCEL, { id: running }, owner.token, 'de')).data.cancelJob).toEqual({
      success: false,
      message: 'Dieser Auftrag ist schon beendet und kann nicht abgebrochen werden.',
    });
    // The queued one never ran.
    expect(await rowsOfJob(queued)).toEqual([]);
    expect(await read(queued)).toMatchObject({ status: 'cancelled', started_at: null });
  });

  it('ends a job the server stopped as failed with the reason, or resumes it when it may run again', async () => {
    const stopped = await start('test-steps', 2);
    await waitFor(stopped, (j) => j.progress === 1);
    const resumable = await start('test-steps-resumable', 2);
    await server.restart();

    const failed = await waitFor(stopped, (j) => j.status === 'failed');
    expect(failed).toMatchObject({
      message: 'The server stopped while this job ran.',
      message_key: 'Job.error_server_stopped',
    });
    expect((await call(JOB, { id: stopped }, owner.token, 'de')).data.job.message).toBe(
      'Der Server wurde angehalten, während dieser Auftrag lief.',
    );
    expect(await rowsOfJob(stopped)).toEqual([]);

    await waitFor(resumable, (j) => j.status === 'running' && j.progress === 1);
    openGate();
    expect(await waitFor(resumable, (j) => j.status === 'done')).toMatchObject({ progress: 2, total: 2 });
    expect(await rowsOfJob(resumable)).toEqual([1, 2]);
  });

  it('takes up what a server that died left: resumed, or failed with the reason; and what it left queued', async () => {
    // What a server killed mid-job leaves: rows running, their last sign of life long ago.
    const left = async (jobKind: string, input: unknown) => {
      const [row] = await server.db
        .insert(jobs)
        .values({
          kind: jobKind,
          owner_id: owner.id,
          input,
          status: 'running',
          started_at: sql`now()`,
          heartbeat_at: sql`now() - interval '1 hour'`,
        })
        .returning({ id: jobs.id });
      return row.id;
    };
    const rebuild = await left('melody-rebuild', { batch: 1 });
    const steps = await left('test-steps', { steps: 2 });
    // And one queued, without an entry in graphile-worker's queue: as a restored backup leaves it.
    const [waiting] = await server.db
      .insert(jobs)
      .values({ kind: 'melody-rebuild', owner_id: owner.id, input: {} })
      .returning({ id: jobs.id });
    await server.restart();
    expect(await waitFor(waiting.id, (j) => j.status === 'done')).toMatchObject({ progress: 2, total: 2 });
    expect(await waitFor(rebuild, (j) => j.status === 'done')).toMatchObject({ progress: 2, total: 2 });
    expect(await waitFor(steps, (j) => j.status === 'failed')).toMatchObject({
      message_key: 'Job.error_server_stopped',
    });
  });

  it("lets no one read or cancel another user's job but administrators, and visitors nothing", async () => {
    const id = await start('test-steps', 2);
    await waitFor(id, (j) => j.progress === 1);
    const notFound = await call(JOB, { id }, other.token);
    expect(notFound.data.job).toBeNull();
    expect(notFound.errors[0]).toMatchObject({
      message: 'This job does not exist, or it is not yours.',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await call(CANCEL, { id }, other.token)).data.cancelJob).toEqual({
      success: false,
      message: 'This job does not exist, or it is not yours.',
    });
    const theirs = (await call(JOBS, {}, other.token)).data.jobs;
    expect(theirs).toMatchObject({ total: 0, items: [] });
    const owners = (await call(JOBS, { first: 2 }, owner.token)).data.jobs;
    expect(owners.items[0]).toMatchObject({ id, status: 'running' });
    expect(owners).toMatchObject({ hasNextPage: true, endCursor: '2' });

    const visitor = await call(JOB, { id }, undefined, 'de');
    expect(visitor.errors[0].message).toBe('Bitte melden Sie sich zuerst an.');
    expect((await call(JOBS, {})).errors[0].message).toBe('Please log in first.');
    expect((await call(CANCEL, { id })).data.cancelJob.success).toBe(false);
    expect((await call(REBUILD, {}, owner.token)).data.rebuildMelodyIndex).toMatchObject({
      success: false,
      message: 'You are not allowed to do this.',
      job: null,
    });

    expect((await read(id, admin.token)).kind).toBe('test-steps');
    expect(
      (await call(JOBS, { first: 100 }, admin.token)).data.jobs.items.map((j: { id: number }) => j.id),
    ).toContain(id);
    expect((await call(CANCEL, { id }, admin.token)).data.cancelJob.success).toBe(true);
    await waitFor(id, (j) => j.status === 'cancelled');
  });

  it('answers ids and pages that name no job with a translated refusal', async () => {
    for (const id of [0, -1, 2_000_000_000]) {
      const answer = await call(JOB, { id }, admin.token, 'de');
      expect(answer.errors[0]).toMatchObject({
        message: 'Diesen Auftrag gibt es nicht, oder er gehört nicht Ihnen.',
        extensions: { code: 'NOT_FOUND' },
      });
      expect((await call(CANCEL, { id }, admin.token)).data.cancelJob.message).toBe(
        'This job does not exist, or it is not yours.',
      );
    }
    for (const paging of [{ first: 101 }, { after: 'x' }]) {
      expect((await call(JOBS, paging, owner.token)).errors[0]).toMatchObject({
        message: 'The request could not be understood.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });
});
