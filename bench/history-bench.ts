import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { configFromEnv } from '../packages/server/src/config.ts';
import { type OpenDatabase, rowsOf } from '../packages/server/src/db/database.ts';
import { buildApp } from '../packages/server/src/http/app.ts';
import { inputOf, itemInput } from '../packages/server/src/test/catalogue-inputs.ts';
import { type FreshDatabase, onEachDatabase } from './each-database.ts';
import { httpApi, registerAdmin, seedEditorScore } from './editor-seed.ts';
import { GET_SCORE } from './score-bench.ts';
import { median } from './score-editor.ts';
import { sized, sizedFromEnv } from './smoke.ts';

// A record's history: a fully populated score (3 parts, 10 incipits) saved again and again through the
// API, each save changing its notes and every tenth an incipit; then its whole history read over HTTP in
// pages of 100 (author and summary, as the History tab lists it) against the same pages answered over HTTP
// from their bare SQL by a bare node:http endpoint (the floor, as getScore's), and a diff of its first and
// last version over HTTP, interleaved rounds.

export const HISTORY_LIST_GOAL = 1.5;
export const HISTORY_DIFF_GOAL_MS = 50;
const PAGE = 100;
const ROUNDS = sized(20, 2);

const LIST = `query H($id: Int!, $after: String) {
  revisions(type: score, id: $id, first: ${PAGE}, after: $after) {
    total endCursor hasNextPage items { id action created_at author summary restored_from } } }`;

const DIFF = `query D($id: Int!, $from: Int!, $to: Int) {
  revisionDiff(type: score, id: $id, from: $from, to: $to) {
    fields { field label change before after words { text change }
      items { position label change incipit_before { pae } incipit_after { pae }
        fields { field label change before after } } } } }`;

/** One page of the history as JSON, as one writes it by hand: the rows with their authors, and the count. */
const barePage = (id: number, offset: number) => sql`
  select json_build_object(
    'total', (select count(*) from revisions c where c.record_type = 'score' and c.record_id = ${id}),
    'items', coalesce(json_agg(json_build_object('id', r.id, 'action', r.action, 'created_at', r.created_at,
      'author', r.author, 'summary', r.summary, 'restored_from', r.cause) order by r.id desc), '[]'::json)
  )::text as page
  from (select r.*, u.name as author from revisions r left join users u on u.id = r.user_id
    where r.record_type = 'score' and r.record_id = ${id}
    order by r.id desc limit ${PAGE} offset ${offset}) r`;

/**
 * The floor: a bare node:http endpoint answering a page as JSON from that one statement, on the server's
 * database (what the server adds is GraphQL, the session, the summaries in the caller's language).
 */
async function floorServer(db: OpenDatabase['db']): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    // The bare HTTP round trip alone: what a signed-in request costs above it is the server's per-request floor.
    if (url.searchParams.has('nothing')) return void response.writeHead(200).end('{}');
    const id = Number(url.searchParams.get('id'));
    const offset = Number(url.searchParams.get('offset'));
    db.execute(barePage(id, offset)).then(
      (result) => {
        const [row] = rowsOf<{ page: string }>(result);
        response.writeHead(200, { 'content-type': 'application/json' }).end(row.page);
      },
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function saveAgain(api: ReturnType<typeof httpApi>, id: number, round: number) {
  const { getScore } = (await api(GET_SCORE, { id })) as { getScore: Record<string, never> };
  const changes: Record<string, unknown> = { notes: `Durchgesehen, Runde ${round}: Stimmen verglichen.` };
  if (round % 10 === 0) {
    const incipits = itemInput(getScore.incipits as unknown as Record<string, unknown>[]).map((incipit, i) =>
      i === round % 3 ? { ...incipit, tempo: `Allegro ${round}` } : incipit,
    );
    changes.incipits = incipits;
  }
  const input = inputOf('Score', getScore, changes);
  const answer = (await api(
    'mutation U($input: ScoreInput!) { upsertScore(input: $input) { success errors { path key } } }',
    { input },
  )) as { upsertScore: { success: boolean; errors: unknown } };
  if (!answer.upsertScore.success)
    throw new Error(`save refused: ${JSON.stringify(answer.upsertScore.errors)}`);
}

export async function benchHistory(
  label: string,
  database: OpenDatabase,
  count: number,
  log: (line: string) => void,
) {
  const { db } = database;
  // 500 saves and the rounds' requests are more than a client may send in a minute.
  const config = configFromEnv({ RATE_LIMIT_PER_MINUTE: '100000000' });
  const app = await buildApp({ config, db, logger: false, webDist: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const origin = `http://127.0.0.1:${address.port}`;
  try {
    const api = httpApi(origin, await registerAdmin(origin));
    const id = await seedEditorScore(api);
    const started = performance.now();
    for (let round = 1; round < count; round++) await saveAgain(api, id, round);
    log(`${label}: ${count} revisions saved in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const viaServer = async () => {
      const ids: number[] = [];
      let after: string | null = null;
      do {
        const data = (await api(LIST, { id, after })) as {
          revisions: { items: { id: number }[]; endCursor: string | null; hasNextPage: boolean };
        };
        ids.push(...data.revisions.items.map((item) => item.id));
        after = data.revisions.hasNextPage ? data.revisions.endCursor : null;
      } while (after !== null);
      return ids;
    };
    const floor = await floorServer(db);
    const bareSql = async () => {
      const ids: number[] = [];
      for (let offset = 0; offset < count; offset += PAGE) {
        const response = await fetch(`${floor.origin}/?id=${id}&offset=${offset}`);
        const page = (await response.json()) as { items: { id: number }[] };
        ids.push(...page.items.map((item) => item.id));
      }
      return ids;
    };
    const [served, bare] = [await viaServer(), await bareSql()];
    if (served.length !== count || served.join() !== bare.join())
      throw new Error(`the server listed ${served.length} revisions, the bare SQL ${bare.length}`);
    const first = served[served.length - 1];
    const last = served[0];
    const diff = () => api(DIFF, { id, from: first, to: last });
    // What any signed-in GraphQL request costs here (the session, GraphQL, HTTP), as many as the pages.
    const requests = async () => {
      for (let offset = 0; offset < count; offset += PAGE) await api('{ me { id } }');
    };
    const bareRequests = async () => {
      for (let offset = 0; offset < count; offset += PAGE)
        await (await fetch(`${floor.origin}/?nothing`)).json();
    };
    const server: number[] = [];
    const floors: number[] = [];
    const diffs: number[] = [];
    const signedIn: number[] = [];
    const bareTimes: number[] = [];
    const timed = async (fn: () => Promise<unknown>, into: number[]) => {
      const start = performance.now();
      await fn();
      into.push(performance.now() - start);
    };
    for (let warm = 0; warm < 3; warm++) {
      await viaServer();
      await bareSql();
      await diff();
      await requests();
      await bareRequests();
    }
    for (let round = 0; round < ROUNDS; round++) {
      await timed(bareSql, floors);
      await timed(viaServer, server);
      await timed(diff, diffs);
      await timed(requests, signedIn);
      await timed(bareRequests, bareTimes);
    }
    await floor.close();
    return {
      server: median(server),
      floor: median(floors),
      diff: median(diffs),
      requests: median(signedIn),
      bareRequests: median(bareTimes),
    };
  } finally {
    await app.close();
  }
}

/** The part: PGlite, then PostgreSQL when given; answers its summary lines. */
export async function runHistoryPart(
  out: (line?: string) => void,
  log: (line: string) => void,
  postgres?: FreshDatabase,
): Promise<string[]> {
  const count = sizedFromEnv('HISTORY_REVISIONS', 500, 20);
  out(`\nHistory: a fully populated score's ${count} revisions listed over HTTP in pages of ${PAGE}`);
  out('   (author, summary) against the same pages from their bare SQL by a bare HTTP endpoint;');
  out(`   its first and last version diffed over HTTP; ${ROUNDS} rounds interleaved`);
  return onEachDatabase('history', out, postgres, async (label, database) => {
    const result = await benchHistory(label, database, count, log);
    const ratio = result.server / result.floor;
    const listOk = ratio <= HISTORY_LIST_GOAL;
    const diffOk = result.diff <= HISTORY_DIFF_GOAL_MS;
    out(
      `   ${label.padEnd(24)} list ${result.server.toFixed(1)} ms   floor ${result.floor.toFixed(1)} ms   ${ratio.toFixed(2)}×   goal ≤ ${HISTORY_LIST_GOAL}×   ${listOk ? 'PASS' : 'FAIL'}`,
    );
    // The floor with what any signed-in GraphQL request costs the server above a bare HTTP round trip (its
    // session's statement, GraphQL, the framework): what a page of the list cannot go below.
    const requestFloor = result.floor + result.requests - result.bareRequests;
    out(
      `   ${''.padEnd(24)} as many signed-in requests answering { me { id } }: ${result.requests.toFixed(1)} ms, bare HTTP round trips ${result.bareRequests.toFixed(1)} ms`,
    );
    out(
      `   ${''.padEnd(24)} the floor with a signed-in request's own cost ${requestFloor.toFixed(1)} ms: ${(result.server / requestFloor).toFixed(2)}× (context)`,
    );
    out(
      `   ${''.padEnd(24)} diff of the first and last version ${result.diff.toFixed(1)} ms   goal ≤ ${HISTORY_DIFF_GOAL_MS} ms   ${diffOk ? 'PASS' : 'FAIL'}`,
    );
    return `${label.split(' ')[0]} history list ${ratio.toFixed(2)}× ${listOk ? 'PASS' : 'FAIL'}, diff ${result.diff.toFixed(0)} ms ${diffOk ? 'PASS' : 'FAIL'}`;
  });
}
