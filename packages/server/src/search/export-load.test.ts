import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/database.ts';
import { databaseKinds, gql, startTestServer, type TestServer } from '../test/harness.ts';
import { DATABASE_PROBE, quietWait, whileProbing } from '../test/probing.ts';

// A large export (22,000 hits once held PGlite's every other request for seconds) read in pages that
// each start where the last ended, other requests answered between them; one at a time per client.

const HITS = 22_000;

describe.each(databaseKinds)('the search export of 22,000 hits on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { rateLimitPerMinute: 1_000_000 });
    // Scores as the index holds them: every tenth without a shelfmark, titles that sort apart from ids,
    // and pairs of equal titles (the order's ties).
    await server.db.execute(sql`
      insert into search_records (type, record_id, title, path, text, sort_title, shelfmark, sort_shelfmark)
      select 'score', n, 'Messe ' || ((n * 7919) % ${HITS / 2}), '/scores/' || n,
        case when n % 3 = 0 then 'messe messe' else 'kyrie' end, 'messe ' || lpad(((n * 7919) % ${HITS / 2})::text, 6, '0'),
        case when n % 10 = 0 then null else 'Mus.ms. ' || (n % 997) end,
        case when n % 10 = 0 then null else 'mus.ms. ' || lpad((n % 997)::text, 4, '0') end
      from generate_series(1, ${HITS}) as n`);
  }, 120_000);
  afterAll(() => server.close());

  const exported = (query: string, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
    server.app.inject({ method: 'GET', url: `/export/search.csv?${query}`, headers, remoteAddress });
  /** The exported addresses' record ids, in the file's order. */
  const ids = (body: string) =>
    body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(line.split('/scores/').at(-1)));
  const inOrder = async (where: string, order: string) =>
    rowsOf<{ id: number }>(
      await server.db.execute(
        sql.raw(`select record_id as id from search_records where ${where} order by ${order}`),
      ),
    ).map((row) => Number(row.id));

  it('writes every hit once, in the order asked, while other requests wait no longer than a page takes', async () => {
    const quiet = await quietWait(server.app, 1000, DATABASE_PROBE);
    // What one search of the same hits takes (any visitor may ask it): the length of the export's statements.
    const searched = performance.now();
    expect(
      (await gql(server.app, { query: '{ search(query: "messe", first: 20) { total } }' })).data,
    ).toEqual({
      search: { total: HITS },
    });
    const search = performance.now() - searched;
    const all = await whileProbing(server.app, () => exported('q=messe'), DATABASE_PROBE);
    expect(all.result.statusCode).toBe(200);
    expect(all.result.headers['x-total-count']).toBe(String(HITS));
    // Relevance as search-order.ts ranks it: the title's coverage first, then the whole record's rank.
    const query = `to_tsquery('simple', 'messe:*')`;
    const coverage = `ts_rank(ts_filter(document, '{a}'), ${query}, 8)`;
    expect(ids(all.result.body)).toEqual(
      await inOrder('true', `${coverage} desc, ts_rank(document, ${query}) desc, sort_title, record_id`),
    );
    const byShelfmark = await whileProbing(server.app, () => exported('sort=shelfmark'), DATABASE_PROBE);
    expect(ids(byShelfmark.result.body)).toEqual(
      await inOrder('true', 'sort_shelfmark nulls last, sort_title, record_id'),
    );
    // PROBE_FIGURES=1 prints what was measured (the figures of the report).
    if (process.env.PROBE_FIGURES)
      console.info(
        `probe waits on ${kind}: quiet ${quiet.toFixed(0)} search ${search.toFixed(0)} relevance ${all.longest.toFixed(0)} (${all.took.toFixed(0)} ms) shelfmark ${byShelfmark.longest.toFixed(0)} (${byShelfmark.took.toFixed(0)} ms)`,
      );
    // The goal is 200 ms over the machine's own pauses; the bound adds one search's time (which grows
    // with the machine's load) and headroom for two busy shared cores (600 ms: 300 was passed by 160 ms
    // once under a full test run). Before the pages read on from where the last ended, with turns of the
    // event loop between them, a probe on PGlite waited for the whole export (2.5 s of 2.5 s).
    const bound = quiet + search + 200 + 600;
    expect(all.longest).toBeLessThan(bound);
    expect(byShelfmark.longest).toBeLessThan(bound);
  }, 120_000);

  it('answers a client one export at a time, a second one at once with 429 in its language', async () => {
    const first = exported('q=messe');
    // The first has begun: it holds its client's place from its first statement on.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [english, german, other] = await Promise.all([
      exported('q=kyrie', { 'x-locale': 'en' }),
      exported('q=kyrie', { 'x-locale': 'de' }),
      exported('q=kyrie', {}, '198.51.100.9'),
    ]);
    expect([english.statusCode, english.json()]).toEqual([
      429,
      { error: 'An export of yours is still running. Please wait until it has finished.' },
    ]);
    expect(german.json()).toEqual({
      error: 'Ein Export von Ihnen läuft noch. Bitte warten Sie, bis er fertig ist.',
    });
    expect(other.statusCode).toBe(200);
    expect((await first).statusCode).toBe(200);
    // Once it is over, the client may export again.
    expect((await exported('q=kyrie')).statusCode).toBe(200);
  }, 120_000);
});
