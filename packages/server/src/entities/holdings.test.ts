import { expect, it } from 'vitest';
import { describeCatalogue } from '../test/catalogue.ts';

const HOLDINGS = `query H($kind: HoldingKind!, $id: Int!) { holdings(kind: $kind, id: $id) { total items { id } } }`;

describeCatalogue('holdings and references', (env) => {
  const held = async (kind: string, id: number) =>
    (await env().api.call(HOLDINGS, { kind, id })).holdings as {
      total: number;
      items: Array<{ id: number }>;
    };

  it('lists as holdings exactly the records that keep one from being deleted', async () => {
    const { api, fx } = env();
    const collection = await fx.collection();
    const person = await fx.person();
    const publication = await fx.publication();
    const scores = [
      await fx.score({
        collection: collection.id,
        attributions: [{ person, function: 'aut', qualifier: 'asc' }],
      }),
      await fx.score({ collection: collection.id, publications: [{ publication, number: '12' }] }),
    ];
    const catalog = await fx.catalog(collection.id);
    expect((await held('collection_scores', collection.id)).total).toBe(2);
    expect((await held('collection_catalogs', collection.id)).items).toEqual([{ id: catalog.id }]);
    expect((await held('person_scores', person)).items).toEqual([{ id: scores[0].id }]);
    expect((await held('publication_scores', publication)).items).toEqual([{ id: scores[1].id }]);
    const refusal = async (entity: string, id: number) =>
      (await api.call(`mutation D($id: Int!) { delete${entity}(id: $id) { message } }`, { id }))[
        `delete${entity}`
      ].message as string;
    expect(await refusal('Collection', collection.id)).toContain(': 1 catalog (Inventar');
    expect(await refusal('Collection', collection.id)).toContain(', 2 scores (');
    expect(await refusal('Person', person)).toContain(': 1 score (');
    expect(await refusal('Publication', publication)).toContain(': 1 score (');
  });
});
