import { expect } from 'vitest';
import { catalogs } from '../../db/schema.ts';
import type { Fixtures } from '../../test/catalogue.ts';
import { idsOf } from '../../test/catalogue.ts';
import { inputOf } from '../../test/catalogue-inputs.ts';
import { describeRecord } from '../../test/record-contract.ts';

async function catalog(fx: Fixtures) {
  const collection = await fx.collection('Stiftsarchiv Lambach');
  return {
    collection: collection.id,
    title: 'Inventarium 1795',
    short_title: 'Inv. 1795',
    shelfmark: 'Ms. 1',
    pages: [{ number: '1' }, { number: '2r' }],
  };
}

describeRecord({
  entity: 'Catalog',
  name: 'catalog',
  table: catalogs,
  create: catalog,
  expected: (input) => ({
    ...input,
    collection: { id: input.collection },
    pages: [
      { number: '1', position: 1, entries: [], digital_copy_file: null },
      { number: '2r', position: 2, entries: [] },
    ],
    digital_copies: [],
  }),
  async change(record) {
    const [first, second] = record.pages;
    const input = inputOf('Catalog', record, {
      pages: [{ id: second.id, number: '2' }, { id: first.id, number: '1' }, { number: '3' }],
    });
    return {
      input,
      check(_before, after) {
        expect(after.pages).toMatchObject([
          { id: second.id, number: '2', position: 1 },
          { id: first.id, number: '1', position: 2 },
          { number: '3', position: 3 },
        ]);
        expect(idsOf(after.pages).slice(0, 2)).toEqual([second.id, first.id]);
      },
    };
  },
  invalid: [
    {
      name: 'a missing short title and collection',
      input: (c) => ({ ...c, collection: null, short_title: ' ' }),
      errors: [
        ['short_title', 'Catalog.error_short_title_empty'],
        ['collection', 'Catalog.error_collection_empty'],
      ],
    },
    {
      name: 'a page without number',
      input: (c) => ({ ...c, pages: [{ number: '1' }, { number: '' }] }),
      errors: [['pages.1.number', 'Page.error_number_empty']],
    },
  ],
  unknownLink: {
    input: (c) => ({ ...c, pages: [{ number: '1' }, { number: '2', digital_copy_file: 999_999 }] }),
    path: 'pages.1.digital_copy_file',
  },
  holder: {
    async hold(fx, record) {
      const page = await fx.page([{ number: '7' }], record.id);
      const score = await fx.score({ short_title: 'Vesperae', entries: [{ id: page.entries[0].id }] });
      return { release: async () => void (await fx.api.remove('Score', score.id)) };
    },
    en: /still referenced by: 1 score \(Vesperae\)\.$/,
    de: /1 Musikalie \(Vesperae\)/,
  },
  search: () => ({ query: 'inventarium 1795', title: 'Inventarium 1795' }),
});
