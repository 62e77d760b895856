import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { configFromEnv } from '../packages/server/src/config.ts';
import { type OpenDatabase, rowsOf } from '../packages/server/src/db/database.ts';
import { buildApp } from '../packages/server/src/http/app.ts';
import { candidatesQuery } from '../packages/server/src/merge/duplicate-candidates.ts';
import { createUser } from '../packages/server/src/test/harness.ts';
import { type FreshDatabase, onEachDatabase } from './each-database.ts';
import { httpApi, registerAdmin } from './editor-seed.ts';
import { median } from './score-editor.ts';
import { injectApi, seedScores, seedShared } from './score-seed.ts';
import { sized, sizedFromEnv } from './smoke.ts';

// Possible duplicates among many people: `duplicateCandidates` over HTTP against the same trigram statement
// answered as JSON by a bare node:http endpoint on the same database (the floor), interleaved rounds. The
// people are written in SQL (names made of syllables, so that many are alike, as real name lists are),
// with their search entries, which the candidates are read from.

export const CANDIDATES_GOAL = 2;
const FIRST = 50;
const ROUNDS = sized(5, 1);

const QUERY = `query C($first: Int) { duplicateCandidates(type: person, first: $first) {
  a { id title subtitle } b { id title subtitle } similarity same_years other_years same_ids } }`;

/**
 * `count` people with one primary name each and their search entries, in a few statements: surnames of two
 * or three syllables drawn from a hash of the id (each name's letters its own, as a real list's are far more
 * than a few syllables'), given names from a list, and every hundredth person entered a second time under a
 * variant of the name before it (the given name abbreviated, the dates written otherwise).
 */
async function seedPeople(db: OpenDatabase['db'], count: number) {
  const pick = (list: string[], index: string) =>
    sql.raw(`(array[${list.map((s) => `'${s}'`).join(',')}])[1 + ((${index}) % ${list.length})]`);
  const onsets = [
    'b',
    'br',
    'ch',
    'd',
    'dr',
    'f',
    'fr',
    'g',
    'gr',
    'h',
    'j',
    'k',
    'kl',
    'kr',
    'l',
    'm',
    'n',
    'p',
    'pf',
    'r',
    's',
    'sch',
    'schw',
    'st',
    't',
    'tr',
    'v',
    'w',
    'z',
    'zw',
  ];
  const vowels = ['a', 'e', 'i', 'o', 'u', 'ei', 'au', 'ä', 'ü', 'ie'];
  const codas = ['', 'n', 'r', 'l', 'm', 'ck', 'ch', 'st', 'tz', 'nd', 'rt', 'ss', 'ng', 'lb', 'rg', 'ns'];
  const given = [
    'Johann',
    'Joseph',
    'Franz',
    'Georg',
    'Anton',
    'Michael',
    'Gregor',
    'Carl',
    'Maria Anna',
    'Benedikt',
    'Placidus',
    'Ignaz',
    'Leopold',
    'Matthias',
    'Wolfgang',
    'Jakob',
    'Paul',
    'Peter',
    'Andreas',
    'Simon',
    'Thomas',
    'Florian',
    'Sebastian',
    'Ulrich',
    'Bernhard',
    'Martin',
    'Vitus',
    'Romanus',
    'Aemilian',
    'Ildephons',
    'Cajetan',
    'Coelestin',
    'Dominikus',
    'Edmund',
    'Felix',
    'Gallus',
    'Hieronymus',
    'Isidor',
    'Kilian',
    'Lambert',
    'Magnus',
    'Norbert',
    'Odo',
    'Pirmin',
    'Quirin',
    'Rupert',
    'Sigismund',
    'Theodor',
    'Urban',
    'Valentin',
  ];
  // A stable hash of n in a few bits each, mixed so that neighbours differ.
  const h = (n: string, k: number) =>
    `(((${n}) * ${[7919, 104729, 15485863, 2038074743][k % 4]}::bigint + ${k * 9973}) % 1000003)`;
  const syllable = (n: string, k: number) =>
    sql`${pick(onsets, h(n, 3 * k))} || ${pick(vowels, h(n, 3 * k + 1))} || ${pick(codas, h(n, 3 * k + 2))}`;
  const surname = (n: string) =>
    sql`initcap(${syllable(n, 0)} || ${syllable(n, 1)} || case when ${sql.raw(h(n, 9))} % 2 = 0 then ${syllable(n, 2)} else 'er' end)`;
  const name = sql`case when g % 100 = 0
    then ${surname('g - 1')} || ', ' || left(${pick(given, h('g - 1', 10))}, 3) || '.'
    else ${surname('g')} || ', ' || ${pick(given, h('g', 10))} end`;
  const n = sql.raw('(case when g % 100 = 0 then g - 1 else g end)');
  const born = sql`(1550 + (${n} * 37) % 250)`;
  await db.execute(sql`insert into people (id, dates)
    select g, ${born}::text || case when g % 100 = 0 then '-' else '–' end || (${born} + 30 + ${n} % 40)::text
    from generate_series(1, ${count}) g`);
  await db.execute(sql`select setval('people_id_seq', ${count})`);
  await db.execute(sql`insert into names (person_id, name, "primary", position)
    select g, ${name}, true, 0 from generate_series(1, ${count}) g`);
  await db.execute(sql`insert into search_records (type, record_id, title, subtitle, path, sort_title)
    select 'person', p.id, n.name, p.dates, '/people/' || p.id, lower(n.name)
    from people p join names n on n.person_id = p.id`);
  for (const table of ['people', 'names', 'search_records']) await db.execute(sql.raw(`analyze ${table}`));
}

/** The floor: a bare node:http endpoint answering the candidates' statement's rows as JSON. */
async function floorServer(db: OpenDatabase['db']) {
  const server = createServer((_request, response) => {
    db.execute(candidatesQuery('person', FIRST)).then(
      (result) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rowsOf(result))),
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

export async function benchCandidates(
  label: string,
  database: OpenDatabase,
  count: number,
  log: (line: string) => void,
) {
  const { db } = database;
  const started = performance.now();
  await seedPeople(db, count);
  log(`${label}: ${count} people written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const config = configFromEnv({ RATE_LIMIT_PER_MINUTE: '100000000' });
  const app = await buildApp({ config, db, logger: false, webDist: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const origin = `http://127.0.0.1:${address.port}`;
  const floor = await floorServer(db);
  try {
    const api = httpApi(origin, await registerAdmin(origin));
    const viaServer = async () => {
      const data = (await api(QUERY, { first: FIRST })) as {
        duplicateCandidates: { a: { id: number }; b: { id: number } }[];
      };
      return data.duplicateCandidates.map((pair) => `${pair.a.id}-${pair.b.id}`);
    };
    const bareSql = async () => {
      const rows = (await (await fetch(floor.origin)).json()) as { a_id: number; b_id: number }[];
      return rows.map((row) => `${row.a_id}-${row.b_id}`);
    };
    const [served, bare] = [await viaServer(), await bareSql()];
    if (!served.length || served.join() !== bare.join())
      throw new Error(
        `the server answered ${served.length} pairs, the bare SQL ${bare.length}, or other ones`,
      );
    const server: number[] = [];
    const floors: number[] = [];
    const timed = async (fn: () => Promise<unknown>, into: number[]) => {
      const start = performance.now();
      await fn();
      into.push(performance.now() - start);
    };
    for (let round = 0; round < ROUNDS; round++) {
      await timed(bareSql, floors);
      await timed(viaServer, server);
    }
    // How many of the people entered twice are found at all (the statement without its limit).
    const all = rowsOf<{ a_id: number; b_id: number }>(
      await db.execute(candidatesQuery('person', 10 * count)),
    );
    const planted = Math.floor(count / 100);
    const found = all.filter((row) => row.b_id % 100 === 0 && row.a_id === row.b_id - 1).length;
    return { server: median(server), floor: median(floors), found, planted, pairs: all.length };
  } finally {
    await floor.close();
    await app.close();
  }
}

/**
 * A merge of a composer held by many scores (every tenth of `scores`): one request, one transaction, in
 * which each score whose attribution moves gets a revision and its search entry anew. Answers its time and
 * the share per score holding the merged person.
 */
export async function benchMergeHolders(database: OpenDatabase, scores: number) {
  const { db } = database;
  const config = configFromEnv({ RATE_LIMIT_PER_MINUTE: '100000000' });
  const app = await buildApp({ config, db, logger: false, webDist: '/nonexistent' });
  try {
    const user = await createUser(db, { permission: 1 });
    const api = injectApi(app, user.token);
    const shared = await seedShared(db, api, scores);
    await seedScores(db, shared, scores, () => undefined);
    const [keep, merged] = shared.people;
    const [{ holders }] = rowsOf<{ holders: number }>(
      await db.execute(
        sql`select count(distinct score_id)::int as holders from attributions where person_id = ${merged}`,
      ),
    );
    const started = performance.now();
    const answer = (await api(
      `mutation M($keep: Int!, $merge: [Int!]!) {
        mergeRecords(type: person, keep: $keep, merge: $merge) { success message } }`,
      { keep, merge: [merged] },
    )) as { mergeRecords: { success: boolean; message: string } };
    const ms = performance.now() - started;
    if (!answer.mergeRecords.success) throw new Error(`merge refused: ${answer.mergeRecords.message}`);
    return { holders: Number(holders), ms };
  } finally {
    await app.close();
  }
}

/** The part: PGlite, then PostgreSQL when given; answers its summary lines. */
export async function runMergePart(
  out: (line?: string) => void,
  log: (line: string) => void,
  postgres?: FreshDatabase,
): Promise<string[]> {
  const count = sizedFromEnv('MERGE_PEOPLE', 100_000, 500);
  const scores = sizedFromEnv('MERGE_SCORES', 8_000, 200);
  out(`\nMerge: the ${FIRST} likeliest duplicates among ${count} people (trigram similarity of their names,`);
  out('   years and GND/RISM ids) over HTTP, against the same statement answered as JSON by a bare HTTP');
  out(`   endpoint; ${ROUNDS} rounds interleaved. Then the merge of a composer of every tenth of ${scores}`);
  out(
    '   scores into another, each of them given a revision and its search entry anew in the one transaction',
  );
  return onEachDatabase('merge', out, postgres, async (label, database) => {
    const result = await benchCandidates(label, database, count, log);
    const ratio = result.server / result.floor;
    const ok = ratio <= CANDIDATES_GOAL;
    out(
      `   ${label.padEnd(24)} candidates ${result.server.toFixed(0)} ms   floor ${result.floor.toFixed(0)} ms   ${ratio.toFixed(2)}×   goal ≤ ${CANDIDATES_GOAL}×   ${ok ? 'PASS' : 'FAIL'}`,
    );
    out(
      `   ${''.padEnd(24)} people entered twice found: ${result.found} of ${result.planted}, among ${result.pairs} pairs in all`,
    );
    const merge = await benchMergeHolders(database, scores);
    out(
      `   ${''.padEnd(24)} merge of a composer held by ${merge.holders} of ${scores} scores: ${(merge.ms / 1000).toFixed(2)} s, ${(merge.ms / merge.holders).toFixed(1)} ms per score (context)`,
    );
    return `${label.split(' ')[0]} duplicate candidates ${ratio.toFixed(2)}× ${ok ? 'PASS' : 'FAIL'} (${result.server.toFixed(0)} ms)`;
  });
}
