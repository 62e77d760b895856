import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { melodicLine, readPae } from '@fontes/domain';
import { sql } from 'drizzle-orm';
import { configFromEnv } from '../packages/server/src/config.ts';
import { type OpenDatabase, openDatabase, rowsOf } from '../packages/server/src/db/database.ts';
import { demoKeys, generateIncipit, timeSignatures } from '../packages/server/src/demo/demo-incipit.ts';
import { Random } from '../packages/server/src/demo/random.ts';
import { buildApp } from '../packages/server/src/http/app.ts';
import { rebuildMelodies } from '../packages/server/src/melody/melody-features.ts';
import { candidates, readQuery } from '../packages/server/src/melody/melody-search.ts';
import { median, percentile } from './score-editor.ts';
import { benchFailed, sized, sizedFromEnv } from './smoke.ts';

// Melodic incipit search: `incipits` incipits (one per score; two in three the demo's walks
// through a key, one in three generated with ties, grace notes, repeats and changes of key), their features
// built by the rebuild (time, peak RSS), then varied queries of 6–10 notes through the server (HTTP
// GraphQL, first page of 20) against the bare SQL of the same index lookup, interleaved.

/** The goal: at 100,000 incipits on PGlite; at 1,000,000 on PostgreSQL only the ratio is a goal. */
export const MELODY_P95_GOAL_MS = 100;
export const MELODY_P95_GOAL_INCIPITS = 100_000;
export const MELODY_RATIO_GOAL = 2;
const ROUNDS = sized(5, 1);

export interface MelodyBenchResult {
  label: string;
  incipits: number;
  grams: number;
  seedSeconds: number;
  build: { seconds: number; peakRssMiB: number; rssGrowthMiB: number };
  server: { median: number; p95: number };
  floor: { median: number; p95: number };
  /** The same lookup answered over HTTP by a bare node:http endpoint (no GraphQL, no comparing). */
  httpFloor: { median: number; p95: number };
  /** Server against bare SQL: ratio of medians (as the search bench), and of the p95s. */
  ratio: number;
  ratioP95: number;
  /** Server against the HTTP floor: ratio of medians. */
  ratioHttp: number;
  queries: {
    pae: string;
    rhythm: boolean;
    anchored: boolean;
    total: number;
    server: number;
    floor: number;
    httpFloor: number;
  }[];
  load: string;
}

const stats = (values: number[]) => ({ median: median(values), p95: percentile(values, 95) });

const clefs = ['G-2', 'C-1', 'C-3', 'F-4'] as const;
const keyNames = Object.keys(demoKeys);

/** The PAE of the `n`-th incipit: the same for every run. */
function incipitAt(random: Random) {
  if (random.chance(2 / 3)) {
    const made = generateIncipit(
      random,
      random.pick(keyNames),
      random.pick(clefs),
      random.pick(timeSignatures),
      4,
    );
    return {
      clef: made.clef,
      key_signature: made.key_signature,
      time_signature: made.time_signature,
      pae: made.pae,
    };
  }
  // A simpler mix than generated-pae.ts (no chords, tuplets or changes of key): wider leaps, grace notes, rests, bar repeats.
  return { clef: 'G-2', key_signature: null, time_signature: 'c', pae: randomPae(random) };
}

function randomPae(random: Random): string {
  const note = () =>
    `${random.pick(["'", "''", ''])}${random.pick(['', '', '', 'x', 'b'])}${random.pick([...'CDEFGAB'])}`;
  let data = `'${random.pick(['4', '8', '2'])}`;
  for (let bar = 0; bar < random.int(3, 5); bar++) {
    for (let i = 0; i < random.int(3, 6); i++) {
      const roll = random.next();
      if (roll < 0.08) data += '-';
      else if (roll < 0.14) data += `g${note()}`;
      else if (roll < 0.2) data += random.pick(['8', '4', '4.8', '6']);
      else data += note();
    }
    data += random.chance(0.1) ? '/i/' : '/';
  }
  return data;
}

const letters = ['C', 'xC', 'D', 'xD', 'E', 'F', 'xF', 'G', 'xG', 'A', 'xA', 'B'];
const durations = new Map([
  [1, '1'],
  [0.75, '2.'],
  [0.5, '2'],
  [0.375, '4.'],
  [0.25, '4'],
  [0.1875, '8.'],
  [0.125, '8'],
  [0.0625, '6'],
]);

/** A fragment of a line written as PAE (each note with its octave), transposed; with its rhythm when every length has a PAE value. */
function fragmentPae(
  notes: { pitch: number; length: number }[],
  shift: number,
  withRhythm: boolean,
): string | null {
  let out = '';
  for (const { pitch, length } of notes) {
    const p = pitch + shift;
    const octave = Math.floor(p / 12) - 1;
    const mark = octave >= 4 ? "'".repeat(octave - 3) : ','.repeat(4 - octave);
    const duration = withRhythm ? durations.get(length) : '4';
    if (duration === undefined) return null;
    out += `${duration}${mark}${letters[p % 12]}`;
  }
  return out;
}

interface Query {
  pae: string;
  rhythm: boolean;
  anchored: boolean;
}

/** 30 queries of 6–10 notes from the seeded incipits: transposed, a third with rhythm, a fifth anchored, some with a wrong note. */
async function queriesFrom(db: OpenDatabase['db'], count: number): Promise<Query[]> {
  const random = new Random(2026);
  const rows = rowsOf<{ clef: string; key_signature: string | null; time_signature: string; pae: string }>(
    await db.execute(
      sql`select clef, key_signature, time_signature, pae from incipits order by id limit 3000`,
    ),
  );
  const queries: Query[] = [];
  while (queries.length < 30) {
    const row = random.pick(rows);
    const reading = readPae({ ...row, data: row.pae });
    const line = melodicLine(reading.events);
    const size = random.int(6, 10);
    if (line.length < size) continue;
    const anchored = queries.length % 5 === 2;
    const start = anchored ? 0 : random.int(0, line.length - size);
    const notes = line.slice(start, start + size).map((n) => ({ ...n }));
    if (queries.length % 7 === 3) notes[Math.floor(size / 2)].pitch += random.pick([-2, 1, 3]);
    const rhythm = queries.length % 3 === 1;
    const pae = fragmentPae(notes, random.int(-5, 6), rhythm);
    if (pae && readQuery({ pae }).query) queries.push({ pae, rhythm, anchored });
  }
  return queries.slice(0, count);
}

async function seed(db: OpenDatabase['db'], incipits: number, log: (line: string) => void) {
  await db.execute(sql`insert into collections (name, prefix) values ('Musikarchiv Melodien', 'MEL')`);
  const chunk = 5000;
  const random = new Random(26);
  for (let from = 1; from <= incipits; from += chunk) {
    const to = Math.min(incipits, from + chunk - 1);
    await db.execute(sql`
      insert into scores (id, collection_id, shelfmark, short_title)
      select g, (select max(id) from collections), 'Mel. ' || g, 'Melodie ' || g
      from generate_series(${from}::int, ${to}::int) as g`);
    await db.execute(sql`
      insert into search_records (type, record_id, title, subtitle, path, sort_title)
      select 'score', g, 'Melodie ' || g, 'MEL Mel. ' || g, '/scores/' || g, 'melodie ' || lpad(g::text, 8, '0')
      from generate_series(${from}::int, ${to}::int) as g`);
    const made = Array.from({ length: to - from + 1 }, (_, i) => ({
      score_id: from + i,
      ...incipitAt(random),
    }));
    await db.execute(sql`
      insert into incipits (score_id, position, clef, key_signature, time_signature, pae, is_text_incipit)
      select score_id, 0, clef, key_signature, time_signature, pae, false
      from jsonb_to_recordset(${JSON.stringify(made)}::jsonb)
        as x(score_id int, clef text, key_signature text, time_signature text, pae text)`);
    if (to % 50_000 === 0 || to === incipits) log(`${to} incipits seeded`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('scores', 'id'), ${incipits})`);
  await db.execute(sql`analyze scores`);
  await db.execute(sql`analyze incipits`);
}

export async function benchMelody(
  label: string,
  database: OpenDatabase,
  { incipits = 100_000, rounds = 5, log = (_: string) => {} } = {},
): Promise<MelodyBenchResult> {
  const { db } = database;
  const seedStart = performance.now();
  await seed(db, incipits, log);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const buildStart = performance.now();
  await rebuildMelodies(db);
  const buildSeconds = (performance.now() - buildStart) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  await db.execute(sql`analyze incipit_grams`);
  await db.execute(sql`analyze incipit_melodies`);
  const [{ n: grams }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from incipit_grams`),
  );
  log(`${label}: features of ${incipits} incipits built in ${buildSeconds.toFixed(1)} s (${grams} grams)`);

  const queries = await queriesFrom(db, 30);
  const app = await buildApp({ config: configFromEnv({}), db, logger: false, webDist: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const endpoint = `http://127.0.0.1:${address.port}/graphql`;
  const SEARCH = `query M($pae: String!, $rhythm: Boolean, $anchored: Boolean) {
    incipitSearch(pae: $pae, rhythm: $rhythm, anchored: $anchored, first: 20) {
      total message items { incipit { id pae } score_id score_title composer path matched_notes similarity } } }`;
  const viaServer = async (q: Query) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: SEARCH, variables: q }),
    });
    const body = (await response.json()) as {
      data?: { incipitSearch: { total: number; message: string | null } };
    };
    const found = body.data?.incipitSearch;
    if (!found || found.message) throw new Error(`${q.pae}: ${JSON.stringify(body)}`);
    return found.total;
  };
  const viaSql = async (q: Query) => {
    const reading = readQuery({ pae: q.pae });
    if (!reading.query) throw new Error(q.pae);
    return (await candidates(db, reading.query, q.anchored)).length;
  };
  const floorServer = await listenFloor(db);
  const viaFloor = async (q: Query) => {
    const response = await fetch(floorServer.url, { method: 'POST', body: JSON.stringify(q) });
    return ((await response.json()) as unknown[]).length;
  };
  const timed = async (fn: () => Promise<unknown>, into: number[]) => {
    const start = performance.now();
    await fn();
    into.push(performance.now() - start);
  };
  try {
    const totals = new Map<Query, number>();
    for (const q of queries) {
      totals.set(q, await viaServer(q));
      await viaSql(q);
    }
    type Times = { server: number[]; floor: number[]; httpFloor: number[] };
    const times = new Map<Query, Times>(queries.map((q) => [q, { server: [], floor: [], httpFloor: [] }]));
    for (let round = 0; round < rounds; round++) {
      for (const q of queries) {
        const mine = times.get(q) as Times;
        await timed(() => viaSql(q), mine.floor);
        await timed(() => viaFloor(q), mine.httpFloor);
        await timed(() => viaServer(q), mine.server);
      }
    }
    const all = (key: keyof Times) => [...times.values()].flatMap((t) => t[key]);
    const serverStats = stats(all('server'));
    const floorStats = stats(all('floor'));
    const httpStats = stats(all('httpFloor'));
    return {
      label,
      incipits,
      grams,
      seedSeconds,
      build: {
        seconds: buildSeconds,
        peakRssMiB: peak / 1024 / 1024,
        rssGrowthMiB: (peak - before) / 1024 / 1024,
      },
      server: serverStats,
      floor: floorStats,
      httpFloor: httpStats,
      ratio: serverStats.median / floorStats.median,
      ratioP95: serverStats.p95 / floorStats.p95,
      ratioHttp: serverStats.median / httpStats.median,
      queries: queries.map((q) => {
        const t = times.get(q) as Times;
        return {
          ...q,
          total: totals.get(q) ?? 0,
          server: median(t.server),
          floor: median(t.floor),
          httpFloor: median(t.httpFloor),
        };
      }),
      load: loadavg()
        .map((n) => n.toFixed(2))
        .join(' '),
    };
  } finally {
    await app.close();
    await floorServer.close();
  }
}

/**
 * The HTTP floor: a bare node:http endpoint that reads the query from a JSON body and answers the same
 * index lookup's candidates as JSON, on the same connection. What any request costs besides the lookup,
 * without GraphQL and without comparing the candidates' lines.
 */
async function listenFloor(db: OpenDatabase['db']) {
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    const q = JSON.parse(body) as Query;
    const reading = readQuery({ pae: q.pae });
    const found = reading.query ? await candidates(db, reading.query, q.anchored) : [];
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(found));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const hasP95Goal = (result: MelodyBenchResult) =>
  result.label.startsWith('PGlite') && result.incipits <= MELODY_P95_GOAL_INCIPITS;

export function printMelody(result: MelodyBenchResult, out: (line?: string) => void): void {
  const p95Goal = hasP95Goal(result) ? `goal ≤ ${MELODY_P95_GOAL_MS} ms` : 'no goal of its own at this size';
  const ms = (n: number) => n.toFixed(1).padStart(7);
  out(
    `\n   ${result.label}: ${result.incipits} incipits, ${result.grams} grams (seeded in ${result.seedSeconds.toFixed(1)} s, load ${result.load})`,
  );
  out(
    `   features built in ${result.build.seconds.toFixed(1)} s, peak RSS ${result.build.peakRssMiB.toFixed(0)} MiB (+${result.build.rssGrowthMiB.toFixed(0)} MiB while building)`,
  );
  out('   query (PAE)                              rhythm anchored  total  server ms  SQL ms  HTTP floor ms');
  for (const q of result.queries) {
    out(
      `   ${q.pae.slice(0, 40).padEnd(40)} ${String(q.rhythm).padEnd(6)} ${String(q.anchored).padEnd(8)} ${String(q.total).padStart(6)} ${ms(q.server)}   ${ms(q.floor)}   ${ms(q.httpFloor)}`,
    );
  }
  out(
    `   server median ${result.server.median.toFixed(1)} ms, p95 ${result.server.p95.toFixed(1)} ms (${p95Goal}); bare SQL median ${result.floor.median.toFixed(1)} ms, p95 ${result.floor.p95.toFixed(1)} ms; ratio of medians ${result.ratio.toFixed(2)}× (goal ≤ ${MELODY_RATIO_GOAL}×), of p95s ${result.ratioP95.toFixed(2)}×`,
  );
  out(
    `   the same lookup over bare HTTP: median ${result.httpFloor.median.toFixed(1)} ms, p95 ${result.httpFloor.p95.toFixed(1)} ms; server against it, ratio of medians ${result.ratioHttp.toFixed(2)}×`,
  );
}

/**
 * The part `npm run bench` runs (BENCH_ONLY=melody): PGlite at MELODY_INCIPITS (100,000), then PostgreSQL
 * at MELODY_PG_INCIPITS (1,000,000; 0 skips it) in a database of its own; its summary lines.
 */
export async function runMelody(
  phase: (name: string) => void,
  log: (line: string) => void,
  out: (line?: string) => void,
  postgres?: () => Promise<OpenDatabase & { drop(): Promise<void> }>,
): Promise<string[]> {
  const summaries: string[] = [];
  const measure = async (label: string, incipits: number, opened: () => Promise<OpenDatabase>) => {
    phase(`melodic search ${label.split(' ')[0]}`);
    out(
      `\nMelodic incipit search: ${incipits} incipits, 30 queries of 6–10 notes × ${ROUNDS} rounds, server (HTTP) against the bare index lookup`,
    );
    const database = await opened();
    try {
      const result = await benchMelody(label, database, { incipits, rounds: ROUNDS, log });
      printMelody(result, out);
      const ok =
        (!hasP95Goal(result) || result.server.p95 <= MELODY_P95_GOAL_MS) &&
        result.ratioP95 <= MELODY_RATIO_GOAL;
      summaries.push(
        `${label.split(' ')[0]} melody ${incipits} p95 ${result.server.p95.toFixed(0)} ms, ${result.ratioP95.toFixed(2)}× of p95s (${result.ratio.toFixed(2)}× of medians, ${result.ratioHttp.toFixed(2)}× the HTTP floor) ${ok ? 'PASS' : 'FAIL'}, features ${result.build.seconds.toFixed(0)} s`,
      );
    } catch (error) {
      out(`\n   melodic search: FAILED — ${(error as Error).message}`);
      summaries.push(`melody FAILED (${(error as Error).message})`);
      benchFailed('melody', `${label}: ${(error as Error).message}`);
    } finally {
      await database.close();
    }
  };
  await measure('PGlite (in memory)', sizedFromEnv('MELODY_INCIPITS', 100_000, 300), () =>
    openDatabase({ dataDir: 'memory://' }),
  );
  const pgIncipits = sizedFromEnv('MELODY_PG_INCIPITS', 1_000_000, 300);
  if (postgres && pgIncipits > 0) {
    let opened: (OpenDatabase & { drop(): Promise<void> }) | undefined;
    try {
      await measure('PostgreSQL', pgIncipits, async () => {
        opened = await postgres();
        return opened;
      });
    } finally {
      await opened?.drop();
    }
  }
  return summaries;
}
