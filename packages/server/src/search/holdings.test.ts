import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeCatalogue, idsOf } from '../test/catalogue.ts';

const HOLDINGS = `query H($kind: HoldingKind!, $id: Int!, $first: Int, $offset: Int) {
  holdings(kind: $kind, id: $id, first: $first, offset: $offset) { total items { id title subtitle path functions } }
}`;

describeCatalogue('holdings', (env) => {
  const holdings = async (kind: string, id: number, first = 20, offset = 0) =>
    (await env().api.call(HOLDINGS, { kind, id, first, offset }, { token: null })).holdings as {
      total: number;
      items: Array<{ id: number; title: string; path: string; functions: string[] }>;
    };

  it("pages a collection's scores in title order with their total, in the same statements whatever their number", async () => {
    const { api, fx } = env();
    const collection = await fx.collection();
    const titles = ['Messe 10', 'Messe 2', 'Requiem', 'Ave Maria', 'Stabat mater'];
    const saved = [];
    for (const short_title of titles) saved.push(await fx.score({ collection: collection.id, short_title }));
    await fx.score();

    const first = await holdings('collection_scores', collection.id, 2);
    expect(first.total).toBe(5);
    expect(first.items.map((item) => item.path)).toEqual([
      `/scores/${saved[3].id}`,
      `/scores/${saved[1].id}`,
    ]);
    const last = await holdings('collection_scores', collection.id, 2, 4);
    expect(last).toMatchObject({ total: 5, items: [{ id: saved[4].id }] });
    expect(await holdings('collection_scores', collection.id, 2, 6)).toEqual({ total: 5, items: [] });

    const few = await fx.collection();
    await fx.score({ collection: few.id });
    const statements = (id: number) => api.statements(() => holdings('collection_scores', id, 2));
    expect(await statements(collection.id)).toBe(await statements(few.id));
  });

  it("groups a person's scores by function, composer first, each group paged on its own", async () => {
    const { api, fx } = env();
    const person = await fx.person();
    const composed = await fx.score({ attributions: [{ person, function: 'aut', qualifier: 'asc' }] });
    const both = await fx.score({
      attributions: [
        { person, function: 'scr', qualifier: 'asc' },
        { person, function: 'aut', qualifier: 'cjt' },
      ],
    });
    const copied = await fx.score({ attributions: [{ person, function: 'scr', qualifier: 'asc' }] });
    const GROUPED = `query G($id: Int!, $function: String) {
      holdings(kind: person_scores, id: $id, function: $function) { total items { id } groups { function total } }
    }`;
    const all = (await api.call(GROUPED, { id: person }, { token: null })).holdings;
    expect(all.total).toBe(3);
    expect(all.groups).toEqual([
      { function: 'aut', total: 2 },
      { function: 'scr', total: 2 },
    ]);
    const scribe = (await api.call(GROUPED, { id: person, function: 'scr' }, { token: null })).holdings;
    expect(scribe).toMatchObject({ total: 2, groups: [] });
    expect(idsOf(scribe.items).sort()).toEqual([both.id, copied.id].sort());
    const composer = (await api.call(GROUPED, { id: person, function: 'aut' }, { token: null })).holdings;
    expect(idsOf(composer.items).sort()).toEqual([composed.id, both.id].sort());
    expect((await api.call(GROUPED, { id: person, function: 'edt' }, { token: null })).holdings).toEqual({
      total: 0,
      items: [],
      groups: [],
    });
  });

  it("lists a collection's catalogs apart from its scores", async () => {
    const { fx } = env();
    const collection = await fx.collection();
    const catalogs = [await fx.catalog(collection.id), await fx.catalog(collection.id)];
    const found = await holdings('collection_catalogs', collection.id);
    expect(found.total).toBe(2);
    expect(idsOf(found.items).sort()).toEqual(idsOf(catalogs).sort());
    expect((await holdings('collection_scores', collection.id)).total).toBe(0);
  });

  it('lists the scores and publications attributed to a person with their functions, and the scores citing a publication', async () => {
    const { api, fx } = env();
    const person = await fx.person();
    const publication = await fx.publication();
    const score = await fx.score({
      attributions: [
        { person, function: 'aut', qualifier: 'asc' },
        { person, function: 'arr', qualifier: 'asc' },
      ],
      publications: [{ publication, number: '12' }],
    });
    const cited = await api.save('Publication', {
      title: 'Werkverzeichnis',
      short_title: 'WV',
      attributions: [{ person, function: 'aut', qualifier: 'asc' }],
    });
    expect(await holdings('person_scores', person)).toMatchObject({
      total: 1,
      items: [{ id: score.id, functions: ['aut', 'arr'] }],
    });
    expect(await holdings('person_publications', person)).toMatchObject({
      total: 1,
      items: [{ id: cited.id, path: `/publications/${cited.id}`, functions: ['aut'] }],
    });
    expect(await holdings('publication_scores', publication)).toMatchObject({
      total: 1,
      items: [{ id: score.id, functions: [] }],
    });
  });

  it('refuses a page size over 100', async () => {
    const { api } = env();
    const { gql } = await import('../test/harness.ts');
    const answer = await gql(api.server.app, {
      query: HOLDINGS,
      variables: { kind: 'collection_scores', id: 1, first: 101 },
    });
    expect(answer.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it("finds a catalog entry by its catalog's short title, year and entry number", async () => {
    const { api, fx } = env();
    const catalog = await fx.catalog(undefined, { title: 'Inventarium chori', short_title: 'Inv. 1762' });
    const page = await fx.page(
      [
        { number: '11', composer: 'Haydn', signature: 'A 4' },
        { number: '12', composer: 'Eberlin', signature: 'B 7' },
      ],
      catalog.id,
    );
    const twelve = page.entries[1].id;
    expect(idsOf((await api.search('1762 12', 'entry')).items)).toEqual([twelve]);
    expect(idsOf((await api.search('Inv 1762 12', 'entry')).items)).toEqual([twelve]);
    expect(idsOf((await api.search('inv eberlin', 'entry')).items)).toEqual([twelve]);
    expect(idsOf((await api.search(`${page.number} 12`, 'entry')).items)).toEqual([twelve]);

    // The score form's picker says which score holds an entry already.
    const score = await fx.score({ shelfmark: 'Mus.ms. 101', entries: [{ id: twelve }] });
    const choices = `query C($q: String!) { entryChoices(query: $q) { id title held_by { id shelfmark } } }`;
    expect((await api.call(choices, { q: 'inv 1762' })).entryChoices).toEqual([
      { id: page.entries[0].id, title: expect.stringContaining('Inventarium chori'), held_by: null },
      {
        id: twelve,
        title: expect.stringContaining('/12'),
        held_by: { id: score.id, shelfmark: 'Mus.ms. 101' },
      },
    ]);
    // Opened before anything is typed, the picker lists the first entries, as the other pickers do.
    const first = (await api.call(choices, { q: '' })).entryChoices as { id: number }[];
    expect(first.map((choice) => choice.id)).toEqual(expect.arrayContaining(idsOf(page.entries)));
  });

  it('gives entries indexed before these words the same words (migration 0009)', async () => {
    const { api, fx, server } = env();
    const catalog = await fx.catalog(undefined, { short_title: 'Inv. 1791' });
    const page = await fx.page([{ number: '5', composer: 'Kraus' }], catalog.id);
    await server.db.execute(sql`update search_records set text = 'Kraus' where type = 'entry'`);
    expect((await api.search('1791 5', 'entry')).total).toBe(0);
    const migration = new URL('../db/migrations/0009_entry_search_words.sql', import.meta.url);
    await server.db.execute(sql.raw(readFileSync(migration, 'utf8')));
    expect(idsOf((await api.search('1791 5', 'entry')).items)).toEqual([page.entries[0].id]);
  });

  it("answers a record's title for a prefilled picker, and null for none", async () => {
    const { api, fx } = env();
    const collection = await fx.collection('Stiftsarchiv Kremsmünster');
    const title = `query T($type: RecordType!, $id: Int!) { recordTitle(type: $type, id: $id) }`;
    expect(await api.call(title, { type: 'collection', id: collection.id })).toEqual({
      recordTitle: 'Stiftsarchiv Kremsmünster',
    });
    expect(await api.call(title, { type: 'score', id: collection.id + 9999 })).toEqual({ recordTitle: null });
  });
});
