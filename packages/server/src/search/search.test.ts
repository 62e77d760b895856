import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/database.ts';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from '../test/harness.ts';
import { sortKey } from './search-index.ts';
import { FOLD_FROM, FOLD_PAIRS, prefixQuery, searchFold } from './words.ts';

const naturalSortMigration = new URL('../db/migrations/0004_natural_sort.sql', import.meta.url);
const searchFoldMigration = new URL('../db/migrations/0007_search_fold.sql', import.meta.url);

const UPSERT = 'mutation U($input: CollectionInput!) { upsertCollection(input: $input) { success id } }';
const SEARCH = `query S($q: String, $type: RecordType, $first: Int, $after: String) {
  search(query: $q, type: $type, first: $first, after: $after) { total endCursor hasNextPage items { id title } }
}`;

describe('prefixQuery', () => {
  it('turns words into prefix terms and drops everything that could break a tsquery', () => {
    expect(prefixQuery('Mozart  Requiem')).toBe('mozart:* & requiem:*');
    expect(prefixQuery("o'Brien & | ! (x)")).toBe('o:* & brien:* & x:*');
    expect(prefixQuery(['a', 'b'])).toBe('a:* & b:*');
    expect(prefixQuery('Kremsmünster')).toBe('kremsmunster:*');
    expect(prefixQuery(' !? ')).toBeNull();
  });
});

describe('sortKey', () => {
  it('orders numbers by value, accents and case aside', () => {
    const titles = [
      'Mus. ms. 1/10',
      'mus. ms. 1/6',
      'Mus. ms. 1/06a',
      'Mus. ms. 2',
      'Mus. ms. 10',
      'Mús. ms. 1/2',
    ];
    expect([...titles].sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : 1))).toEqual([
      'Mús. ms. 1/2',
      'mus. ms. 1/6',
      'Mus. ms. 1/06a',
      'Mus. ms. 1/10',
      'Mus. ms. 2',
      'Mus. ms. 10',
    ]);
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

  it('folds ß, ẞ and accents alike in the index and the query: "Weissenback" finds "Weißenbäck"', async () => {
    const { token } = await createUser(server.db);
    const saved = await gql(server.app, {
      query: UPSERT,
      variables: { input: { name: 'Sammlung Weißenbäck 1931', prefix: 'W1' } },
      token,
    });
    expect(saved.data.upsertCollection.success).toBe(true);
    for (const q of ['Weissenback', 'weißenbäck', 'WEISSENBÄCK 1931', 'WEIẞENBACK', 'weissenb'])
      expect([q, titles((await search({ q })).data.search)]).toEqual([q, ['Sammlung Weißenbäck 1931']]);
    // The index's folding in SQL is the query's in TypeScript, letter for letter.
    const letters = [...FOLD_FROM, ...Object.keys(FOLD_PAIRS)].join(' ');
    const [row] = rowsOf<{ folded: string }>(
      await server.db.execute(
        sql`select array_to_string(tsvector_to_array(to_tsvector('simple', search_fold(${letters}))), ' ') as folded`,
      ),
    );
    expect(row.folded.split(' ').sort()).toEqual(
      [...new Set(searchFold(letters).toLowerCase().split(' '))].sort(),
    );
  });

  it('folds the words of rows indexed before folding once migrated', async () => {
    const { token } = await createUser(server.db);
    await gql(server.app, {
      query: UPSERT,
      variables: { input: { name: 'Nachlass Großmann', prefix: 'G1' } },
      token,
    });
    // The document as it was computed before migration 0007.
    for (const statement of [
      'alter table search_records drop column document',
      `alter table search_records add column document tsvector generated always as (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(subtitle, '')), 'B') || setweight(to_tsvector('simple', coalesce(text, '')), 'C')) stored not null`,
      'delete from search_words',
    ])
      await server.db.execute(sql.raw(statement));
    expect(titles((await search({ q: 'grossmann' })).data.search)).toEqual([]);
    for (const statement of (await readFile(searchFoldMigration, 'utf8')).split('--> statement-breakpoint'))
      await server.db.execute(sql.raw(statement));
    expect(titles((await search({ q: 'grossmann' })).data.search)).toEqual(['Nachlass Großmann']);
    // Typos are corrected to folded words.
    expect(titles((await search({ q: 'grosmann' })).data.search)).toEqual(['Nachlass Großmann']);
  });

  it('lists numbered titles in number order, and the migration gives rows written before the same keys', async () => {
    const { token } = await createUser(server.db);
    const numbered = ['Kapsel 1/10', 'Kapsel 1/6', 'Kapsel 10', 'Kapsel 1/2', 'Kapsel 2', 'Kapsel 1/007'];
    for (const [i, name] of numbered.entries()) {
      const saved = await gql(server.app, {
        query: UPSERT,
        variables: { input: { name, prefix: `K${i}` } },
        token,
      });
      expect(saved.data.upsertCollection.success).toBe(true);
    }
    const listed = async () =>
      titles((await search({ type: 'collection', first: 50 })).data.search).filter((t) =>
        t.startsWith('Kapsel'),
      );
    const inNumberOrder = [
      'Kapsel 1/2',
      'Kapsel 1/6',
      'Kapsel 1/007',
      'Kapsel 1/10',
      'Kapsel 2',
      'Kapsel 10',
    ];
    expect(await listed()).toEqual(inNumberOrder);

    // Rows as the text-order key wrote them, then the migration's statement.
    const rows = async () =>
      rowsOf<{ title: string; sort_title: string }>(
        await server.db.execute(sql`select title, sort_title from search_records`),
      );
    const textKey = (title: string) => title.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
    for (const { title } of await rows())
      await server.db.execute(
        sql`update search_records set sort_title = ${textKey(title)} where title = ${title}`,
      );
    expect(await listed()).not.toEqual(inNumberOrder);
    await server.db.execute(sql.raw(await readFile(naturalSortMigration, 'utf8')));
    expect(await listed()).toEqual(inNumberOrder);
    for (const row of await rows()) expect(row.sort_title, row.title).toBe(sortKey(row.title));
  });
});
