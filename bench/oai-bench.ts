import { sql } from 'drizzle-orm';
import { configFromEnv } from '../packages/server/src/config.ts';
import { type OpenDatabase, rowsOf } from '../packages/server/src/db/database.ts';
import { headersPageStatement } from '../packages/server/src/exchange/oai/harvest.ts';
import { writeToken } from '../packages/server/src/exchange/oai/token.ts';
import { buildApp } from '../packages/server/src/http/app.ts';
import { type FreshDatabase, onEachDatabase } from './each-database.ts';
import { median } from './score-editor.ts';
import { sized, sizedFromEnv } from './smoke.ts';

// OAI-PMH: one ListRecords page of 100 records (oai_dc), asked over HTTP with a resumption token from the
// middle of the list, against the bare SQL of the same page (the same keyset statement of headers, then
// one hand-written statement reading the fields oai_dc shows of those scores), interleaved rounds.

export const OAI_RATIO_GOAL = 2;
const PAGE = 100;
const ROUNDS = sized(30, 2);

/** `count` scores in 20 collections, each by one of 200 composers and of one of 10 genres, indexed. */
export async function seedScores(db: OpenDatabase['db'], count: number): Promise<void> {
  await db.execute(sql`insert into collections (name, prefix)
    select 'Archiv ' || g, 'A-' || g from generate_series(1, 20) g`);
  await db.execute(sql`insert into people (dates) select '17' || (g % 90 + 10) || '-18' || (g % 90 + 10)
    from generate_series(1, 200) g`);
  await db.execute(sql`insert into names (person_id, name, "primary", position)
    select id, 'Komponist ' || id || ', Johann', true, 1 from people`);
  await db.execute(sql`insert into genres (name) select 'Gattung ' || g from generate_series(1, 10) g`);
  await db.execute(sql`insert into scores (collection_id, shelfmark, short_title, work_date, key, opus)
    select 1 + g % 20, 'Mus.ms. ' || g, 'Messe ' || g, '17' || (g % 90 + 10), 'C-Dur', 'op. ' || g % 12
    from generate_series(1, ${count}::int) g`);
  await db.execute(sql`insert into attributions (score_id, position, person_id, function, qualifier)
    select id, 1, 1 + id % 200, 'aut', 'asc' from scores`);
  await db.execute(sql`insert into score_genres (score_id, genre_id, position)
    select s.id, g.id, 1 from scores s join genres g on g.id = (select min(id) from genres) + s.id % 10`);
  // Datestamps one second apart, in id order, as a catalogue saved over time.
  await db.execute(sql`insert into search_records (type, record_id, title, path, sort_title, facets, changed_at)
    select 'score', id, short_title, '/scores/' || id, lower(short_title), array['collection:' || collection_id],
      timestamptz '2020-01-01T00:00:00Z' + id * interval '1 second'
    from scores`);
  await db.execute(sql`insert into search_records (type, record_id, title, path, sort_title, changed_at)
    select 'person', p.id, n.name, '/people/' || p.id, lower(n.name), timestamptz '2019-01-01T00:00:00Z' + p.id * interval '1 second'
    from people p join names n on n.person_id = p.id`);
  await db.execute(sql`analyze`);
}

/** The fields oai_dc shows of the page's scores, in one statement, as one would write it by hand. */
const bareFields = (ids: number[]) => sql`
  select s.id, s.title, s.short_title, s.shelfmark, s.work_date, s.key, s.opus, s.notes,
    c.id as collection_id, c.name as collection, c.prefix,
    (select json_agg(json_build_object('function', a.function, 'name', n.name) order by a.position)
       from attributions a join names n on n.person_id = a.person_id and n."primary"
       where a.score_id = s.id) as people,
    (select json_agg(g.name order by sg.position) from score_genres sg join genres g on g.id = sg.genre_id
       where sg.score_id = s.id) as genres
  from scores s join collections c on c.id = s.collection_id
  where s.id = any(${`{${ids.join(',')}}`}::int[])`;

export interface OaiBenchResult {
  label: string;
  scores: number;
  server: number;
  floor: number;
  ratio: number;
}

export async function benchOai(
  label: string,
  database: OpenDatabase,
  scores: number,
  log: (line: string) => void,
) {
  const { db } = database;
  const started = performance.now();
  await seedScores(db, scores);
  log(
    `${label}: ${scores} scores seeded and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // The page after the middle score: what a harvester resuming halfway asks for.
  const middle = Math.floor(scores / 2);
  const [row] = rowsOf<{ changed_at: Date | string }>(
    await db.execute(
      sql`select changed_at from search_records where type = 'score' and record_id = ${middle}`,
    ),
  );
  const after = { datestamp: new Date(row.changed_at), type: 'score' as const, id: middle };
  const token = writeToken({
    verb: 'ListRecords',
    metadataPrefix: 'oai_dc',
    after: { ...after, datestamp: after.datestamp.toISOString() },
    cursor: 200 + middle,
    completeListSize: 200 + scores,
  });
  const app = await buildApp({ config: configFromEnv({}), db, logger: false, webDist: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const url = `http://127.0.0.1:${address.port}/oai?verb=ListRecords&resumptionToken=${token}`;
  const viaServer = async () => {
    const response = await fetch(url);
    const text = await response.text();
    if (!response.ok) throw new Error(`ListRecords answered ${response.status}`);
    return [...text.matchAll(/<identifier>oai:[^:]+:score\/(\d+)<\/identifier>/g)].map((m) => Number(m[1]));
  };
  const bareSql = async () => {
    const headers = rowsOf<{ id: number }>(await db.execute(headersPageStatement({}, PAGE + 1, after)));
    const ids = headers.slice(0, PAGE).map((h) => Number(h.id));
    const fields = rowsOf<{ id: number }>(await db.execute(bareFields(ids)));
    return { ids, fields: fields.length };
  };
  const timed = async (fn: () => Promise<unknown>, into: number[]) => {
    const start = performance.now();
    await fn();
    into.push(performance.now() - start);
  };
  try {
    // Both read the same page: the same 100 scores, all with their fields.
    const [served, bare] = [await viaServer(), await bareSql()];
    if (served.join() !== bare.ids.join() || bare.fields !== PAGE || served.length !== PAGE)
      throw new Error(
        `the server's page (${served.length}) is not the bare SQL's (${bare.ids.length}, ${bare.fields})`,
      );
    const server: number[] = [];
    const floor: number[] = [];
    for (let warm = 0; warm < 3; warm++) {
      await viaServer();
      await bareSql();
    }
    for (let round = 0; round < ROUNDS; round++) {
      await timed(bareSql, floor);
      await timed(viaServer, server);
    }
    return {
      label,
      scores,
      server: median(server),
      floor: median(floor),
      ratio: median(server) / median(floor),
    };
  } finally {
    await app.close();
  }
}

/** The part: PGlite, then PostgreSQL when given; answers its summary lines. */
export async function runOaiPart(
  out: (line?: string) => void,
  log: (line: string) => void,
  postgres?: FreshDatabase,
): Promise<string[]> {
  const scores = sizedFromEnv('OAI_SCORES', 50_000, 500);
  out(
    `\nOAI-PMH ListRecords: a page of ${PAGE} records (oai_dc) from the middle of ${scores} scores over HTTP,`,
  );
  out(
    `   against the bare SQL of the same page (headers by keyset, then the scores' fields), ${ROUNDS} rounds interleaved`,
  );
  return onEachDatabase('oai', out, postgres, async (label, database) => {
    const result = await benchOai(label, database, scores, log);
    const ok = result.ratio <= OAI_RATIO_GOAL;
    out(
      `   ${label.padEnd(24)} server ${result.server.toFixed(2)} ms   bare SQL ${result.floor.toFixed(2)} ms   ${result.ratio.toFixed(2)}×   goal ≤ ${OAI_RATIO_GOAL}×   ${ok ? 'PASS' : 'FAIL'}`,
    );
    return `${label.split(' ')[0]} OAI ListRecords page ${result.ratio.toFixed(2)}× ${ok ? 'PASS' : 'FAIL'}`;
  });
}
