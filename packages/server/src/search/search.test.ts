import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from '../test/harness.ts';
import { prefixQuery } from './search.ts';

const UPSERT = 'mutation U($input: CollectionInput!) { upsertCollection(input: $input) { success id } }';
const SEARCH = `query S($q: String, $type: RecordType, $first: Int, $after: String) {
  search(query: $q, type: $type, first: $first, after: $after) { total endCursor hasNextPage items { id title } }
}`;

describe('prefixQuery', () => {
  it('turns words into prefix terms and drops everything that could break a tsquery', () => {
    expect(prefixQuery('Mozart  Requiem')).toBe('mozart:* & requiem:*');
    expect(prefixQuery("o'Brien & | ! (x)")).toBe('o:* & brien:* & x:*');
    expect(prefixQuery(['a', 'b'])).toBe('a:* & b:*');
    expect(prefixQuery('Kremsmünster')).toBe('kremsmünster:*');
    expect(prefixQuery(' !? ')).toBeNull();
  });
});

describe.each(databaseKinds)('search on %s', (kind) => {
  let server: TestServer;
  const names = [
    'Musikarchiv Einsiedeln',
    'Musikarchiv Engelberg',
    'Domarchiv Salzburg',
    'Stiftsbibliothek St. Gallen',
    'Bibliothek Kremsmünster',
  ];
  beforeAll(async () => {
    server = await startTestServer(kind);
    const { token } = await createUser(server.db);
    for (const [i, name] of names.entries()) {
      const result = await gql(server.app, {
        query: UPSERT,
        variables: { input: { name, prefix: `P${i}` } },
        token,
      });
      expect(result.data.upsertCollection.success).toBe(true);
    }
  });
  afterAll(() => server.close());

  const search = async (variables: Record<string, unknown>) =>
    await gql(server.app, { query: SEARCH, variables, locale: 'en' });
  const titles = (r: { items: { title: string }[] }) => r.items.map((i) => i.title);

  it('finds records by word prefixes, all words required', async () => {
    expect(titles((await search({ q: 'musikarch' })).data.search).sort()).toEqual([
      'Musikarchiv Einsiedeln',
      'Musikarchiv Engelberg',
    ]);
    expect(titles((await search({ q: 'musik engel' })).data.search)).toEqual(['Musikarchiv Engelberg']);
    expect(titles((await search({ q: 'musikarchiv salzburg' })).data.search)).not.toContain(
      'Musikarchiv Einsiedeln',
    );
    expect((await search({ q: 'zzqx' })).data.search).toMatchObject({
      total: 0,
      items: [],
      hasNextPage: false,
    });
  });

  it('falls back to fuzzy matching when nothing matches exactly', async () => {
    expect(titles((await search({ q: 'Domarchif Salzbrug' })).data.search)).toContain('Domarchiv Salzburg');
  });

  it('lists everything in title order without a query, filtered by type, in pages', async () => {
    const page1 = (await search({ type: 'collection', first: 2 })).data.search;
    expect(page1).toMatchObject({ total: 5, hasNextPage: true, endCursor: '2' });
    expect(titles(page1)).toEqual(['Bibliothek Kremsmünster', 'Domarchiv Salzburg']);
    const page3 = (await search({ type: 'collection', first: 2, after: '4' })).data.search;
    expect(page3).toMatchObject({ total: 5, hasNextPage: false });
    expect(titles(page3)).toEqual(['Stiftsbibliothek St. Gallen']);
    expect((await search({ type: 'score' })).data.search.total).toBe(0);
  });

  it('refuses a malformed cursor, a bad page size and an unknown type with a clear error', async () => {
    expect((await search({ after: 'abc' })).errors[0].message).toBe('The request could not be understood.');
    expect((await search({ first: 0 })).errors[0].message).toBe('The request could not be understood.');
    expect((await search({ first: 1000 })).errors[0].message).toBe('The request could not be understood.');
    const unknownType = await search({ type: 'spaceship' });
    expect(unknownType.errors[0].message).toMatch(/^The request could not be understood\. .*spaceship/);
  });
});
