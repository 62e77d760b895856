import { expect, it } from 'vitest';
import { describeCatalogue } from '../../test/catalogue.ts';

const UPSERT = 'mutation U($input: CollectionInput!) { upsertCollection(input: $input) { success } }';
const GET = 'query G($id: Int!) { getCollection(id: $id) { id name prefix description url updated_at } }';

describeCatalogue('collections and what they hold', (env) => {
  const removeCollection = async (id: number) =>
    (await env().api.call('mutation D($id: Int!) { deleteCollection(id: $id) { success message } }', { id }))
      .deleteCollection;

  it('refuses to delete a collection its catalogs and scores belong to, naming them', async () => {
    const { api, fx } = env();
    const collection = await fx.collection();
    await fx.catalog(collection.id, { title: 'Inventar 1801' });
    await api.save('Score', await fx.scoreInput({ collection: collection.id, short_title: 'Litaniae' }));
    const answer = await removeCollection(collection.id);
    expect(answer.message).toBe(
      'This record cannot be deleted because it is still referenced by: 1 catalog (Inventar 1801), 1 score (Litaniae).',
    );
  });

  it('re-indexes catalogs, scores and entries when the collection is renamed', async () => {
    const { api, fx } = env();
    const collection = await fx.collection('Pfarrarchiv Gars');
    const catalog = await fx.catalog(collection.id, { title: 'Verzeichnis' });
    const page = await fx.page([{ number: '1', composer: 'Albrechtsberger' }], catalog.id);
    const score = await api.save(
      'Score',
      await fx.scoreInput({ collection: collection.id, shelfmark: 'G 1' }),
    );
    const { getCollection } = await api.call(GET, { id: collection.id });
    await api.call(UPSERT, { input: { ...getCollection, name: 'Pfarrarchiv Gars am Kamp', prefix: 'A-GA' } });
    const found = (await api.search('kamp')).items;
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'catalog', id: catalog.id, subtitle: 'Pfarrarchiv Gars am Kamp' }),
        expect.objectContaining({
          type: 'entry',
          id: page.entries[0].id,
          title: expect.stringMatching(/^Pfarrarchiv Gars am Kamp · /),
        }),
        expect.objectContaining({ type: 'score', id: score.id, subtitle: 'A-GA G 1' }),
      ]),
    );
  });
});
