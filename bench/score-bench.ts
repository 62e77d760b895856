import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { configFromEnv } from '../packages/server/src/config.ts';
import { type OpenDatabase, rowsOf } from '../packages/server/src/db/database.ts';
import { buildApp } from '../packages/server/src/http/app.ts';
import { FIELDS } from '../packages/server/src/test/catalogue-fields.ts';
import { createUser } from '../packages/server/src/test/harness.ts';
import { FLOOR_SQL, type QueryFn, startFloor } from './score-floor.ts';

const FLOOR_STATEMENT = 'bench_score_floor';

/** The query of node-postgres (a config with `name`) and of PGliteWithStatements (a `name` option). */
export interface NamedQueryClient {
  query(config: { name: string; text: string; values: unknown[] }): ReturnType<QueryFn>;
  query(text: string, params: unknown[], options: { name: string }): ReturnType<QueryFn>;
}

import {
  entriesOf,
  injectApi,
  largeScoreInput,
  type SharedRecords,
  saveVia,
  scoreInput,
  seedScores,
  seedShared,
  spareEntries,
} from './score-seed.ts';

/** What a score screen asks for: every field of the score, its lists and what they point at. */
export const GET_SCORE = `query GetScore($id: Int!) { getScore(id: $id) { ${FIELDS.Score} } }`;

export interface ScoreBenchResult {
  label: string;
  seedSeconds: number;
  scores: number;
  verified: string;
  sameData: string;
  latency: { floor: number; server: number; empty: number; ratio: number };
  throughput: { floor: number; server: number; ratio: number; clients: number; seconds: number };
  statements: { small: number; large: number; signedIn: number; floor: number };
  listSizes: { small: string; large: string };
}

export interface ScoreBenchOptions {
  scores?: number;
  rounds?: number;
  warmup?: number;
  clients?: number;
  /** Per side and round; two rounds, interleaved. */
  secondsPerRun?: number;
  log?: (line: string) => void;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Paths where two JSON values differ, key order ignored; `ignore` drops keys at any depth. */
export function differences(a: unknown, b: unknown, ignore: Set<string> = new Set(), path = '$'): string[] {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return [`${path}: ${a.length} items vs ${b.length}`];
    return a.flatMap((x, i) => differences(x, b[i], ignore, `${path}[${i}]`));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => !ignore.has(k)));
    return [...keys].flatMap((k) =>
      differences(
        (a as Record<string, unknown>)[k],
        (b as Record<string, unknown>)[k],
        ignore,
        `${path}.${k}`,
      ),
    );
  }
  return a === b ? [] : [`${path}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`];
}

/** Counts the SQL statements sent through the database client of this process. */
export function countStatements(database: OpenDatabase): { read(): number; restore(): void } {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  let count = 0;
  const wrapped = ['query', 'exec'].filter((name) => typeof client[name] === 'function');
  const originals = wrapped.map((name) => client[name] as (...args: unknown[]) => unknown);
  wrapped.forEach((name, i) => {
    client[name] = (...args: unknown[]) => {
      count++;
      return originals[i].apply(client, args);
    };
  });
  return {
    read: () => count,
    restore: () => {
      wrapped.forEach((name, i) => {
        client[name] = originals[i];
      });
    },
  };
}

function startWorker() {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url));
  const run = <T>(message: object) =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', (answer: { ok: boolean; result: T; error: string }) =>
        answer.ok ? resolve(answer.result) : reject(new Error(answer.error)),
      );
      worker.postMessage(message);
    });
  return { run, close: () => worker.terminate() };
}

const sizes = (record: Record<string, unknown[]>) =>
  ['parts', 'incipits', 'attributions', 'sources', 'publications', 'entries']
    .map((k) => `${record[k].length} ${k}`)
    .join(', ');

export async function benchScore(
  label: string,
  database: OpenDatabase,
  {
    scores = 10_000,
    rounds = 300,
    warmup = 40,
    clients = 10,
    secondsPerRun = 3,
    log = (_: string) => {},
  }: ScoreBenchOptions = {},
): Promise<ScoreBenchResult> {
  const { db } = database;
  // The database is dropped with (force) after the run: an idle pooled connection it ends is expected.
  (db as unknown as { $client: { on?: (event: string, f: () => void) => void } }).$client.on?.(
    'error',
    () => {},
  );
  // The whole run comes from one client address: the per-address limit would answer 429.
  const config = configFromEnv({ RATE_LIMIT_PER_MINUTE: '100000000' });
  const app = await buildApp({ config, db, logger: false, webDist: '/nonexistent' });
  const user = await createUser(db, { permission: 2 });
  const api = injectApi(app, user.token);
  const getScore = async (id: number) => (await api(GET_SCORE, { id })).getScore as Record<string, unknown[]>;

  // 1. Seed: shared records through the API, the scores in bulk.
  const seedStart = performance.now();
  const shared: SharedRecords = await seedShared(db, api, scores);
  log(
    `${label}: shared records and ${shared.entries.length} catalog entries in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  const ids = await seedScores(db, shared, scores + 1, log);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  log(`${label}: ${scores + 1} scores seeded in ${seedSeconds.toFixed(1)} s`);

  // 2. The bulk rows are the save path's: the last bulk score, deleted and saved again through the API,
  // loads, indexes and revises the same (ids and timestamps aside).
  const g = scores + 1;
  const searchRow = async (id: number) =>
    rowsOf<Record<string, unknown>>(
      await db.execute(
        sql`select title, subtitle, text, sort_title, document::text as document from search_records where type = 'score' and record_id = ${id}`,
      ),
    )[0];
  const revision = async (id: number) =>
    rowsOf<{ snapshot: unknown }>(
      await db.execute(
        sql`select snapshot from revisions where record_type = 'score' and record_id = ${id} and action = 'create'`,
      ),
    )[0]?.snapshot;
  const bulkId = ids[g - 1];
  const bulk = {
    record: await getScore(bulkId),
    search: await searchRow(bulkId),
    revision: await revision(bulkId),
  };
  const deleted = await api('mutation D($id: Int!) { deleteScore(id: $id) { success message } }', {
    id: bulkId,
  });
  if (!(deleted.deleteScore as { success: boolean }).success)
    throw new Error(`deleteScore: ${JSON.stringify(deleted)}`);
  const savedId = await saveVia(api, 'Score', scoreInput(g, shared, entriesOf(shared, g)));
  const saved = {
    record: await getScore(savedId),
    search: await searchRow(savedId),
    revision: await revision(savedId),
  };
  const ignore = new Set(['id', 'created_at', 'updated_at', 'digitizable_id', 'score_id', 'part_id']);
  const mismatches = [
    ...differences(bulk.record, saved.record, ignore, 'getScore'),
    ...differences(bulk.search, saved.search, ignore, 'search_records'),
    ...differences(bulk.revision, saved.revision, ignore, 'revision'),
  ];
  if (mismatches.length)
    throw new Error(`bulk rows differ from the save path's: ${mismatches.slice(0, 5).join('; ')}`);
  const verified = `score ${g}: bulk rows = save path (getScore, search entry, revision; ids and times aside)`;

  // 3. The measured scores: a bulk one in the middle, and one with long lists saved through the API.
  const benchId = ids[Math.floor(scores / 2)];
  const largeId = await saveVia(api, 'Score', largeScoreInput(shared, spareEntries(shared, scores)));
  const small = await getScore(benchId);
  const large = await getScore(largeId);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const endpoint = `http://127.0.0.1:${address.port}/graphql`;
  // The floor's statement is prepared under a name as getScore's is: each side parses and plans once.
  const client = (db as unknown as { $client: NamedQueryClient }).$client;
  const floor = await startFloor((text, params) =>
    database.kind === 'pglite'
      ? client.query(text, params, { name: FLOOR_STATEMENT })
      : client.query({ name: FLOOR_STATEMENT, text, values: params }),
  );
  const worker = startWorker();
  const counter = countStatements(database);
  try {
    // 4. Same data from both, over HTTP.
    const viaServer = async (id: number, token?: string) => {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query: GET_SCORE, variables: { id } }),
      });
      const body = (await response.json()) as { data?: { getScore: unknown }; errors?: unknown };
      if (!body.data || body.errors) throw new Error(`getScore answered ${JSON.stringify(body.errors)}`);
      return body.data.getScore;
    };
    const viaFloor = async (id: number) =>
      (await fetch(floor.url, { method: 'POST', body: JSON.stringify({ id }) })).json();
    const diffs = [
      ...differences(await viaServer(benchId), await viaFloor(benchId), new Set(), 'small'),
      ...differences(await viaServer(largeId), await viaFloor(largeId), new Set(), 'large'),
    ];
    if (diffs.length)
      throw new Error(`floor and getScore answer different data: ${diffs.slice(0, 5).join('; ')}`);
    const sameData = `identical JSON values (key order aside) for both scores, ${JSON.stringify(small).length.toLocaleString('en')} and ${JSON.stringify(large).length.toLocaleString('en')} bytes`;

    // 5. Statements per request, counted in this process while one request runs.
    const statementsOf = async (action: () => Promise<unknown>) => {
      await action(); // warm (prepared plans, caches), then count
      const before = counter.read();
      await action();
      return counter.read() - before;
    };
    const statements = {
      small: await statementsOf(() => viaServer(benchId)),
      large: await statementsOf(() => viaServer(largeId)),
      signedIn: await statementsOf(() => viaServer(benchId, user.token)),
      floor: await statementsOf(() => viaFloor(benchId)),
    };

    // 6. Latency: sequential, interleaved; then throughput with `clients` concurrent clients.
    const serverTarget = {
      url: endpoint,
      body: JSON.stringify({ query: GET_SCORE, operationName: 'GetScore', variables: { id: benchId } }),
    };
    const floorTarget = { url: floor.url, body: JSON.stringify({ id: benchId }) };
    const emptyTarget = { url: endpoint, body: JSON.stringify({ query: '{ __typename }' }) };
    log(`${label}: ${rounds} sequential requests per side`);
    const [floorTimes, serverTimes, emptyTimes] = await worker.run<number[][]>({
      kind: 'sequential',
      targets: [floorTarget, serverTarget, emptyTarget],
      rounds,
      warmup,
    });
    log(`${label}: ${clients} concurrent clients, 2 × ${secondsPerRun} s per side`);
    const perSecond = { floor: [] as number[], server: [] as number[] };
    const durationMs = secondsPerRun * 1000;
    for (const [side, target] of [
      ['floor', floorTarget],
      ['server', serverTarget],
      ['server', serverTarget],
      ['floor', floorTarget],
    ] as const) {
      const r = await worker.run<{ perSecond: number }>({ kind: 'concurrent', target, clients, durationMs });
      perSecond[side].push(r.perSecond);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const latency = {
      floor: median(floorTimes),
      server: median(serverTimes),
      empty: median(emptyTimes),
      ratio: median(serverTimes) / median(floorTimes),
    };
    const throughput = {
      floor: mean(perSecond.floor),
      server: mean(perSecond.server),
      ratio: mean(perSecond.server) / mean(perSecond.floor),
      clients,
      seconds: secondsPerRun * 2,
    };
    return {
      label,
      seedSeconds,
      scores: scores + 1,
      verified,
      sameData,
      latency,
      throughput,
      statements,
      listSizes: { small: sizes(small), large: sizes(large) },
    };
  } finally {
    counter.restore();
    await worker.close();
    await floor.close();
    await app.close();
  }
}

export { FLOOR_SQL };
