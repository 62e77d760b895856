import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDemo } from '../demo/load-demo.ts';
import { databaseKinds, gql, startTestServer, type TestServer } from '../test/harness.ts';
import { sortKey } from './search-index.ts';

const DETAILS = `score { shelfmark composer scoring incipit { pae } }
  person { dates cleric } entry { page catalog score_id } digital_copy { thumbnail }`;
const searchOf = (
  selection: string,
) => `query S($q: String, $type: RecordType, $first: Int, $sort: SearchSort) {
  search(query: $q, type: $type, first: $first, sort: $sort) { ${selection} } }`;

describe.each(databaseKinds)('search hits of the demo archive on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await loadDemo(server.db, { config: server.config });
  }, 120_000);
  afterAll(() => server.close());

  // biome-ignore lint/suspicious/noExplicitAny: answers are inspected freely
  const search = async (selection: string, variables: Record<string, unknown>): Promise<any> => {
    const answer = await gql(server.app, { query: searchOf(selection), variables });
    expect(answer.errors).toBeUndefined();
    return answer.data.search;
  };

  /** The SQL texts the database was sent while `action` ran. */
  const statementsOf = async (action: () => Promise<unknown>): Promise<string[]> => {
    const client = (server.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    try {
      await action();
      return spy.mock.calls.map(([query]) =>
        typeof query === 'string' ? query : String((query as { text?: string }).text),
      );
    } finally {
      spy.mockRestore();
    }
  };

  it('runs no statement for hit details that are not selected', async () => {
    for (const selection of [
      'total',
      'items { id title }',
      'total items { type id title subtitle path matched }',
    ]) {
      const statements = await statementsOf(() => search(selection, { first: 100 }));
      expect(statements, selection).toHaveLength(1);
      expect(statements[0]).toMatch(/from "?search_records"?/);
    }
  });

  it('loads each kind of detail in one statement, whatever the number of hits', async () => {
    for (const type of ['score', 'person', 'entry', 'digital_copy']) {
      for (const first of [2, 100]) {
        const statements = await statementsOf(() => search(`items { id ${DETAILS} }`, { type, first }));
        expect(statements, `${type}, ${first} hits`).toHaveLength(2);
      }
    }
    // A page of several kinds: one statement for each kind on it.
    let found: { items: Array<{ type: string }> } | undefined;
    const statements = await statementsOf(async () => {
      found = await search(`items { type id ${DETAILS} }`, { first: 100, q: 'a' });
    });
    const kinds = new Set(found?.items.map((item) => item.type));
    const detailed = ['score', 'person', 'entry', 'digital_copy'].filter((k) => kinds.has(k));
    expect(detailed.length).toBeGreaterThan(2);
    expect(statements).toHaveLength(1 + detailed.length);
  });
  it('ranks a person found by the full name above the records that mention it', async () => {
    for (const q of ['Gregor Heiß', 'Heiß, Gregor', 'heiss gregor']) {
      const found = await search('total items { type title }', { q, first: 100 });
      expect(found.total, q).toBeGreaterThan(5);
      expect(found.items[0], q).toEqual({ type: 'person', title: 'Heiß, Gregor' });
    }
  });

  it('says when the hits are those of the corrected query, and only then', async () => {
    const selection = 'total suggestion corrected items { title }';
    const typo = await search(selection, { q: 'gasmann' });
    expect(typo).toMatchObject({ suggestion: 'gassmann', corrected: 'gassmann' });
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.total).toBe((await search(selection, { q: 'gassmann' })).total);
    // Found as typed: no correction.
    expect(await search(selection, { q: 'Gassmann' })).toMatchObject({ suggestion: null, corrected: null });
    // The correction finds nothing either: suggested, but no hits are its own.
    const none = await search(selection, { q: 'gasmann', type: 'collection' });
    expect(none).toMatchObject({ total: 0, suggestion: 'gassmann', corrected: null });
  });
  /** The lines of a CSV text (RFC 4180, commas; no line breaks inside fields), each as its fields. */
  const csvLines = (text: string): string[][] =>
    text
      .split('\r\n')
      .filter(Boolean)
      .map((line) =>
        [...`${line},`.matchAll(/("(?:[^"]|"")*"|[^,]*),/g)].map(([, field]) =>
          field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field,
        ),
      );

  it("exports an entry's signature, composer and genre in their columns, and sorts entries by signature", async () => {
    const found = await search('total items { title entry { signature composer genre } }', {
      type: 'entry',
      first: 100,
    });
    const sorted = await search('items { entry { signature } }', {
      type: 'entry',
      first: 100,
      sort: 'shelfmark',
    });
    const signatures = sorted.items.map(
      (item: { entry: { signature: string | null } }) => item.entry.signature,
    );
    const given = signatures.filter((s: string | null) => s);
    expect(given.length).toBeGreaterThan(10);
    // Signatures first, in their natural order, then the entries without one.
    expect(signatures.slice(0, given.length)).toEqual(given);
    expect(given.map(sortKey)).toEqual(given.map(sortKey).sort());

    const answer = await server.app.inject({
      method: 'GET',
      url: '/export/search.csv?type=entry&sort=shelfmark',
      headers: { 'x-locale': 'en' },
    });
    const [header, ...lines] = csvLines(answer.rawPayload.toString('utf8').slice(1));
    expect(header.slice(3, 6)).toEqual(['Shelfmark', 'Composer', 'Genre']);
    expect(lines).toHaveLength(found.total);
    const byTitle = new Map(
      found.items.map((item: { title: string; entry: object }) => [item.title, item.entry]),
    );
    for (const line of lines.slice(0, 100)) {
      const entry = byTitle.get(line[1]) as {
        signature: string | null;
        composer: string | null;
        genre: string | null;
      };
      if (!entry) continue;
      expect(line.slice(3, 6), line[1]).toEqual([
        entry.signature ?? '',
        entry.composer ?? '',
        entry.genre ?? '',
      ]);
    }
    expect(lines.filter((line) => line[3] && line[4] && line[5]).length).toBeGreaterThan(10);
    expect(lines.slice(0, given.length).map((line) => line[3])).toEqual(given);
  });
});
