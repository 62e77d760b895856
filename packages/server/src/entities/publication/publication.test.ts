import { expect } from 'vitest';
import { places, publications } from '../../db/schema.ts';
import type { Fixtures } from '../../test/catalogue.ts';
import { idsOf } from '../../test/catalogue.ts';
import { inputOf, itemInput } from '../../test/catalogue-inputs.ts';
import { describeRecord } from '../../test/record-contract.ts';

let placeCount = 0;
async function place(fx: Fixtures): Promise<number> {
  const [row] = await fx.api.server.db
    .insert(places)
    .values({ name: `Wien ${++placeCount}` })
    .returning();
  return row.id;
}

async function publication(fx: Fixtures) {
  return {
    title: 'Thematisches Verzeichnis der Werke von Joseph Haydn',
    short_title: 'Hob.',
    extent: '3 Bände',
    publisher: 'Schott',
    publication_date: '1957',
    publication_place: 'Mainz',
    notes: 'Hoboken',
    attributions: [
      {
        person: await fx.person('Hoboken, Anthony van'),
        function: 'edt',
        qualifier: 'asc',
        profession: 'Musikbibliograph',
        from: '1957',
        to: '1978',
        designation: 'Hrsg.',
        member: true,
        notes: 'Band 1',
        place: await place(fx),
      },
      { person: await fx.person(), function: 'pbl', qualifier: 'cjt' },
    ],
    sources: [{ type: 'literature', citation: 'RISM A/II' }],
  };
}

describeRecord({
  entity: 'Publication',
  name: 'publication',
  table: publications,
  create: publication,
  expected: (input) => ({
    ...input,
    attributions: [
      {
        ...(input.attributions as object[])[0],
        person: { names: [{ name: 'Hoboken, Anthony van', primary: true }] },
        place: { name: expect.stringMatching(/^Wien/) },
      },
      { function: 'pbl', qualifier: 'cjt', member: false, place: null, profession: null },
    ],
    sources: [{ type: 'literature', citation: 'RISM A/II', url: null }],
  }),
  async change(record) {
    const [first, second] = record.attributions;
    const input = inputOf('Publication', record, {
      attributions: [{ ...itemInput(second), notes: 'moved first' }, itemInput(first)],
      sources: [...record.sources, { type: 'url', citation: 'Online', url: 'https://example.org/hob' }],
    });
    return {
      input,
      check(before, after) {
        expect(idsOf(after.attributions)).toEqual([second.id, first.id]);
        expect(after.attributions[0].notes).toBe('moved first');
        expect(after.sources[0].id).toBe(before.sources[0].id);
        expect(after.sources[1]).toMatchObject({ type: 'url', url: 'https://example.org/hob' });
      },
    };
  },
  invalid: [
    {
      name: 'a missing title and short title',
      input: (p) => ({ ...p, title: ' ', short_title: null }),
      errors: [
        ['title', 'Publication.error_title_empty'],
        ['short_title', 'Publication.error_short_title_empty'],
      ],
    },
    {
      name: 'an attribution without person, function and certainty',
      input: (p) => ({ ...p, attributions: [...(p.attributions as object[]), {}] }),
      errors: [
        ['attributions.2.person', 'Attribution.error_person_empty'],
        ['attributions.2.function', 'Attribution.error_function_empty'],
        ['attributions.2.qualifier', 'Attribution.error_qualifier_empty'],
      ],
    },
    {
      name: 'a hostile person id',
      input: (p) => ({ ...p, attributions: [{ person: -4, function: 'aut', qualifier: 'asc' }] }),
      errors: [['attributions.0.person', 'Attribution.error_person_empty']],
    },
  ],
  unknownLink: {
    input: (p) => ({
      ...p,
      attributions: [(p.attributions as object[])[0], { person: 999_999, function: 'aut', qualifier: 'asc' }],
    }),
    path: 'attributions.1.person',
  },
  holder: {
    async hold(fx, record) {
      const score = await fx.score({
        short_title: 'Sinfonie 94',
        publications: [{ publication: record.id, number: '12' }],
      });
      return { release: async () => void (await fx.api.remove('Score', score.id)) };
    },
    en: /still referenced by: 1 score \(Sinfonie 94\)\.$/,
    de: /1 Musikalie \(Sinfonie 94\)/,
  },
  search: (record) => ({ query: 'hob hoboken', title: record.title }),
});
