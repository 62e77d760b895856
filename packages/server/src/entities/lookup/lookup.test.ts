import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genres, places } from '../../db/schema.ts';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from '../../test/harness.ts';
import { LOOKUP_LIMIT } from './lookup.ts';

const PLACES = 'query P($s: String) { places(search: $s) { name } }';
const GENRES = 'query G($s: String) { genres(search: $s) { name } }';

describe.each(databaseKinds)('genre and place pickers on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const towns = ['Salzburg', 'Sankt Florian', 'Wien', 'Wiener Neustadt', 'Bad Ischl', '100%_Ort'];
    await server.db.insert(places).values(towns.map((name) => ({ name })));
    await server.db
      .insert(genres)
      .values(Array.from({ length: 30 }, (_, i) => ({ name: `Genre ${String(i).padStart(2, '0')}` })));
  });
  afterAll(() => server.close());

  const names = async (query: string, search: string | null) =>
    (await gql(server.app, { query, variables: { s: search } })).data[
      query === PLACES ? 'places' : 'genres'
    ].map((row: { name: string }) => row.name);

  it('finds names by the start of any word, anyone may ask', async () => {
    expect(await names(PLACES, 'wien')).toEqual(['Wien', 'Wiener Neustadt']);
    expect(await names(PLACES, 'flor')).toEqual(['Sankt Florian']);
    expect(await names(PLACES, 'ischl')).toEqual(['Bad Ischl']);
  });

  it('finds a name despite a typo, and treats LIKE wildcards as text', async () => {
    expect(await names(PLACES, 'Salzbrug')).toContain('Salzburg');
    expect(await names(PLACES, '%')).toEqual([]);
    expect(await names(PLACES, '100%_')).toEqual(['100%_Ort']);
  });

  it('lists names in order without a search, at most the limit', async () => {
    expect(await names(PLACES, null)).toEqual([
      '100%_Ort',
      'Bad Ischl',
      'Salzburg',
      'Sankt Florian',
      'Wien',
      'Wiener Neustadt',
    ]);
    const all = await names(GENRES, '');
    expect(all).toHaveLength(LOOKUP_LIMIT);
    expect(all[0]).toBe('Genre 00');
  });

  it('adds a place once: the same name again, in other case or spacing, answers the same place', async () => {
    const { token } = await createUser(server.db, { permission: 2 });
    const add = async (name: string) =>
      (
        await gql(server.app, {
          query: 'mutation A($n: String!) { addPlace(name: $n) { success id errors { path key message } } }',
          variables: { n: name },
          token,
          locale: 'de',
        })
      ).data.addPlace;
    const first = await add(' Kloster  Neuburg ');
    expect(first).toMatchObject({ success: true, errors: [] });
    expect(await add('kloster neuburg')).toMatchObject({ success: true, id: first.id });
    expect(await names(PLACES, 'neub')).toEqual(['Kloster Neuburg']);
    expect(await add('  ')).toEqual({
      success: false,
      id: null,
      errors: [{ path: 'name', key: 'Place.error_name_empty', message: expect.stringMatching(/leer/) }],
    });
  });
});
