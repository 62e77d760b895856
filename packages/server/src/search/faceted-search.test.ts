import { yearRangeOf } from '@fontes/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../db/database.ts';
import { loadDemo } from '../demo/load-demo.ts';
import { databaseKinds, gql, startTestServer, type TestServer } from '../test/harness.ts';
import { exportChunk } from './export-route.ts';
import { refreshSearchIndex } from './refresh.ts';
import { sortKey } from './search-index.ts';

const SEARCH = `query S($q: String, $type: RecordType, $first: Int, $after: String, $filters: SearchFilters, $sort: SearchSort) {
  search(query: $q, type: $type, first: $first, after: $after, filters: $filters, sort: $sort) {
    total hasNextPage suggestion
    facets { name values { value label count } }
    items {
      type id title subtitle path matched
      score { shelfmark short_title composer genre key scoring incipit { pae } }
      person { dates cleric }
      entry { page catalog score_id }
      digital_copy { thumbnail }
    }
  }
}`;

interface Found {
  total: number;
  hasNextPage: boolean;
  suggestion: string | null;
  facets: Array<{ name: string; values: Array<{ value: string; label: string; count: number }> }>;
  // biome-ignore lint/suspicious/noExplicitAny: hits are inspected freely
  items: any[];
}

describe.each(databaseKinds)('faceted search of the demo archive on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await loadDemo(server.db, { config: server.config });
  }, 120_000);
  afterAll(() => server.close());

  const call = (variables: Record<string, unknown>, locale: 'en' | 'de' = 'en') =>
    gql(server.app, { query: SEARCH, variables: { first: 100, ...variables }, locale });
  const search = async (variables: Record<string, unknown>): Promise<Found> => {
    const answer = await call(variables);
    expect(answer.errors).toBeUndefined();
    return answer.data.search;
  };
  const counts = (found: Found, name: string) =>
    Object.fromEntries(
      (found.facets.find((f) => f.name === name)?.values ?? []).map((v) => [v.value, v.count]),
    );
  const rows = async <T>(query: SQL) => rowsOf<T>(await server.db.execute(query));
  /** Score ids as counted from the catalogue's own tables, not the search index. */
  const scoreIds = async (where: SQL = sql`true`) =>
    (await rows<{ id: number }>(sql`select id from scores s where ${where} order by id`)).map((r) =>
      Number(r.id),
    );
  const withGenre = (name: string) =>
    sql`exists (select 1 from score_genres sg join genres g on g.id = sg.genre_id where sg.score_id = s.id and g.name = ${name})`;
  const allIds = async (variables: Record<string, unknown>) => {
    const ids: number[] = [];
    for (let after = 0; ; after += 100) {
      const found = await search({ ...variables, after: String(after) });
      ids.push(...found.items.map((item) => item.id));
      if (!found.hasNextPage) return ids;
    }
  };

  it('counts each type and genre as the catalogue holds them, without a query', async () => {
    const found = await search({});
    const byType = await rows<{ type: string; n: number }>(
      sql`select type, count(*)::int as n from search_records group by type`,
    );
    expect(counts(found, 'type')).toEqual(Object.fromEntries(byType.map((r) => [r.type, Number(r.n)])));
    const byGenre = await rows<{ name: string; n: number }>(
      sql`select g.name, count(*)::int as n from score_genres sg join genres g on g.id = sg.genre_id group by g.name`,
    );
    expect(byGenre.length).toBeGreaterThan(1);
    expect(counts(found, 'genre')).toEqual(Object.fromEntries(byGenre.map((r) => [r.name, Number(r.n)])));
    expect(found.facets.map((f) => f.name)).toEqual([
      'type',
      'collection',
      'composer',
      'genre',
      'key',
      'scoring',
      'source_type',
      'year',
      'has_digital_copy',
      'cleric',
    ]);
  });

  it("narrows by a facet without narrowing that facet's own counts; the other facets' counts follow", async () => {
    const all = await search({ type: 'score' });
    const [genre, other] = Object.keys(counts(all, 'genre'));
    const found = await search({ type: 'score', filters: { genre: [genre] } });
    expect(found.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(await scoreIds(withGenre(genre)));
    expect(counts(found, 'genre')).toEqual(counts(all, 'genre'));
    const keys = await rows<{ key: string; n: number }>(
      sql`select key, count(*)::int as n from scores s where ${withGenre(genre)} and coalesce(trim(key), '') <> '' group by key`,
    );
    expect(counts(found, 'key')).toEqual(Object.fromEntries(keys.map((r) => [r.key, Number(r.n)])));
    // Two values of one facet: either; the type facet counts what the other filters leave of every type.
    const either = await search({ type: 'score', filters: { genre: [genre, other] } });
    expect(either.total).toBe(counts(all, 'genre')[genre] + counts(all, 'genre')[other]);
    expect(counts(either, 'type')).toEqual({ score: either.total });
  });

  it('combines facets of different names: all of them apply, in every count', async () => {
    const all = await search({ type: 'score' });
    const genre = Object.keys(counts(all, 'genre'))[0];
    const key = Object.keys(counts(await search({ type: 'score', filters: { genre: [genre] } }), 'key'))[0];
    const collection = Number(Object.keys(counts(all, 'collection'))[0]);
    const filters = { genre: [genre], key: [key], collection: [collection] };
    const found = await search({ type: 'score', filters });
    const expected = await scoreIds(
      sql`${withGenre(genre)} and key = ${key} and collection_id = ${collection}`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(found.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(expected);
    // Each facet counts under the others: every key of the genre in the collection, every genre of the key.
    const keys = await rows<{ key: string; n: number }>(
      sql`select key, count(*)::int as n from scores s where ${withGenre(genre)} and collection_id = ${collection} and coalesce(trim(key), '') <> '' group by key`,
    );
    expect(counts(found, 'key')).toEqual(Object.fromEntries(keys.map((r) => [r.key, Number(r.n)])));
    expect(counts(found, 'key')[key]).toBe(expected.length);
    const inKeyAndCollection = await scoreIds(sql`key = ${key} and collection_id = ${collection}`);
    const genreTotal = Object.values(counts(found, 'genre')).reduce((a, b) => a + b, 0);
    expect(genreTotal).toBeGreaterThanOrEqual(inKeyAndCollection.length);
    expect(counts(found, 'genre')[genre]).toBe(expected.length);
    const label = found.facets
      .find((f) => f.name === 'collection')
      ?.values.find((v) => v.value === String(collection));
    expect(label?.label).toMatch(/\S/);
    expect(label?.label).not.toBe(String(collection));
  });

  it('counts follow the query', async () => {
    const genre = Object.keys(counts(await search({ type: 'score' }), 'genre'))[0];
    const word = genre.split(/\s+/)[0];
    const found = await search({ q: word });
    const types = counts(found, 'type');
    expect(Object.values(types).reduce((a, b) => a + b, 0)).toBe(found.total);
    expect(found.total).toBeLessThan((await search({})).total);
    expect(found.items.every((item) => item.matched.length > 0 || item.type !== 'score')).toBe(true);
  });

  it('finds by composer, by any person in a function, by cleric and by GND id', async () => {
    const [composer] = await rows<{ person_id: number; n: number }>(
      sql`select person_id, count(distinct score_id)::int as n from attributions where function = 'aut' and score_id is not null group by person_id order by n desc limit 1`,
    );
    const byComposer = await search({ filters: { composer: [composer.person_id] } });
    expect(byComposer.total).toBe(Number(composer.n));
    expect(byComposer.items.every((i) => i.type === 'score')).toBe(true);
    const asAuthor = await search({ filters: { person: [composer.person_id], person_function: 'aut' } });
    expect(asAuthor.total).toBe(Number(composer.n));
    const anyFunction = await rows<{ n: number }>(
      sql`select count(distinct score_id)::int as n from attributions where person_id = ${composer.person_id} and score_id is not null`,
    );
    expect((await search({ type: 'score', filters: { person: [composer.person_id] } })).total).toBe(
      Number(anyFunction[0].n),
    );
    const clerics = await rows<{ n: number }>(sql`select count(*)::int as n from people where cleric`);
    const found = await search({ type: 'person', filters: { cleric: true } });
    expect(found.total).toBe(Number(clerics[0].n));
    expect(found.items.every((i) => i.person.cleric)).toBe(true);
    expect(counts(await search({ type: 'person' }), 'cleric')).toMatchObject({ true: Number(clerics[0].n) });
    const [gnd] = await rows<{ gnd_id: string; person_id: number }>(
      sql`select gnd_id, person_id from sources where gnd_id is not null and person_id is not null limit 1`,
    );
    const byGnd = await search({ filters: { authority_id: ` ${gnd.gnd_id.toLowerCase()} ` } });
    expect(byGnd.items.map((i) => [i.type, i.id])).toEqual([['person', gnd.person_id]]);
  });

  it('finds by shelfmark, title and text incipit as words or prefixes, each in its own field', async () => {
    const [score] = await rows<{ id: number; shelfmark: string; short_title: string }>(
      sql`select id, shelfmark, short_title from scores order by id limit 1`,
    );
    const byShelfmark = await search({ type: 'score', filters: { shelfmark: score.shelfmark } });
    expect(byShelfmark.items.map((i) => i.id)).toContain(score.id);
    const titleWord = score.short_title.split(/[\s,—-]+/).find((w) => w.length > 3) as string;
    const byTitle = await search({ type: 'score', filters: { title: titleWord.slice(0, 4) } });
    expect(byTitle.items.map((i) => i.id)).toContain(score.id);
    // A shelfmark's words are no title's.
    expect((await search({ type: 'score', filters: { title: score.shelfmark } })).total).toBeLessThan(
      byShelfmark.total + 1,
    );
    const [incipit] = await rows<{ score_id: number; text: string }>(
      sql`select score_id, text from incipits where coalesce(trim(text), '') <> '' order by id limit 1`,
    );
    const word = incipit.text.match(/\p{L}{3,}/u)?.[0] as string;
    const byIncipit = await search({ filters: { text_incipit: word } });
    expect(byIncipit.items.map((i) => i.id)).toContain(incipit.score_id);
    expect(byIncipit.items.every((i) => i.type === 'score')).toBe(true);
  });

  it('finds entries and scores by catalog and entry number', async () => {
    const [entry] = await rows<{ id: number; number: string; catalog_id: number; score_id: number | null }>(
      sql`select e.id, e.number, p.catalog_id, e.score_id from entries e join pages p on p.id = e.page_id where e.score_id is not null and e.number is not null order by e.id limit 1`,
    );
    const found = await search({ filters: { catalog: entry.catalog_id, entry_number: entry.number } });
    const hits = found.items.map((i) => `${i.type}:${i.id}`);
    expect(hits).toContain(`entry:${entry.id}`);
    expect(hits).toContain(`score:${entry.score_id}`);
    const hit = found.items.find((i) => i.type === 'entry' && i.id === entry.id);
    expect(hit.entry).toMatchObject({ score_id: entry.score_id });
    expect(hit.entry.page).toMatch(/\S/);
    expect(hit.entry.catalog).toMatch(/\S/);
    const inCatalog = await rows<{ n: number }>(
      sql`select count(*)::int as n from entries e join pages p on p.id = e.page_id where p.catalog_id = ${entry.catalog_id}`,
    );
    expect((await search({ type: 'entry', filters: { catalog: entry.catalog_id } })).total).toBe(
      Number(inCatalog[0].n),
    );
  });

  it('filters by a year range over the dates given as text, and sorts by date', async () => {
    const scores = await rows<{ id: number; work_date: string | null; dates: (string | null)[] }>(
      sql`select s.id, s.work_date, coalesce(array_agg(p.date) filter (where p.id is not null), '{}') as dates
          from scores s left join parts p on p.score_id = s.id group by s.id`,
    );
    const ranges = scores.map((s) => ({ id: Number(s.id), range: yearRangeOf([s.work_date, ...s.dates]) }));
    const dated = ranges.filter((r) => r.range);
    expect(dated.length).toBeGreaterThan(0);
    const middle = dated.map((r) => r.range?.from as number).sort((a, b) => a - b)[
      Math.floor(dated.length / 2)
    ];
    const from = middle;
    const to = middle + 20;
    const expected = dated
      .filter((r) => (r.range?.to as number) >= from && (r.range?.from as number) <= to)
      .map((r) => r.id)
      .sort((a, b) => a - b);
    const found = await search({ type: 'score', filters: { year_from: from, year_to: to } });
    expect(found.items.map((i) => i.id).sort((a, b) => a - b)).toEqual(expected);
    const byDate = await allIds({ type: 'score', sort: 'date' });
    const starts = byDate.map(
      (id) => ranges.find((r) => r.id === id)?.range?.from ?? Number.POSITIVE_INFINITY,
    );
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const decades = counts(await search({ type: 'score' }), 'year');
    expect(Object.values(decades).reduce((a, b) => a + b, 0)).toBe(dated.length);
  });

  it('sorts by title and by shelfmark, every hit once across pages', async () => {
    const byTitle = await search({ type: 'score', sort: 'title' });
    const keys = byTitle.items.map((i) => sortKey(i.title));
    expect(keys).toEqual([...keys].sort());
    const byShelfmark = await allIds({ type: 'score', sort: 'shelfmark' });
    expect(new Set(byShelfmark).size).toBe((await scoreIds()).length);
    const found = await search({ type: 'score', sort: 'shelfmark', first: 100 });
    const shelfmarks = found.items.map((i) => sortKey(i.score.shelfmark));
    expect(shelfmarks).toEqual([...shelfmarks].sort());
  });

  it("shows each type's details: a score's shelfmark, composer, scoring and first incipit; a copy's thumbnail", async () => {
    const found = await search({ type: 'score', first: 100 });
    const withComposer = found.items.find((i) => i.score.composer);
    expect(withComposer.score.shelfmark).toMatch(/\S/);
    expect(found.items.some((i) => i.score.incipit?.pae)).toBe(true);
    expect(found.items.some((i) => i.score.scoring)).toBe(true);
    expect(found.items.every((i) => i.person === null && i.entry === null)).toBe(true);
    const people = await search({ type: 'person' });
    expect(people.items.some((i) => i.person.dates)).toBe(true);
    const copies = await search({ type: 'digital_copy' });
    const thumbnail = copies.items[0].digital_copy.thumbnail as string;
    // The version of the image's content in its id: kept by browsers for good.
    expect(thumbnail).toMatch(/^\/iiif\/image\/\d+-[0-9a-f]{16}\/full\//);
    // A visitor may load it (the file rules: the images of digital copies are public).
    const image = await server.app.inject({ method: 'GET', url: thumbnail });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/jpeg/);
    expect(image.headers['cache-control']).toMatch(/immutable/);
  });

  it('uses the same number of statements for a page of 5 and of 100 hits', async () => {
    const client = (server.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const statements = async (first: number) => {
      const spy = vi.spyOn(client, 'query');
      try {
        await search({ type: 'score', first });
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    expect(await statements(100)).toBe(await statements(5));
  });

  it('suggests the corrected query when nothing was found, and marks the words matched', async () => {
    const [person] = await rows<{ title: string }>(
      sql`select title from search_records where type = 'person' and title ~ '^[A-Za-z]{6,}' order by record_id limit 1`,
    );
    const word = person.title.match(/^[A-Za-z]+/)?.[0] as string;
    const typo = `${word.slice(0, -1)}x`;
    const found = await search({ q: typo, type: 'person' });
    expect(found.suggestion).toBe(word.toLowerCase());
    expect(found.total).toBeGreaterThan(0);
    expect(found.items[0].matched).toContain(word);
    expect((await search({ q: word, type: 'person' })).suggestion).toBeNull();
  });

  it('finds nothing, without an error, for a facet value that no longer exists', async () => {
    const found = await search({
      filters: { genre: ['Gibt es nicht'], collection: [987654], scoring: ['xyz'] },
    });
    expect(found.total).toBe(0);
    expect(counts(found, 'genre')).toMatchObject({ 'Gibt es nicht': 0 });
  });

  it('refuses too long lists, a backwards year range, an unknown function and a NUL with a translated message', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `G${i}`);
    expect((await call({ filters: { genre: many } })).errors[0].message).toBe(
      'The filter “genre” may hold at most 50 values.',
    );
    expect((await call({ filters: { genre: many } }, 'de')).errors[0].message).toBe(
      'Der Filter „genre“ darf höchstens 50 Werte enthalten.',
    );
    expect((await call({ filters: { year_from: 1800, year_to: 1700 } })).errors[0].message).toBe(
      'The year range must start before it ends.',
    );
    expect((await call({ filters: { person_function: 'boss' } })).errors[0].message).toBe(
      'The filter “person_function” has a value that cannot be searched for.',
    );
    expect((await call({ filters: { year_from: 100000 } })).errors[0].message).toBe(
      'The filter “year_from” has a value that cannot be searched for.',
    );
    const nul = await call({ filters: { genre: ['Mes\u0000se'] } });
    expect(nul.errors[0].message).toBe('The filter “genre” has a value that cannot be searched for.');
    expect(nul.errors[0].extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  });

  /** The fields of a CSV text's lines (RFC 4180: quoted fields, doubled quotes, CRLF). */
  function parseCsv(text: string, separator = ','): string[][] {
    const lines: string[][] = [];
    let fields: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          field += '"';
          i++;
        } else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"') quoted = true;
      else if (c === separator) {
        fields.push(field);
        field = '';
      } else if (c === '\r' && text[i + 1] === '\n') {
        fields.push(field);
        lines.push(fields);
        fields = [];
        field = '';
        i++;
      } else field += c;
    }
    return lines;
  }
  const exported = (query: string, locale = 'en') =>
    server.app.inject({ method: 'GET', url: `/export/search.csv?${query}`, headers: { 'x-locale': locale } });

  it('exports every hit, not one page, as UTF-8 CSV with a BOM, its total in X-Total-Count', async () => {
    const all = await search({});
    // Pages of 100: the 251 records of the demo are read in three.
    exportChunk.size = 100;
    const answer = await exported('').finally(() => {
      exportChunk.size = 1000;
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toContain('filename="search.csv"');
    expect(answer.headers['x-total-count']).toBe(String(all.total));
    const body = answer.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = parseCsv(body.slice(1));
    expect(header).toEqual([
      'Type',
      'Title',
      'Subtitle',
      'Shelfmark',
      'Composer',
      'Genre',
      'Key',
      'Scoring',
      'Dates',
      'Cleric',
      'Catalog',
      'Page',
      'Linked score',
      'Address',
    ]);
    expect(lines.length).toBe(all.total);
    const ofType = (label: string) => lines.filter((l) => l[0] === label).length;
    expect(ofType('Score')).toBe(counts(all, 'type').score);
    expect(ofType('Person')).toBe(counts(all, 'type').person);
    expect(lines.every((l) => l[13].startsWith('http'))).toBe(true);
    // Umlauts and commas read back as they are.
    const titles = await rows<{ title: string }>(sql`select title from search_records`);
    expect(new Set(lines.map((l) => l[1]))).toEqual(new Set(titles.map((r) => r.title)));
    expect(titles.some((r) => /[äöüß]/.test(r.title) || r.title.includes(','))).toBe(true);
  });

  it("exports a filtered, sorted search with the fields shown, in the caller's language", async () => {
    const all = await search({ type: 'score' });
    const genre = Object.keys(counts(all, 'genre'))[0];
    const found = await search({ type: 'score', filters: { genre: [genre] }, sort: 'shelfmark' });
    const params = new URLSearchParams({ type: 'score', genre, sort: 'shelfmark' });
    const answer = await exported(params.toString(), 'de');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('filename="suche.csv"');
    expect(answer.headers['x-total-count']).toBe(String(found.total));
    // German spreadsheets split at semicolons.
    const body = answer.rawPayload.toString('utf8').slice(1);
    expect(body.startsWith('Typ;Titel;Untertitel;Signatur;')).toBe(true);
    const [header, ...lines] = parseCsv(body, ';');
    expect(header.slice(0, 4)).toEqual(['Typ', 'Titel', 'Untertitel', 'Signatur']);
    expect(lines.map((l) => l[3])).toEqual(found.items.map((i) => i.score.shelfmark));
    expect(lines.map((l) => l[4])).toEqual(found.items.map((i) => i.score.composer ?? ''));
    expect(lines.every((l) => l[0] === 'Musikalie' && l[5].includes(genre))).toBe(true);
  });

  it('refuses bad export parameters with 400 and a translated message', async () => {
    const cases: Array<[string, string]> = [
      ['collection=abc', 'The parameter “collection” has a value that cannot be searched for.'],
      ['sort=random', 'The parameter “sort” has a value that cannot be searched for.'],
      ['type=spaceship', 'The parameter “type” has a value that cannot be searched for.'],
      ['cleric=maybe', 'The parameter “cleric” has a value that cannot be searched for.'],
      ['year_from=1800&year_to=1700', 'The year range must start before it ends.'],
      ['q=a%00b', 'The parameter “q” has a value that cannot be searched for.'],
      ['colour=red', 'The parameter “colour” has a value that cannot be searched for.'],
      [
        Array.from({ length: 51 }, (_, i) => `genre=G${i}`).join('&'),
        'The filter “genre” may hold at most 50 values.',
      ],
    ];
    for (const [query, message] of cases) {
      const answer = await exported(query);
      expect([query, answer.statusCode, answer.json().error]).toEqual([query, 400, message]);
    }
    expect((await exported('sort=random', 'de')).json().error).toBe(
      'Der Parameter „sort“ hat einen Wert, nach dem nicht gesucht werden kann.',
    );
    // A value that no longer exists is no error: nothing is found.
    const none = await exported('collection=987654');
    expect(none.statusCode).toBe(200);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('writes rows of an older index version again on start, as a save writes them', async () => {
    const state = sql`select type, record_id, facets, year_from, year_to, shelfmark, sort_shelfmark, text_incipit, version
      from search_records order by type, record_id`;
    const saved = await rows(state);
    // As migration 0010 leaves the rows written before it.
    await server.db.execute(
      sql`update search_records set facets = '{}', year_from = null, year_to = null, shelfmark = null,
          sort_shelfmark = null, text_incipit = null, version = 0`,
    );
    expect((await search({ filters: { cleric: true } })).total).toBe(0);
    expect(await refreshSearchIndex(server.db)).toBe(saved.length);
    expect(await rows(state)).toEqual(saved);
    expect(await refreshSearchIndex(server.db)).toBe(0);
  });
});
