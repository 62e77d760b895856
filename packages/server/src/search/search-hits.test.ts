import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDemo } from '../demo/load-demo.ts';
import { databaseKinds, gql, startTestServer, type TestServer } from '../test/harness.ts';

const DETAILS = `score { shelfmark composer scoring incipit { pae } }
  person { dates cleric } entry { page catalog score_id } digital_copy { thumbnail }`;
const searchOf = (selection: string) => `query S($q: String, $type: RecordType, $first: Int) {
  search(query: $q, type: $type, first: $first) { ${selection} } }`;

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
      expect(statements[0]).toMatch(/from search_records/);
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
});
