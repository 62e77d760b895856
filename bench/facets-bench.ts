import { type SQL, sql } from 'drizzle-orm';
import { configFromEnv } from '../packages/server/src/config.ts';
import { type OpenDatabase, rowsOf } from '../packages/server/src/db/database.ts';
import { buildApp } from '../packages/server/src/http/app.ts';
import { FACET_NAMES, type FacetName } from '../packages/server/src/search/facet-values.ts';
import { prefixQuery, rebuildSearchWords } from '../packages/server/src/search/words.ts';
import { benchFailed, sizedFromEnv } from './smoke.ts';

// Faceted search: `search` with filters and every facet counted, over HTTP, against the bare SQL
// that computes the same page, total and counts (one statement per facet, as one would write it by hand)
// on the same rows in the same run, interleaved.

// biome-ignore format: packed word list
const genres = ['Messe', 'Vesper', 'Litanei', 'Offertorium', 'Sinfonie', 'Requiem', 'Motette', 'Hymnus', 'Kantate', 'Divertimento', 'Partita'] as const; // 11
// biome-ignore format: packed word list
const keys = ['C-Dur', 'D-Dur', 'F-Dur', 'G-Dur', 'B-Dur', 'Es-Dur', 'A-Dur', 'c-Moll', 'd-Moll', 'g-Moll', 'e-Moll', 'a-Moll', 'h-Moll'] as const; // 13
// biome-ignore format: packed word list
const composers = ['Mozart', 'Haydn', 'Fux', 'Biber', 'Caldara', 'Zelenka', 'Eberlin', 'Albrechtsberger', 'Reutter', 'Gassmann', 'Salieri', 'Brixi', 'Monn', 'Wagenseil', 'Holzbauer', 'Tůma', 'Hasse'] as const; // 17
const scorings = ['sop', 'alt', 'ten', 'bas', 'vl', 'vla', 'vlc', 'org', 'bc', 'ob', 'tr', 'timp', 'coro'];
const sourceTypes = ['aut', 'cpy', 'prt', 'pau'];
const COLLECTIONS = 40;

const list = (words: readonly string[]) =>
  sql.raw(`array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`);
const pick = (words: readonly string[], expr: string) =>
  sql`(${list(words)})[1 + (${sql.raw(expr)}) % ${sql.raw(String(words.length))}]`;

/**
 * Fills `search_records` with `count` scores as the save path indexes them (title, shelfmark, composer in
 * the text, the facets array, the years), plus the collections and composers the facets' labels name.
 */
export async function seedFacetRecords(db: OpenDatabase['db'], count: number, batch = 50_000): Promise<void> {
  await db.execute(sql`
    insert into search_records (type, record_id, title, subtitle, path, text, sort_title, facets, version)
    select 'collection', g, 'Sammlung ' || g, null, '/collections/' || g, '', 'sammlung ' || g,
      array['collection:' || g], 1
    from generate_series(1, ${COLLECTIONS}) g
    union all
    select 'person', g, ${pick(composers, 'g - 1')}, null, '/people/' || g, '', lower(${pick(composers, 'g - 1')}),
      array['cleric:' || (g % 5 = 0)::text], 1
    from generate_series(1, ${composers.length}) g`);
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await db.execute(sql`
      insert into search_records (type, record_id, title, subtitle, path, text, sort_title, facets,
        year_from, year_to, shelfmark, sort_shelfmark, version)
      select 'score', g, t.title, t.shelfmark, '/scores/' || g, t.composer, lower(t.title),
        array[
          'collection:' || (1 + g % ${COLLECTIONS}),
          'composer:' || (1 + g / 7 % ${composers.length}),
          'person:' || (1 + g / 7 % ${composers.length}),
          'genre:' || ${pick(genres, 'g / 3')},
          'key:' || ${pick(keys, 'g')},
          'scoring:' || ${pick(scorings, 'g')},
          'scoring:' || ${pick(scorings, 'g / 13')},
          'scoring:' || ${pick(scorings, 'g / 169')},
          'source_type:' || ${pick(sourceTypes, 'g / 11')},
          'has_digital_copy:' || (g % 9 = 0)::text
        ],
        case when g % 6 = 5 then null else 1650 + g % 180 end,
        case when g % 6 = 5 then null else 1650 + g % 180 + g % 3 end,
        t.shelfmark, lower(t.shelfmark), 1
      from generate_series(${from}::int, ${to}::int) g,
        lateral (select ${pick(genres, 'g / 3')} || ' in ' || ${pick(keys, 'g')} as title,
                        'Mus.ms. ' || g as shelfmark,
                        ${pick(composers, 'g / 7')} as composer) t`);
  }
  await rebuildSearchWords(db);
  await db.execute(sql`analyze search_records`);
}

interface Filters {
  collection?: number[];
  composer?: number[];
  genre?: string[];
  key?: string[];
  has_digital_copy?: boolean;
  year_from?: number;
  year_to?: number;
}
interface Case {
  name: string;
  query?: string;
  filters: Filters;
}

/** Varied searches: no filter, one, and four facets filtered at once; with and without words. */
export const CASES: Case[] = [
  { name: 'everything', filters: {} },
  { name: 'one genre', filters: { genre: ['Messe'] } },
  { name: 'words "Mozart"', query: 'Mozart', filters: {} },
  { name: 'two facets', filters: { genre: ['Requiem'], key: ['d-Moll'] } },
  {
    name: 'four facets',
    filters: { collection: [3, 7, 11], composer: [2], genre: ['Messe', 'Vesper'], key: ['C-Dur', 'D-Dur'] },
  },
  {
    name: '"Haydn" + four facets',
    query: 'Haydn',
    filters: {
      collection: [1, 2, 3, 4, 5, 6, 7, 8],
      genre: ['Messe', 'Litanei'],
      key: ['C-Dur'],
      has_digital_copy: false,
    },
  },
  { name: 'years 1700–1720 + genre', filters: { year_from: 1700, year_to: 1720, genre: ['Sinfonie'] } },
  { name: 'words "Messe C"', query: 'Messe C', filters: { composer: [1, 3, 5] } },
];

const FACETS = FACET_NAMES;

const SEARCH = `query S($q: String, $filters: SearchFilters) {
  search(query: $q, filters: $filters, first: 20) {
    total items { type id title subtitle path matched } facets { name values { value label count } }
  }
}`;

/** The bare SQL: the page with its total, then each facet's counts under the other facets' filters. */
async function bareSql(db: OpenDatabase['db'], c: Case): Promise<{ total: number; counts: number }> {
  const f = c.filters;
  const tsquery = c.query ? prefixQuery(c.query) : null;
  const match = tsquery ? sql`document @@ to_tsquery('simple', ${tsquery})` : sql`true`;
  const anyOf = (name: string, values?: ReadonlyArray<string | number>) =>
    values?.length ? sql`facets && ${`{${values.map((v) => `"${name}:${v}"`).join(',')}}`}::text[]` : null;
  const own: Partial<Record<FacetName, SQL | null>> = {
    collection: anyOf('collection', f.collection),
    composer: anyOf('composer', f.composer),
    genre: anyOf('genre', f.genre),
    key: anyOf('key', f.key),
    has_digital_copy:
      f.has_digital_copy === undefined ? null : anyOf('has_digital_copy', [String(f.has_digital_copy)]),
    year:
      f.year_from !== undefined ? sql`year_to >= ${f.year_from} and year_from <= ${f.year_to ?? 9999}` : null,
  };
  const where = (except?: FacetName) =>
    sql.join(
      [match, ...FACETS.filter((n) => n !== except).map((n) => own[n] ?? null)].filter(
        (x): x is SQL => x !== null,
      ),
      sql` and `,
    );
  const order = tsquery
    ? sql`ts_rank(document, to_tsquery('simple', ${tsquery})) desc, sort_title, record_id`
    : sql`sort_title, record_id`;
  const page = rowsOf<{ total: string | number }>(
    await db.execute(sql`
      select type, record_id, title, subtitle, path, count(*) over () as total
      from search_records where ${where()} order by ${order} limit 20`),
  );
  let counts = 0;
  for (const name of FACETS) {
    const grouped =
      name === 'type'
        ? sql`select type, count(*) from search_records where ${where(name)} group by type`
        : name === 'year'
          ? sql`select year_from / 10, count(*) from search_records where ${where(name)} and year_from is not null group by 1`
          : sql`select v, count(*) from search_records, unnest(facets) v where ${where(name)} and v like ${`${name}:%`} group by v`;
    counts += rowsOf(await db.execute(grouped)).length;
  }
  return { total: Number(page[0]?.total ?? 0), counts };
}

export interface FacetCaseFigures {
  name: string;
  hits: number;
  server: number;
  floor: number;
}
export interface FacetBenchResult {
  label: string;
  rows: number;
  seedSeconds: number;
  server: number;
  floor: number;
  ratio: number;
  perCase: FacetCaseFigures[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export async function benchFacets(
  label: string,
  database: OpenDatabase,
  { rows = 100_000, rounds = 10, warmupRounds = 2, log = (_: string) => {} } = {},
): Promise<FacetBenchResult> {
  const { db } = database;
  const seedStart = performance.now();
  await seedFacetRecords(db, rows);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  log(`${label}: ${rows.toLocaleString('en')} scores indexed with facets in ${seedSeconds.toFixed(1)} s`);

  const app = await buildApp({ config: configFromEnv({}), db, logger: false, webDist: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const endpoint = `http://127.0.0.1:${address.port}/graphql`;
  const viaServer = async (c: Case) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: SEARCH, variables: { q: c.query ?? null, filters: c.filters } }),
    });
    const body = (await response.json()) as {
      data?: { search: { total: number; facets: Array<{ values: unknown[] }> } };
      errors?: unknown;
    };
    if (!response.ok || !body.data || body.errors)
      throw new Error(`${c.name} answered ${response.status}: ${JSON.stringify(body)}`);
    return body.data.search;
  };
  const timed = async (fn: () => Promise<unknown>, into: number[]) => {
    const start = performance.now();
    await fn();
    into.push(performance.now() - start);
  };
  try {
    const hits = new Map<string, number>();
    for (let i = 0; i < warmupRounds; i++) {
      for (const c of CASES) {
        const [served, bare] = [await viaServer(c), await bareSql(db, c)];
        // Same hits: the server's total is the bare SQL's (the counts differ only by values capped at 30).
        if (served.total !== bare.total)
          throw new Error(`${c.name}: server ${served.total} ≠ SQL ${bare.total}`);
        hits.set(c.name, served.total);
      }
    }
    const times = new Map(CASES.map((c) => [c.name, { server: [] as number[], floor: [] as number[] }]));
    const server: number[] = [];
    const floor: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const c of CASES) {
        const mine = times.get(c.name) as { server: number[]; floor: number[] };
        await timed(() => bareSql(db, c), mine.floor);
        await timed(() => viaServer(c), mine.server);
        floor.push(mine.floor.at(-1) as number);
        server.push(mine.server.at(-1) as number);
      }
    }
    return {
      label,
      rows,
      seedSeconds,
      server: median(server),
      floor: median(floor),
      ratio: median(server) / median(floor),
      perCase: CASES.map((c) => {
        const t = times.get(c.name) as { server: number[]; floor: number[] };
        return {
          name: c.name,
          hits: hits.get(c.name) ?? 0,
          server: median(t.server),
          floor: median(t.floor),
        };
      }),
    };
  } finally {
    await app.close();
  }
}

const RATIO_GOAL = 2;

/**
 * The part `BENCH_ONLY=facets` runs: PGlite with FACETS_ROWS (100,000) scores, then PostgreSQL with
 * FACETS_PG_ROWS (1,000,000; 0 skips it) in a database of its own. Prints its lines; answers the summary.
 */
export async function runFacetsPart(
  out: (line?: string) => void,
  progress: (line: string) => void,
  open: {
    pglite: () => Promise<OpenDatabase>;
    postgres?: () => Promise<OpenDatabase & { drop(): Promise<void> }>;
  },
): Promise<string> {
  const rounds = sizedFromEnv('FACETS_ROUNDS', 10, 1);
  out(
    `F. faceted search: GraphQL over HTTP (filters, page of 20, all ${FACETS.length} facets counted) vs the bare SQL of the same page, total and counts (no HTTP)`,
  );
  out(`   ${CASES.length} searches × ${rounds} rounds, sequential, interleaved`);
  const summaries: string[] = [];
  const measure = async (
    label: string,
    rows: number,
    opened: () => Promise<OpenDatabase>,
    close: (d: OpenDatabase) => Promise<void>,
  ) => {
    progress(`${label}: seeding ${rows.toLocaleString('en')} scores`);
    const database = await opened();
    try {
      const r = await benchFacets(label, database, { rows, rounds, log: progress });
      out();
      out(`   ${r.label}  (${r.rows.toLocaleString('en')} scores, seeded in ${r.seedSeconds.toFixed(1)} s)`);
      out(
        `   ${'search'.padEnd(30)}${'hits'.padStart(8)}${'SQL ms'.padStart(10)}${'search ms'.padStart(11)}${'ratio'.padStart(8)}`,
      );
      for (const c of r.perCase)
        out(
          `   ${c.name.padEnd(30)}${String(c.hits).padStart(8)}${c.floor.toFixed(1).padStart(10)}${c.server.toFixed(1).padStart(11)}${`${(c.server / c.floor).toFixed(2)}×`.padStart(8)}`,
        );
      const pass = r.ratio <= RATIO_GOAL;
      out(
        `   ratio of medians (${r.floor.toFixed(1)} ms SQL, ${r.server.toFixed(1)} ms search)`.padEnd(62) +
          `${r.ratio.toFixed(2)}×   goal ≤ ${RATIO_GOAL}×   ${pass ? 'PASS' : 'FAIL'}`,
      );
      summaries.push(`facets ${label.split(' ')[0]} ${r.ratio.toFixed(2)}× ${pass ? 'PASS' : 'FAIL'}`);
    } catch (error) {
      out(`\n   ${label}: FAILED — ${(error as Error).message}`);
      summaries.push(`facets ${label.split(' ')[0]} FAILED`);
      benchFailed('facets', `${label}: ${(error as Error).message}`);
    } finally {
      await close(database);
    }
  };
  const pgRows = sizedFromEnv('FACETS_PG_ROWS', 1_000_000, 300);
  if (open.postgres && pgRows > 0) {
    const postgres = open.postgres;
    let opened: (OpenDatabase & { drop(): Promise<void> }) | undefined;
    await measure(
      'PostgreSQL',
      pgRows,
      async () => {
        opened = await postgres();
        return opened;
      },
      async (d) => {
        await d.close();
        await opened?.drop();
      },
    );
  }
  await measure('PGlite (in memory)', sizedFromEnv('FACETS_ROWS', 100_000, 300), open.pglite, (d) =>
    d.close(),
  );
  out();
  return summaries.join(', ');
}
