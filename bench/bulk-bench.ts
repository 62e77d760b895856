import { configFromEnv } from '../packages/server/src/config.ts';
import type { OpenDatabase } from '../packages/server/src/db/database.ts';
import { buildApp } from '../packages/server/src/http/app.ts';
import { inputOf } from '../packages/server/src/test/catalogue-inputs.ts';
import { createUser } from '../packages/server/src/test/harness.ts';
import { type FreshDatabase, onEachDatabase } from './each-database.ts';
import { GET_SCORE } from './score-bench.ts';
import { injectApi, seedScores, seedShared } from './score-seed.ts';
import { sizedFromEnv } from './smoke.ts';

// A bulk edit of many fully populated scores (a genre added to each) as a job, against single saves of
// the same change through the API: the time of the whole, and what it costs per record against a save
// of one. The single saves are timed on their own (the request and its answer); their inputs are read
// before the clock starts, as a form has them before its user saves.

export const BULK_PER_RECORD_GOAL = 1;
const SINGLES = 100;

export async function benchBulk(
  label: string,
  database: OpenDatabase,
  count: number,
  log: (line: string) => void,
) {
  const { db } = database;
  const config = configFromEnv({ RATE_LIMIT_PER_MINUTE: '100000000' });
  const app = await buildApp({ config, db, logger: false, webDist: '/nonexistent' });
  try {
    const user = await createUser(db, { permission: 2 });
    const api = injectApi(app, user.token);
    const shared = await seedShared(db, api, count + SINGLES);
    const ids = await seedScores(db, shared, count + SINGLES, log);
    log(`${label}: ${ids.length} scores seeded`);
    const singles = ids.slice(count);
    const bulkIds = ids.slice(0, count);

    // Single saves: the same change, one score a request.
    const inputs = [];
    for (const id of singles) {
      const { getScore } = (await api(GET_SCORE, { id })) as { getScore: Record<string, unknown> };
      const genres = (getScore.genres as { name: string }[]).map(({ name }) => ({ name }));
      inputs.push(inputOf('Score', getScore, { genres: [...genres, { name: 'Bulk-Gattung' }] }));
    }
    const singleStart = performance.now();
    for (const input of inputs) {
      const answer = (await api(
        'mutation U($input: ScoreInput!) { upsertScore(input: $input) { success errors { path key } } }',
        { input },
      )) as { upsertScore: { success: boolean; errors: unknown } };
      if (!answer.upsertScore.success)
        throw new Error(`save refused: ${JSON.stringify(answer.upsertScore.errors)}`);
    }
    const single = (performance.now() - singleStart) / inputs.length;

    // The bulk edit: one job over the others.
    const bulkStart = performance.now();
    const started = (await api(
      `mutation B($ids: [Int!]) { bulkEdit(type: score, ids: $ids, operation: { kind: add_genre, genre: "Bulk-Gattung" }) {
        success message job { id } } }`,
      { ids: bulkIds },
    )) as { bulkEdit: { success: boolean; message: string; job: { id: number } | null } };
    if (!started.bulkEdit.job) throw new Error(`bulk edit refused: ${started.bulkEdit.message}`);
    let report: { changed: number; failed: number } | null = null;
    while (!report) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const read = (await api('query J($id: Int!) { job(id: $id) { status report message } }', {
        id: started.bulkEdit.job.id,
      })) as { job: { status: string; report: string | null; message: string | null } };
      if (read.job.status === 'done') report = JSON.parse(read.job.report ?? '{}');
      else if (read.job.status !== 'queued' && read.job.status !== 'running')
        throw new Error(`the bulk edit ended ${read.job.status}: ${read.job.message}`);
    }
    const total = performance.now() - bulkStart;
    if (!report || report.changed !== count)
      throw new Error(`the bulk edit changed ${report?.changed} of ${count} (${report?.failed} refused)`);
    return { single, total, perRecord: total / count };
  } finally {
    await app.close();
  }
}

/** The part: PGlite, then PostgreSQL when given; answers its summary lines. */
export async function runBulkPart(
  out: (line?: string) => void,
  log: (line: string) => void,
  postgres?: FreshDatabase,
): Promise<string[]> {
  const count = sizedFromEnv('BULK_SCORES', 10_000, 20);
  out(
    `\nBulk edit: a genre added to ${count} fully populated scores as one job, against ${SINGLES} single saves`,
  );
  out('   of the same change through the API (per record)');
  return onEachDatabase('bulk', out, postgres, async (label, database) => {
    const result = await benchBulk(label, database, count, log);
    const ratio = result.perRecord / result.single;
    const ok = ratio <= BULK_PER_RECORD_GOAL;
    out(
      `   ${label.padEnd(24)} ${count} records in ${(result.total / 1000).toFixed(1)} s: ${result.perRecord.toFixed(1)} ms a record   single save ${result.single.toFixed(1)} ms   ${ratio.toFixed(2)}×   goal ≤ ${BULK_PER_RECORD_GOAL}×   ${ok ? 'PASS' : 'FAIL'}`,
    );
    return `${label.split(' ')[0]} bulk edit ${ratio.toFixed(2)}× a single save per record ${ok ? 'PASS' : 'FAIL'} (${(result.total / 1000).toFixed(0)} s for ${count})`;
  });
}
