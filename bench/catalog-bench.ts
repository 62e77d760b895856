import { sql } from 'drizzle-orm';
import { configFromEnv } from '../packages/server/src/config.ts';
import { type OpenDatabase, rowsOf } from '../packages/server/src/db/database.ts';
import { buildApp } from '../packages/server/src/http/app.ts';
import { entrySearch } from '../packages/server/src/search/indexes/entry-search.ts';
import { scoreSearch } from '../packages/server/src/search/indexes/score-search.ts';
import { reindex } from '../packages/server/src/search/search-index.ts';
import { createUser } from '../packages/server/src/test/harness.ts';
import { countStatements, differences, type NamedQueryClient } from './score-bench.ts';
import { startFloor } from './score-floor.ts';
import { injectApi, saveVia } from './score-seed.ts';
import { sized } from './smoke.ts';

// The catalog's API figures: a catalog of 500 pages × 20 entries (getCatalog and getPage), and a collection
// holding 10,000 scores and 50 catalogs (the first page of its holdings). The collection, its catalogs and
// the pages go through the API; the scores and the entries are inserted in bulk and indexed by the
// server's own indexers, as the getScore bench seeds them.

const PAGES = sized(500, 5);
const ENTRIES_PER_PAGE = 20;
const SCORES = sized(10_000, 1000);
const CATALOGS = sized(50, 3);

/** A page as a catalog's page view asks for it: its place, its image, its entries and their scores. */
export const GET_PAGE = `query GetPage($id: Int!) { getPage(id: $id) { id number position updated_at
  catalog { id title short_title } digital_copy_file { id name }
  entries { id position number signature genre composer annotation notes score { id title short_title shelfmark } } } }`;
/** A catalog with its pages (each with its entries), as the catalog view asks for it. */
const GET_CATALOG = `query GetCatalog($id: Int!) { getCatalog(id: $id) { id title short_title shelfmark
  collection { id name } digital_copies { id name }
  pages { id number position digital_copy_file { id } entries { id number signature score { id shelfmark } } } } }`;
const HOLDINGS = `query Holdings($id: Int!) { holdings(kind: collection_scores, id: $id, first: 20, offset: 0) {
  total items { id title subtitle path functions } } }`;

const ts = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** getPage's answer to GET_PAGE in one statement, as JSON text: the floor. */
const PAGE_FLOOR_SQL = `
select json_build_object('id', p.id, 'number', p.number, 'position', p.position, 'updated_at', ${ts('p.updated_at')},
  'catalog', json_build_object('id', c.id, 'title', c.title, 'short_title', c.short_title),
  'digital_copy_file', (select json_build_object('id', f.id, 'name', f.name) from digital_copy_files f
    where f.id = p.digital_copy_file_id),
  'entries', coalesce((select json_agg(json_build_object('id', e.id, 'position', e.position, 'number', e.number,
      'signature', e.signature, 'genre', e.genre, 'composer', e.composer, 'annotation', e.annotation,
      'notes', e.notes, 'score', case when s.id is null then null else json_build_object('id', s.id,
        'title', s.title, 'short_title', s.short_title, 'shelfmark', s.shelfmark) end) order by e.position)
    from entries e left join scores s on s.id = e.score_id where e.page_id = p.id), '[]'::json)
)::text as body
from pages p join catalogs c on c.id = p.catalog_id where p.id = $1`;

/** The page of holdings as `holdings` reads it (search/holdings.ts), bare. */
const holdingsSql = (collection: number) => sql`
  select type, record_id as id, title, subtitle, path, count(*) over () as total
  from search_records where type = 'score' and record_id in (select id from scores where collection_id = ${collection})
  order by sort_title, record_id limit 20 offset 0`;

export interface CatalogBenchResult {
  label: string;
  seedSeconds: number;
  sameData: string;
  statements: {
    catalogSmall: number;
    catalogLarge: number;
    pageSmall: number;
    pageLarge: number;
    holdingsSmall: number;
    holdingsLarge: number;
  };
  page: { floor: number; server: number; ratio: number };
  holdings: { floor: number; server: number; ratio: number; total: number };
  catalogMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function benchCatalog(
  label: string,
  database: OpenDatabase,
  { rounds = sized(200, 5), warmup = sized(30, 2), log = (_: string) => {} } = {},
): Promise<CatalogBenchResult> {
  const { db } = database;
  (db as unknown as { $client: { on?: (event: string, f: () => void) => void } }).$client.on?.(
    'error',
    () => {},
  );
  const config = configFromEnv({ RATE_LIMIT_PER_MINUTE: '100000000' });
  const app = await buildApp({ config, db, logger: false, webDist: '/nonexistent' });
  const user = await createUser(db, { permission: 2 });
  const api = injectApi(app, user.token);

  const seedStart = performance.now();
  const big = await saveVia(api, 'Collection', { name: 'Musikarchiv Bench', prefix: 'MB' });
  const small = await saveVia(api, 'Collection', { name: 'Kleines Archiv', prefix: 'KA' });
  const scoreIds = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into scores (collection_id, shelfmark, short_title, title)
      select ${big}, 'Mus.ms. ' || g, 'Messe ' || g, 'Missa in C Nr. ' || g
      from generate_series(1, ${SCORES}::int) as g order by g returning id`),
  ).map((r) => Number(r.id));
  const smallScores = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into scores (collection_id, shelfmark, short_title, title)
      select ${small}, 'KA ' || g, 'Vesper ' || g, 'Vesperae Nr. ' || g
      from generate_series(1, 3) as g order by g returning id`),
  ).map((r) => Number(r.id));
  await reindex(db, scoreSearch, [...scoreIds, ...smallScores]);
  log(`${label}: ${SCORES} scores inserted and indexed`);
  const catalogs: number[] = [];
  for (let i = 1; i <= CATALOGS; i++)
    catalogs.push(
      await saveVia(api, 'Catalog', {
        collection: big,
        short_title: `Inventar ${1700 + i}`,
        title: `Inv. ${i}`,
      }),
    );
  const [catalog, few] = catalogs;
  for (const [id, count] of [
    [catalog, PAGES],
    [few, 2],
  ]) {
    const data = await api(
      'mutation P($id: Int!, $n: Int!) { createPages(catalogId: $id, count: $n) { success } }',
      { id, n: count },
    );
    if (!(data.createPages as { success: boolean }).success) throw new Error('createPages refused');
  }
  const entryIds = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into entries (page_id, position, number, signature, genre, composer, annotation, score_id)
      select p.id, s.n, (p.position * 20 + s.n)::text, 'Sign. ' || p.id || '/' || s.n, 'Messe',
        'Komponist ' || (1 + (p.id * 7 + s.n) % 40), 'Partitur und Stimmen',
        ${sql.raw(`(array[${scoreIds.slice(0, 1000).join(',')}])`)}[1 + (p.position * 20 + s.n) % 1000]
      from pages p cross join generate_series(1, ${ENTRIES_PER_PAGE}::int) as s(n)
      where p.catalog_id = ${catalog} or (p.catalog_id = ${few} and s.n = 1)
      order by p.catalog_id, p.position, s.n returning id`),
  ).map((r) => Number(r.id));
  await reindex(db, entrySearch, entryIds);
  for (const table of ['scores', 'entries', 'pages', 'search_records'])
    await db.execute(sql.raw(`analyze ${table}`));
  const seedSeconds = (performance.now() - seedStart) / 1000;
  log(
    `${label}: ${CATALOGS} catalogs, ${PAGES} pages, ${entryIds.length} entries in ${seedSeconds.toFixed(1)} s`,
  );
  const pageIds = async (id: number) =>
    rowsOf<{ id: number }>(
      await db.execute(sql`select id from pages where catalog_id = ${id} order by position`),
    ).map((r) => Number(r.id));
  const [largePage] = (await pageIds(catalog)).slice(PAGES / 2);
  const [smallPage] = await pageIds(few);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const endpoint = `http://127.0.0.1:${address.port}/graphql`;
  const client = (db as unknown as { $client: NamedQueryClient }).$client;
  const floor = await startFloor(
    (text, params) =>
      database.kind === 'pglite'
        ? client.query(text, params, { name: 'bench_page_floor' })
        : client.query({ name: 'bench_page_floor', text, values: params }),
    PAGE_FLOOR_SQL,
  );
  const counter = countStatements(database);
  try {
    const viaServer = async (query: string, id: number) => {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables: { id } }),
      });
      const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
      if (!body.data || body.errors) throw new Error(`answered ${JSON.stringify(body.errors)}`);
      return Object.values(body.data)[0];
    };
    const viaFloor = async (id: number) =>
      (await fetch(floor.url, { method: 'POST', body: JSON.stringify({ id }) })).json();
    const answer = (await viaServer(GET_PAGE, largePage)) as { entries: unknown[] };
    const diffs = differences(answer, await viaFloor(largePage));
    if (diffs.length) throw new Error(`floor and getPage differ: ${diffs.slice(0, 5).join('; ')}`);
    if (answer.entries.length !== ENTRIES_PER_PAGE) throw new Error('the measured page has no 20 entries');
    const sameData = `getPage and its floor answer identical JSON (${JSON.stringify(answer).length.toLocaleString('en')} bytes, ${ENTRIES_PER_PAGE} entries with their scores)`;

    const statementsOf = async (action: () => Promise<unknown>) => {
      await action();
      const before = counter.read();
      await action();
      return counter.read() - before;
    };
    const catalogStart = performance.now();
    await viaServer(GET_CATALOG, catalog);
    const catalogMs = performance.now() - catalogStart;
    const statements = {
      catalogSmall: await statementsOf(() => viaServer(GET_CATALOG, few)),
      catalogLarge: await statementsOf(() => viaServer(GET_CATALOG, catalog)),
      pageSmall: await statementsOf(() => viaServer(GET_PAGE, smallPage)),
      pageLarge: await statementsOf(() => viaServer(GET_PAGE, largePage)),
      holdingsSmall: await statementsOf(() => viaServer(HOLDINGS, small)),
      holdingsLarge: await statementsOf(() => viaServer(HOLDINGS, big)),
    };

    // Interleaved, sequential: each side sees the same machine state.
    const timed = async (fn: () => Promise<unknown>, into?: number[]) => {
      const start = performance.now();
      await fn();
      into?.push(performance.now() - start);
    };
    const times = {
      page: [] as number[],
      pageFloor: [] as number[],
      holdings: [] as number[],
      sql: [] as number[],
    };
    const holdingsFloor = () => db.execute(holdingsSql(big));
    const held = (await viaServer(HOLDINGS, big)) as { total: number; items: { id: number }[] };
    const bare = rowsOf<{ id: number }>(await holdingsFloor());
    if (bare.map((r) => Number(r.id)).join() !== held.items.map((i) => i.id).join())
      throw new Error('holdings and its bare SQL answer different pages');
    log(`${label}: ${rounds} sequential requests per side`);
    for (let round = -warmup; round < rounds; round++) {
      const keep = round >= 0;
      await timed(() => viaFloor(largePage), keep ? times.pageFloor : undefined);
      await timed(() => viaServer(GET_PAGE, largePage), keep ? times.page : undefined);
      await timed(holdingsFloor, keep ? times.sql : undefined);
      await timed(() => viaServer(HOLDINGS, big), keep ? times.holdings : undefined);
    }
    return {
      label,
      seedSeconds,
      sameData,
      statements,
      page: {
        floor: median(times.pageFloor),
        server: median(times.page),
        ratio: median(times.page) / median(times.pageFloor),
      },
      holdings: {
        floor: median(times.sql),
        server: median(times.holdings),
        ratio: median(times.holdings) / median(times.sql),
        total: held.total,
      },
      catalogMs,
    };
  } finally {
    counter.restore();
    await floor.close();
    await app.close();
  }
}
