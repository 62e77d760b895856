import { expect } from 'vitest';
import { pages } from '../../db/schema.ts';
import { idsOf } from '../../test/catalogue.ts';
import { inputOf, itemInput } from '../../test/catalogue-inputs.ts';
import { describeRecord } from '../../test/record-contract.ts';

const entry = {
  number: '1',
  signature: 'A 1',
  genre: 'Messe',
  composer: 'Haydn',
  annotation: 'mit Trompeten',
  notes: 'fehlt',
};

describeRecord({
  entity: 'Page',
  name: 'page',
  table: pages,
  create: async (fx) => ({
    catalog: (await fx.catalog()).id,
    number: '12r',
    entries: [entry, { number: '2' }],
  }),
  expected: (input) => ({
    number: '12r',
    position: 1,
    catalog: { id: input.catalog, collection: { id: expect.any(Number) } },
    digital_copy_file: null,
    entries: [
      { ...entry, position: 1, score: null, page: { number: '12r', catalog: { id: input.catalog } } },
      { number: '2', position: 2, composer: null, page: { number: '12r' } },
    ],
  }),
  async change(record) {
    const [first, second] = record.entries;
    const input = inputOf('Page', record, {
      number: '13',
      entries: [{ ...itemInput(second), composer: 'Mozart' }, { number: '3' }],
    });
    return {
      input,
      check(before, after) {
        expect(after.entries).toMatchObject([
          { id: second.id, composer: 'Mozart', position: 1, page: { number: '13' } },
          { number: '3', position: 2 },
        ]);
        expect(idsOf(after.entries)).not.toContain(first.id);
        expect(after.position).toBe(before.position);
      },
    };
  },
  invalid: [
    {
      name: 'a missing number and catalog',
      input: (p) => ({ ...p, number: '', catalog: null }),
      errors: [
        ['number', 'Page.error_number_empty'],
        ['catalog', 'Page.error_catalog_empty'],
      ],
    },
    {
      // A grid row left blank: an entry no one could find or cite.
      name: 'an entry of no number and no text',
      input: (p) => ({
        ...p,
        entries: [entry, { number: ' ', signature: '', notes: null }],
      }),
      errors: [['entries.1.number', 'Entry.error_empty']],
    },
  ],
  unknownLink: { input: (p) => ({ ...p, catalog: 999_999 }), path: 'catalog' },
  holder: {
    async hold(fx, record) {
      const score = await fx.score({ short_title: 'Te Deum', entries: [{ id: record.entries[1].id }] });
      return { release: async () => void (await fx.api.remove('Score', score.id)) };
    },
    en: /still referenced by: 1 score \(Te Deum\)\.$/,
    de: /1 Musikalie \(Te Deum\)/,
  },
});
