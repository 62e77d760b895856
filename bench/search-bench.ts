import { sql } from 'drizzle-orm';
import { configFromEnv } from '../packages/server/src/config.ts';
import { type OpenDatabase, rowsOf } from '../packages/server/src/db/database.ts';
import { buildApp } from '../packages/server/src/http/app.ts';
import { prefixQuery } from '../packages/server/src/search/words.ts';
import { seedCollections } from './seed.ts';

export const QUERIES = [
  'Musikarchiv', // one word, ~9 % of rows
  'Salzburg',
  'Mozart',
  'Stiftsbibliothek',
  'Requiem',
  'Chorbücher',
  'Stiftsbibliothek Kremsmünster', // two words
  'Domarchiv Passau',
  'Nachlass Haydn',
  'St. Florian',
  'Messen Caldara',
  'Musikar', // prefixes
  'Benedikt',
  'Kloster',
  'Salz',
  'Bestand 512',
  'Hofkapelle Wien Sinfonien Wagenseil', // four words, few hits
  'A-KR17', // a siglum: 'a:*' alone matches almost everything
  'Kremsmunster', // typo: no full-text hit, only the fuzzy fallback finds "Kremsmünster"
  'Xylophonquartett', // finds nothing
];

const SEARCH = `query Search($q: String) { search(query: $q, first: 20) { total items { type id title subtitle path } } }`;

export interface Stats {
  median: number;
  p95: number;
}

export interface QueryFigures {
  query: string;
  hits: number;
  fuzzy: boolean;
  server: number;
  floor: number;
}

export interface SearchBenchResult {
  label: string;
  seedSeconds: number;
  server: Stats;
  floor: Stats;
  ratio: number;
  /** Median of `{ __typename }` over the same HTTP path: what the server adds before touching the database. */
  emptyRequest: number;
  perQuery: QueryFigures[];
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  return sorted[lo] + (sorted[Math.ceil(at)] - sorted[lo]) * (at - lo);
}
const stats = (values: number[]): Stats => ({ median: quantile(values, 0.5), p95: quantile(values, 0.95) });

export async function benchSearch(
  label: string,
  database: OpenDatabase,
  { rows = 100_000, rounds = 10, warmupRounds = 2, log = (_: string) => {} } = {},
): Promise<SearchBenchResult> {
  const { db } = database;
  const seedStart = performance.now();
  await seedCollections(db, rows);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  log(`${label}: ${rows} collections indexed in ${seedSeconds.toFixed(1)} s`);

  const app = await buildApp({ config: configFromEnv({}), db, logger: false, webDist: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const endpoint = `http://127.0.0.1:${address.port}/graphql`;

  const graphql = async (query: string, variables: object) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: { search: { total: number } }; errors?: unknown };
    if (!response.ok || !body.data || body.errors)
      throw new Error(`${JSON.stringify(variables)} answered ${response.status}: ${JSON.stringify(body)}`);
    return body.data;
  };
  const viaServer = async (q: string) => (await graphql(SEARCH, { q })).search.total;
  const viaSql = async (q: string): Promise<number> => {
    const tsquery = prefixQuery(q);
    const result = await db.execute(sql`
      select type, record_id, title, subtitle, path, count(*) over () as total
      from search_records where document @@ to_tsquery('simple', ${tsquery})
      order by ts_rank(document, to_tsquery('simple', ${tsquery})) desc limit 20`);
    return Number(rowsOf<{ total: string | number }>(result)[0]?.total ?? 0);
  };
  const timed = async (fn: () => Promise<unknown>, into: number[]) => {
    const start = performance.now();
    await fn();
    into.push(performance.now() - start);
  };

  try {
    const hits = new Map<string, { server: number; floor: number }>();
    for (let i = 0; i < warmupRounds; i++) {
      for (const q of QUERIES) hits.set(q, { server: await viaServer(q), floor: await viaSql(q) });
    }
    const serverTimes: number[] = [];
    const floorTimes: number[] = [];
    const byQuery = new Map(QUERIES.map((q) => [q, { server: [] as number[], floor: [] as number[] }]));
    // Interleaved, so that both sides see the same machine state (GC, caches, other load).
    for (let round = 0; round < rounds; round++) {
      for (const q of QUERIES) {
        const mine = byQuery.get(q) as { server: number[]; floor: number[] };
        await timed(() => viaSql(q), mine.floor);
        await timed(() => viaServer(q), mine.server);
        floorTimes.push(mine.floor.at(-1) as number);
        serverTimes.push(mine.server.at(-1) as number);
      }
    }
    const emptyTimes: number[] = [];
    for (let i = 0; i < 50; i++) await timed(() => graphql('{ __typename }', {}), emptyTimes);
    const server = stats(serverTimes);
    const floor = stats(floorTimes);
    return {
      label,
      seedSeconds,
      server,
      floor,
      ratio: server.median / floor.median,
      emptyRequest: quantile(emptyTimes, 0.5),
      perQuery: QUERIES.map((query) => {
        const t = byQuery.get(query) as { server: number[]; floor: number[] };
        const h = hits.get(query) as { server: number; floor: number };
        return {
          query,
          hits: h.server,
          fuzzy: h.floor === 0,
          server: quantile(t.server, 0.5),
          floor: quantile(t.floor, 0.5),
        };
      }),
    };
  } finally {
    await app.close();
  }
}
