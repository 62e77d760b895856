import { expect, it } from 'vitest';
import { names, people } from '../../db/schema.ts';
import { idsOf } from '../../test/catalogue.ts';
import { inputOf } from '../../test/catalogue-inputs.ts';
import { describeRecord } from '../../test/record-contract.ts';

const person = {
  names: [
    { name: 'Haydn, Joseph', primary: true },
    { name: 'Haydn, Franz Joseph', primary: false },
  ],
  dates: '1732–1809',
  cleric: true,
  first_mass: '1760',
  profession: 'Kapellmeister',
  notes: 'Esterházy',
  syllabi: [{ citation: 'Matrikel 1750', transcription: 'Logica', translation: 'Logik' }],
  vow_book_entry: { citation: 'Professbuch fol. 3', transcription: 'Frater Josephus' },
  sources: [
    { type: 'gnd', citation: 'GND', gnd_id: 'https://d-nb.info/gnd/118546074' },
    { type: 'url', citation: 'Werkverzeichnis', url: 'www.example.org/haydn' },
  ],
};

describeRecord(
  {
    entity: 'Person',
    name: 'person',
    table: people,
    create: async () => structuredClone(person),
    expected: () => ({
      ...person,
      names: person.names.map((n) => ({ ...n, id: expect.any(Number) })),
      sources: [
        { type: 'gnd', citation: 'GND', gnd_id: '118546074', url: null, rism_id: null },
        { type: 'url', citation: 'Werkverzeichnis', url: 'https://www.example.org/haydn', gnd_id: null },
      ],
    }),
    async change(record) {
      const [primary, , ...rest] = record.names;
      const input = inputOf('Person', record, {
        names: [
          { ...primary, name: 'Haydn, Joseph (Franz)' },
          ...rest,
          { name: 'Hayden, Josef', primary: false },
        ],
        sources: [...record.sources].reverse(),
        vow_book_entry: { ...record.vow_book_entry, transcription: 'Fr. Josephus' },
      });
      return {
        input,
        check(before, after) {
          expect(after.names[0]).toEqual({ id: primary.id, name: 'Haydn, Joseph (Franz)', primary: true });
          expect(after.names[1]).toMatchObject({ name: 'Hayden, Josef', primary: false });
          expect(idsOf(after.names)).not.toContain(before.names[1].id);
          expect(idsOf(after.sources)).toEqual(idsOf(before.sources).reverse());
          expect(after.vow_book_entry).toEqual({ ...before.vow_book_entry, transcription: 'Fr. Josephus' });
          expect(idsOf(after.syllabi)).toEqual(idsOf(before.syllabi));
        },
      };
    },
    invalid: [
      {
        name: 'a missing primary name',
        input: (p) => ({ ...p, names: [{ name: 'Haydn', primary: false }] }),
        errors: [['names', 'Person.error_name_empty']],
      },
      {
        name: 'a second primary name',
        input: (p) => ({
          ...p,
          names: [
            { name: 'A', primary: true },
            { name: 'B', primary: true },
          ],
        }),
        errors: [['names', 'Person.error_primary_name']],
      },
      {
        name: 'a cleric’s incomplete syllabus and vow book entry',
        input: (p) => ({
          ...p,
          syllabi: [p.syllabi, { citation: 'x', transcription: 'y' }].flat(),
          vow_book_entry: { citation: 'z' },
        }),
        errors: [
          ['syllabi.1.translation', 'Syllabus.error_translation_empty'],
          ['vow_book_entry.transcription', 'VowBookEntry.error_transcription_empty'],
        ],
      },
      {
        name: 'a RISM source without citation and id',
        input: (p) => ({ ...p, sources: [{ type: 'rism' }] }),
        errors: [
          ['sources.0.citation', 'Source.error_citation_empty'],
          ['sources.0.rism_id', 'Source.error_rism_empty'],
        ],
      },
    ],
    holder: {
      async hold(fx, record) {
        const id = await fx.publication();
        const publication = await fx.api.get('Publication', id);
        const attribution = { person: record.id, function: 'aut', qualifier: 'asc' };
        await fx.api.save(
          'Publication',
          inputOf('Publication', publication, { attributions: [attribution] }),
        );
        return { release: async () => void (await fx.api.remove('Publication', id)) };
      },
      en: /still referenced by: 1 publication \(Thematisches Verzeichnis \d+\)\.$/,
      de: /1 Publikation \(Thematisches Verzeichnis \d+\)/,
    },
    search: (record) => ({ query: 'franz joseph haydn', title: record.names[0].name }),
  },
  (env) => {
    it('keeps a non-cleric’s drafts unchecked and empties lists sent as null, keeping those left out', async () => {
      const { api } = env();
      const saved = await api.save('Person', {
        ...person,
        cleric: false,
        syllabi: [{ citation: 'only a citation' }],
        vow_book_entry: { transcription: 'draft' },
      });
      expect(saved.syllabi).toMatchObject([{ citation: 'only a citation', transcription: null }]);
      expect(saved.vow_book_entry).toMatchObject({ citation: null, transcription: 'draft' });
      const { syllabi: _s, sources: _o, ...rest } = inputOf('Person', saved);
      const kept = await api.save('Person', { ...rest, sources: null, vow_book_entry: null });
      expect(kept.syllabi).toEqual(saved.syllabi);
      expect(kept.sources).toEqual([]);
      expect(kept.vow_book_entry).toBeNull();
    });

    it('re-indexes the scores and publications of a person whose names change', async () => {
      const { api, fx } = env();
      const saved = await api.save('Person', { names: [{ name: 'Eberlin', primary: true }] });
      const score = await fx.score({
        attributions: [{ person: saved.id, function: 'aut', qualifier: 'asc' }],
      });
      const renamed = inputOf('Person', saved, {
        names: [{ ...saved.names[0], name: 'Eberlin, Johann Ernst' }],
      });
      await api.save('Person', renamed);
      const found = await api.search('johann ernst', 'score');
      expect(found.items.map((item) => item.id)).toEqual([score.id]);
    });

    it('treats an id of another person’s name as a new name and leaves that name alone', async () => {
      const { api, server } = env();
      const other = await api.save('Person', person);
      const mine = await api.save('Person', { names: [{ name: 'Eybler', primary: true }] });
      const hostile = inputOf('Person', mine, {
        names: [{ id: other.names[0].id, name: 'Stolen', primary: true }],
      });
      const saved = await api.save('Person', hostile);
      expect(saved.names[0].id).not.toBe(other.names[0].id);
      expect((await api.get('Person', other.id)).names).toEqual(other.names);
      expect(await server.db.$count(names)).toBeGreaterThan(0);
    });
  },
);
