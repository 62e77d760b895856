import { expect, it } from 'vitest';
import { digitalCopies, scores } from '../../db/schema.ts';
import { type Input, idsOf } from '../../test/catalogue.ts';
import { inputOf, itemInput } from '../../test/catalogue-inputs.ts';
import { describeRecord } from '../../test/record-contract.ts';
import { fullScore } from './score-fixture.ts';

const list = (input: Input, field: string) => input[field] as Input[];

describeRecord(
  {
    entity: 'Score',
    name: 'score',
    table: scores,
    create: fullScore,
    expected: (input) => ({
      ...input,
      collection: { id: input.collection },
      composite: { id: input.composite, shelfmark: 'Sammelband 4' },
      voices: [
        { voice: 'sop', count: 2, position: 1 },
        { voice: 'vl', count: 2, position: 2 },
      ],
      entries: list(input, 'entries').map((e) => ({
        id: e.id,
        page: { catalog: { collection: { id: expect.any(Number) } } },
        score: { short_title: 'Missa in C', attributions: [{ function: 'aut' }, { function: 'scr' }] },
      })),
      attributions: [
        { function: 'aut', person: { names: [{ name: 'Haydn, Joseph', primary: true }] } },
        { function: 'scr', qualifier: 'cjt', member: true, place: null },
      ],
      parts: [
        {
          ...list(input, 'parts')[0],
          position: 1,
          watermark_visible: true,
          voices: [
            { voice: 'sop', count: 1 },
            { voice: 'alt', count: 2 },
          ],
        },
        {
          score_type: 'full',
          source_type: 'aut',
          watermark: false,
          position: 2,
          voices: [{ voice: 'orch' }],
        },
      ],
      incipits: [
        {
          ...list(input, 'incipits')[0],
          clef: 'G-2',
          key_signature: 'xF',
          time_signature: '3/4',
          pae: "'4C8DE",
        },
        { text: 'Gloria in excelsis', is_text_incipit: true, basso_continuo: false, pae: null },
      ],
      publications: [
        { number: '12', notes: 'Nr. 5', publication: { id: list(input, 'publications')[0].publication } },
      ],
      sources: [{ type: 'rism', rism_id: '1001234567' }],
      genres: [{ id: expect.any(Number), name: 'Messe' }],
      digital_copies: [],
      author: { id: list(input, 'attributions')[0].person, names: [{ name: 'Haydn, Joseph' }] },
      short_title_prefix: expect.stringMatching(/^P\d+ Mus\.ms\. 12$/),
      text_incipits: ['Kyrie eleison', 'Gloria in excelsis'],
    }),
    async change(record) {
      const [part] = record.parts;
      const input = inputOf('Score', record, {
        parts: [
          { ...itemInput(part), voices: [itemInput(part.voices[1]), { voice: 'ten' }] },
          { score_type: 'kla', source_type: 'prt', voices: [{ voice: 'pf' }] },
        ],
        incipits: itemInput(record.incipits).reverse(),
        attributions: [itemInput(record.attributions[0])],
        entries: [{ id: record.entries[1].id }],
        genres: [{ name: 'Messe' }, { name: 'Vesper' }],
      });
      return {
        input,
        check(before, after) {
          expect(after.parts[0].id).toBe(part.id);
          expect(after.parts[0].voices).toMatchObject([
            { id: part.voices[1].id, voice: 'alt', position: 1 },
            { voice: 'ten', position: 2 },
          ]);
          expect(idsOf(after.parts[0].voices)).not.toContain(part.voices[0].id);
          expect(after.parts[1]).toMatchObject({ score_type: 'kla', voices: [{ voice: 'pf' }] });
          expect(idsOf(after.parts)).not.toContain(before.parts[1].id);
          expect(idsOf(after.incipits)).toEqual(idsOf(before.incipits).reverse());
          expect(after.text_incipits).toEqual(['Gloria in excelsis', 'Kyrie eleison']);
          expect(idsOf(after.attributions)).toEqual([before.attributions[0].id]);
          expect(idsOf(after.entries)).toEqual([before.entries[1].id]);
          expect(after.genres.map((g: { name: string }) => g.name)).toEqual(['Messe', 'Vesper']);
          expect(after.genres[0].id).toBe(before.genres[0].id);
        },
      };
    },
    invalid: [
      {
        name: 'missing required fields',
        input: (s) => ({
          ...s,
          collection: null,
          shelfmark: ' ',
          short_title: '',
          voices: [{ voice: '' }],
          entries: [],
        }),
        errors: [
          ['collection', 'Score.error_collection_empty'],
          ['shelfmark', 'Score.error_shelfmark_empty'],
          ['short_title', 'Score.error_short_title_empty'],
          ['voices', 'Score.error_voices_empty'],
          ['entries', 'Score.error_entry_empty'],
        ],
      },
      {
        name: 'invalid nested items',
        input: (s) => ({
          ...s,
          entries: [{}],
          parts: [{ voices: [] }],
          incipits: [{ is_text_incipit: false }],
          publications: [{}],
          sources: [{ type: 'url', citation: 'x' }],
          genres: [{ name: 'Messe' }, { name: ' ' }],
        }),
        errors: [
          ['entries.0.id', 'Score.error_entry_empty'],
          ['parts.0.score_type', 'Part.error_score_type_empty'],
          ['parts.0.source_type', 'Part.error_source_type_empty'],
          ['parts.0.voices', 'Part.error_voices_empty'],
          ['incipits.0.pae', 'Incipit.error_pae_empty'],
          ['publications.0.publication', 'PublicationScore.error_publication_empty'],
          ['publications.0.number', 'PublicationScore.error_number_empty'],
          ['sources.0.url', 'Source.error_url_empty'],
          ['genres.1.name', 'Genre.error_name_empty'],
        ],
      },
    ],
    unknownLink: {
      input: (s) => ({ ...s, publications: [{ publication: 999_999, number: '3' }] }),
      path: 'publications.0.publication',
    },
    holder: {
      async hold(fx, record) {
        const db = fx.api.server.db;
        const [copy] = await db
          .insert(digitalCopies)
          .values({ name: 'Scans', score_id: record.id })
          .returning();
        const shown = await fx.api.get('Score', record.id);
        expect(shown.digital_copies).toEqual([
          { id: copy.id, name: 'Scans', digitizable_type: 'score', digitizable_id: record.id },
        ]);
        return { release: async () => void (await db.delete(digitalCopies)) };
      },
      en: /still referenced by: 1 digital copy\.$/,
      de: /1 Digitalisat\.$/,
    },
    search: (record) => ({ query: 'cäcilienmesse haydn', title: record.short_title }),
  },
  (env) => {
    it('has a digital copy while one is linked, and while the flag says one is held elsewhere', async () => {
      const { api, fx } = env();
      const score = await fx.score();
      expect(score).toMatchObject({ has_digital_copy: false, digital_copy_elsewhere: false });
      const copy = await api.save('DigitalCopy', {
        name: 'Partitur, Scan',
        digitizable_type: 'score',
        digitizable_id: score.id,
      });
      const linked = await api.get('Score', score.id);
      expect(linked).toMatchObject({ has_digital_copy: true, digital_copy_elsewhere: false });

      // Saved again as a form sends it (the flag as saved), the answer follows the link alone.
      await api.save('Score', inputOf('Score', linked));
      expect(await api.remove('DigitalCopy', copy.id)).toMatchObject({ success: true });
      expect(await api.get('Score', score.id)).toMatchObject({ has_digital_copy: false });

      const elsewhere = await fx.score({ has_digital_copy: true });
      expect(elsewhere).toMatchObject({ has_digital_copy: true, digital_copy_elsewhere: true });
    });

    it('tells two parts of one voice apart by their numbering, and finds the score by it', async () => {
      const { api, fx } = env();
      const violin = (numbering: string) => ({
        score_type: 'individual',
        source_type: 'cpy',
        voices: [{ voice: 'vl', numbering }],
      });
      const score = await fx.score({ parts: [violin('I'), violin(' II ')] });
      expect(score.parts.map((part: { voices: unknown[] }) => part.voices)).toMatchObject([
        [{ voice: 'vl', numbering: 'I' }],
        [{ voice: 'vl', numbering: 'II' }],
      ]);
      for (const query of ['Violine II', 'violin ii']) {
        const found = await api.search(query, 'score');
        expect(found.items.map((item) => item.id)).toContain(score.id);
      }
    });

    it('cites a GND or RISM source saved without a citation by its id', async () => {
      const { fx } = env();
      const sources = [
        { type: 'gnd', gnd_id: 'https://d-nb.info/gnd/118650130' },
        { type: 'rism', rism_id: '1001234567', citation: '' },
        { type: 'rism', rism_id: '1001234568', citation: 'RISM A/II' },
      ];
      const score = await fx.score({ sources });
      expect(score.sources).toMatchObject([
        { citation: 'GND 118650130', gnd_id: '118650130' },
        { citation: 'RISM 1001234567' },
        { citation: 'RISM A/II' },
      ]);
    });
  },
);
