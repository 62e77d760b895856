import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translator } from '../../i18n.ts';
import { FileRefusal } from '../file-refusal.ts';
import { marcRefusalText, marcWarningText } from './marc-messages.ts';
import type { PersonDraft } from './person-marc.ts';
import { DEFAULT_MARC_LIMITS, type MarcDraft, readMarcXmlAll } from './read-marcxml.ts';
import type { ScoreDraft } from './score-marc.ts';

// Reading MARCXML as another catalogue writes it (fixtures written from the public documentation of
// MARC 21 and RISM's profile), and refusing what is not MARCXML or would not stay bounded.

const fixture = (name: string) => fileURLToPath(new URL(`fixtures/${name}`, import.meta.url));
const en = translator('en');
const de = translator('de');

async function refusalOf(input: Parameters<typeof readMarcXmlAll>[0], limits = DEFAULT_MARC_LIMITS) {
  try {
    await readMarcXmlAll(input, limits);
  } catch (error) {
    if (error instanceof FileRefusal) return error;
    throw error;
  }
  throw new Error('read without refusal');
}

const MARC = 'xmlns="http://www.loc.gov/MARC21/slim"';
const record = (fields: string) =>
  `<collection ${MARC}><record><leader>00000ndd a2200000   4500</leader>${fields}</record></collection>`;

describe('reading a manuscript in RISM’s profile', () => {
  const read = async () => {
    const [draft] = await readMarcXmlAll(createReadStream(fixture('manuscript.xml')));
    return draft as ScoreDraft;
  };

  it('gives the score’s save input with what it points at beside it', async () => {
    const draft = await read();
    expect(draft.kind).toBe('score');
    expect(draft.controlNumber).toBe('990000001');
    expect(draft.collection).toEqual({ siglum: 'XX-Yz', name: null });
    expect(draft.input).toMatchObject({
      shelfmark: 'Mus. ms. 7',
      former_shelfmarks: 'Olim 3',
      short_title: 'Dolce amor',
      key: 'Es-Dur',
      title: 'Aria | Dolce amor | a Soprano solo',
      work_date: '1760-1780',
      notes: 'Copied by one hand throughout.',
      genres: [{ name: 'Arias' }],
      publications: [{ publication: { id: null, short_title: 'Muster WV' }, number: 'A 12', notes: null }],
    });
    expect(draft.input.attributions[0]).toMatchObject({
      person: { authorityId: '30000001', name: 'Muster, Johann Anton', dates: '1701-1770' },
      function: 'cmp',
      qualifier: 'cjt',
    });
  });

  it('reads the material groups as parts, and the incipits with their subfields', async () => {
    const draft = await read();
    expect(draft.input.parts).toMatchObject([
      {
        position: 1,
        source_type: 'cpy',
        score_type: 'individual',
        extent: '4 parts',
        measurements: '23 x 31 cm',
        voices: [{ voice: 'sop', count: 1 }],
      },
      { position: 2, source_type: 'aut', score_type: 'full', extent: '1 score: 8 f.', voices: [] },
    ]);
    expect(draft.input.incipits[0]).toEqual({
      number: '1',
      movement: '1',
      section: '1',
      tempo: 'Aria. Allegro',
      clef: 'G-2',
      part: 'vl 1',
      key_signature: 'bBEA',
      time_signature: 'c',
      pae: "6{'EDEF}{GABG}/4B-/",
      basso_continuo: false,
      is_text_incipit: true,
    });
  });

  it('warns of what it could not keep: a code the server refuses, an unknown relator, fields counted per tag', async () => {
    const draft = await read();
    // The refused code is kept in the notes, so that the score can be saved and nothing is lost.
    expect(draft.input.incipits[1]).toMatchObject({ pae: null, text: 'Dolce amor che mi consoli' });
    expect(draft.input.incipits[1].notes).toContain("'''''''4C8DE");
    const warnings = draft.warnings.map((warning) => marcWarningText(en, warning));
    expect(warnings).toEqual(
      [
        expect.stringMatching(/^Incipit 1\.1\.2: .*octave/i),
        'Field 041 is not kept by Fontes (1 ×).',
        'The relator code "xyz" of Kopist, Fritz is not one Fontes knows; the attribution was read as "other".',
        'Field 005 is not kept by Fontes (1 ×).',
        'Field 856 is not kept by Fontes (2 ×).',
      ].sort((a, b) => warnings.indexOf(a) - warnings.indexOf(b)),
    );
    expect(warnings).toHaveLength(5);
    // RISM's vocal abbreviations are our codes.
    expect(draft.input.voices.map((voice) => voice.voice)).toEqual(['sop', 'vl']);
    expect(marcWarningText(de, draft.warnings.find((w) => w.values.tag === '856') as never)).toBe(
      'Feld 856 wird von Fontes nicht übernommen (2 ×).',
    );
  });

  it('reads a person’s authority record: names, dates, GND and RISM ids as sources', async () => {
    const [draft] = (await readMarcXmlAll(await readFile(fixture('person-authority.xml')))) as PersonDraft[];
    expect(draft.kind).toBe('person');
    expect(draft.input).toMatchObject({
      names: [
        { name: 'Muster, Johann Anton', primary: true },
        { name: 'Muster, Giovanni Antonio', primary: false },
      ],
      dates: '1701-1770',
      profession: 'Kapellmeister',
      sources: [
        { type: 'gnd', gnd_id: '1234567-8' },
        { type: 'rism', rism_id: 'pe30000001' },
      ],
    });
    expect(draft.warnings).toEqual([
      { key: 'Marc.warning_field_not_kept', values: { tag: '670', count: 1 } },
    ]);
  });

  it('leaves out codes that are none of ours, saying so, so that the rest can be saved', async () => {
    const [draft] = (await readMarcXmlAll(
      record(
        [
          '<datafield tag="031" ind1=" " ind2=" "><subfield code="g">G-9</subfield><subfield code="n">bBEADGCFX</subfield>',
          '<subfield code="t">Amen</subfield></datafield>',
          '<datafield tag="594" ind1=" " ind2=" "><subfield code="b">theremin</subfield></datafield>',
        ].join(''),
      ),
    )) as ScoreDraft[];
    expect(draft.input.incipits).toEqual([
      { text: 'Amen', clef: null, key_signature: null, basso_continuo: false, is_text_incipit: true },
    ]);
    expect(draft.input.voices).toEqual([]);
    expect(draft.warnings.map((warning) => marcWarningText(en, warning))).toEqual([
      'Field 031: "G-9" is not one of the codes Fontes knows; it was left out.',
      'Field 031: "bBEADGCFX" is not one of the codes Fontes knows; it was left out.',
      'Field 594: "theremin" is not one of the codes Fontes knows; it was left out.',
    ]);
  });

  it('counts the subfields it does not keep, and keeps no notation but Plaine & Easie', async () => {
    const [draft] = (await readMarcXmlAll(
      record(
        [
          '<datafield tag="031" ind1=" " ind2=" "><subfield code="a">1</subfield><subfield code="e">Sara</subfield>',
          '<subfield code="p">RE 9S(( 8)) 9</subfield><subfield code="2">da</subfield></datafield>',
          '<datafield tag="031" ind1=" " ind2=" "><subfield code="e">Tito</subfield><subfield code="p">\'4C</subfield></datafield>',
        ].join(''),
      ),
    )) as ScoreDraft[];
    expect(draft.input.incipits.map((incipit) => incipit.pae ?? null)).toEqual([null, "'4C"]);
    expect(draft.warnings.map((warning) => marcWarningText(en, warning))).toEqual([
      'An incipit\'s music is written in a notation other than Plaine & Easie ("da"); it was left out.',
      'Field 031 $e is not kept by Fontes (2 ×).',
    ]);
  });

  it('skips a record of a kind Fontes does not keep, saying so', async () => {
    const drafts: MarcDraft[] = await readMarcXmlAll(
      `<collection ${MARC}><record><leader>00000ngm a2200000   4500</leader><controlfield tag="001">9</controlfield></record></collection>`,
    );
    expect(drafts).toEqual([
      {
        kind: 'skipped',
        controlNumber: '9',
        warnings: [{ key: 'Marc.warning_record_kind', values: { type: 'g' } }],
      },
    ]);
  });
});

describe('bad input is refused with a translated message, in bounded time', () => {
  it('refuses a billion-laughs document without expanding anything', async () => {
    const started = performance.now();
    const refusal = await refusalOf(createReadStream(fixture('billion-laughs.xml')));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(refusal.key).toBe('Marc.error_doctype');
    expect(marcRefusalText(en, refusal)).toMatch(/declares a document type or entities/);
    expect(marcRefusalText(de, refusal)).toMatch(/deklariert einen Dokumenttyp/);
  });

  it('refuses an external entity: nothing is fetched', async () => {
    const refusal = await refusalOf(await readFile(fixture('external-entity.xml'), 'utf8'));
    expect(refusal.key).toBe('Marc.error_doctype');
  });

  it('refuses what is not XML, and XML that is not MARC', async () => {
    expect(marcRefusalText(en, await refusalOf('Komponist;Signatur\nHaydn;Ms. 1\n'))).toBe(
      'This file is not XML: MARCXML begins with an XML element.',
    );
    expect((await refusalOf('')).key).toBe('Marc.error_not_xml');
    const notMarc = await refusalOf(createReadStream(fixture('not-marc.xml')));
    expect(marcRefusalText(de, notMarc)).toMatch(/^Dieses XML ist kein MARCXML/);
    // The right element names in another namespace are not MARC either.
    expect((await refusalOf('<collection xmlns="urn:other"><record/></collection>')).key).toBe(
      'Marc.error_not_marc',
    );
  });

  it('refuses malformed XML, naming the line', async () => {
    const refusal = await refusalOf(`<collection ${MARC}>\n<record>\n<leader>x</leader>\n</collection>`);
    expect(refusal.key).toBe('Marc.error_malformed');
    expect(marcRefusalText(en, refusal)).toMatch(/\(line 4\)/);
  });

  it('refuses a record with more incipits than any source has, before reading on', async () => {
    const incipit = '<datafield tag="031" ind1=" " ind2=" "><subfield code="p">\'4C</subfield></datafield>';
    const started = performance.now();
    const refusal = await refusalOf(record(incipit.repeat(5000)));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(marcRefusalText(en, refusal)).toBe(
      'Record 1 has > 1000 incipits, more than any source holds (at most 1000).',
    );
    expect(marcRefusalText(de, refusal)).toMatch(/^Datensatz 1 hat > 1000 Incipits/);
  });

  it('refuses a file larger than its limit as it streams', async () => {
    const refusal = await refusalOf(
      record(
        '<datafield tag="500" ind1=" " ind2=" "><subfield code="a">x</subfield></datafield>'.repeat(30_000),
      ),
      {
        ...DEFAULT_MARC_LIMITS,
        maxBytes: 1024 * 1024,
      },
    );
    expect(marcRefusalText(en, refusal)).toBe(
      'This file is larger than Fontes reads at once (at most 1 MB).',
    );
  });
});
