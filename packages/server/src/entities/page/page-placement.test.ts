import { expect, it } from 'vitest';
import { describeCatalogue } from '../../test/catalogue.ts';
import { FIELDS } from '../../test/catalogue-fields.ts';
import { inputOf, itemInput } from '../../test/catalogue-inputs.ts';

describeCatalogue('pages and their entries', (env) => {
  const order = async (catalogId: number) =>
    (await env().api.get('Catalog', catalogId)).pages.map(
      (p: { number: string; position: number }) => `${p.position}:${p.number}`,
    );

  it('places a saved page right after the previous page, first for 0, last when new, in place otherwise', async () => {
    const { api, fx } = env();
    const catalog = await fx.catalog();
    const add = (number: string, previousPageId?: number) =>
      api.save('Page', { catalog: catalog.id, number }, { previousPageId });
    const a = await add('A');
    await add('B');
    const c = await add('C');
    await add('D', a.id);
    expect(await order(catalog.id)).toEqual(['1:A', '2:D', '3:B', '4:C']);
    await add('Umschlag', 0);
    expect(await order(catalog.id)).toEqual(['1:Umschlag', '2:A', '3:D', '4:B', '5:C']);
    const moved = await api.save('Page', inputOf('Page', c, { number: 'C' }), { previousPageId: a.id });
    expect(await order(catalog.id)).toEqual(['1:Umschlag', '2:A', '3:C', '4:D', '5:B']);
    await api.save('Page', inputOf('Page', moved, { number: 'C*' }));
    expect(await order(catalog.id)).toEqual(['1:Umschlag', '2:A', '3:C*', '4:D', '5:B']);
  });

  it('keeps a saved page in its catalog', async () => {
    const { api, fx } = env();
    const page = await fx.page();
    const elsewhere = await fx.catalog();
    const answer = await api.upsert('Page', inputOf('Page', page, { catalog: elsewhere.id }));
    expect(answer.errors).toEqual([
      {
        path: 'catalog',
        key: 'Page.error_catalog_fixed',
        message: 'A saved page cannot be moved to another catalog.',
      },
    ]);
  });

  it('refuses a previous page of another catalog, and itself, at previousPageId', async () => {
    const { api, fx } = env();
    const page = await fx.page();
    const elsewhere = await fx.page();
    for (const previousPageId of [elsewhere.id, page.id]) {
      const answer = await api.upsert('Page', inputOf('Page', page), { previousPageId });
      expect(answer.errors).toEqual([
        {
          path: 'previousPageId',
          key: 'Page.error_previous_page',
          message: 'The previous page must be another page of the same catalog.',
        },
      ]);
    }
  });

  it('indexes entries with the §3 title, leading to their page in the catalog, and drops removed ones', async () => {
    const { api, fx } = env();
    const collection = await fx.collection('Musikarchiv Einsiedeln');
    const catalog = await fx.catalog(collection.id, { title: 'Inventar 1795' });
    const page = await fx.page(
      [
        { number: '3', composer: 'Mozart', genre: 'Messe' },
        { number: '4', composer: 'Fux' },
      ],
      catalog.id,
    );
    const found = await api.search('einsiedeln mozart', 'entry');
    expect(found.items).toEqual([
      {
        type: 'entry',
        id: page.entries[0].id,
        title: `Musikarchiv Einsiedeln · Inventar 1795 · ${page.number}/3 (Mozart)`,
        subtitle: 'Messe',
        path: `/catalogs/${catalog.id}?tab=page&pageId=${page.id}`,
      },
    ]);
    await api.save('Page', inputOf('Page', page, { entries: [itemInput(page.entries[1])] }));
    expect((await api.search('mozart', 'entry')).total).toBe(0);
    expect((await api.remove('Page', page.id)).success).toBe(true);
    expect((await api.search('fux', 'entry')).total).toBe(0);
  });

  it('refuses to remove an entry a score names, naming the score', async () => {
    const { api, fx } = env();
    const page = await fx.page([{ number: '1' }, { number: '2' }]);
    await fx.score({ short_title: 'Requiem in c', entries: [{ id: page.entries[0].id }] });
    const answer = await api.upsert(
      'Page',
      inputOf('Page', page, { entries: [itemInput(page.entries[1])] }),
      { locale: 'de' },
    );
    expect(answer.message).toBe(
      'Ein entfernter Eintrag kann nicht gelöscht werden, weil noch folgende Datensätze auf ihn verweisen: 1 Musikalie (Requiem in c).',
    );
    expect((await api.get('Page', page.id)).entries).toHaveLength(2);
  });

  it('answers getEntry with the entry, its page, catalog and collection, and the score it names', async () => {
    const { api, fx } = env();
    const page = await fx.page([{ number: '5', signature: 'K 5' }]);
    const score = await fx.score({ short_title: 'Stabat mater', entries: [{ id: page.entries[0].id }] });
    const { getEntry } = await api.call(`query E($id: Int!) { getEntry(id: $id) { ${FIELDS.Entry} } }`, {
      id: page.entries[0].id,
    });
    expect(getEntry).toMatchObject({
      number: '5',
      signature: 'K 5',
      page: {
        id: page.id,
        number: page.number,
        catalog: { id: page.catalog.id, collection: { id: page.catalog.collection.id } },
      },
      score: { id: score.id, short_title: 'Stabat mater', attributions: [], digital_copies: [] },
    });
    expect((await api.call('query E { getEntry(id: -5) { id } }')).getEntry).toBeNull();
  });
});
