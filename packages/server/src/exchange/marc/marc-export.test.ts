import { compositeSchema, personSchema, publicationSchema, scoreSchema, validate } from '@fontes/domain';
import type { MarcDataField, MarcRecord } from '@natlibfi/marc-record';
import { MARCXML } from '@natlibfi/marc-record-serializers';
import { afterEach, expect, it } from 'vitest';
import { fullScore } from '../../entities/score/score-fixture.ts';
import { describeCatalogue, type Input } from '../../test/catalogue.ts';
import type { CompositeDraft } from './composite-marc.ts';
import { marcExportPage } from './export-load.ts';
import type { PersonDraft } from './person-marc.ts';
import type { PublicationDraft } from './publication-marc.ts';
import { type MarcDraft, readMarcXmlAll } from './read-marcxml.ts';
import { type ScoreDraft, scoreInputOf } from './score-marc.ts';

// The MARCXML export through its real HTTP routes, read back by the serializer (each field as RISM's
// profile has it) and by our reader (record → MARC → record gives the record again).

/** The records of an exported collection, each read by @natlibfi's MARCXML serializer. */
async function serializerRecords(body: string): Promise<MarcRecord[]> {
  const records = body.match(/<record>[\s\S]*?<\/record>/g) ?? [];
  return Promise.all(
    records.map((xml) =>
      MARCXML.from(xml.replace('<record>', '<record xmlns="http://www.loc.gov/MARC21/slim">')),
    ),
  );
}

const subfieldsOf = (record: MarcRecord, tag: string) =>
  (record.get(tag) as MarcDataField[]).map((field) =>
    Object.fromEntries(field.subfields.map((sub) => [sub.code, sub.value])),
  );

/** What the save path keeps of an input, without the ids of list items (a new save gives new ones). */
function saved<S extends Parameters<typeof validate>[0]>(schema: S, input: unknown) {
  const checked = validate(schema, input);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return JSON.parse(JSON.stringify(checked.data), (key, value) => (key === 'id' ? undefined : value));
}

const controlNumber = (record: MarcRecord) => Number((record.get('001')[0] as { value: string }).value);
const ids = (values: Array<string | null>) => values.map(Number);

describeCatalogue('the MARCXML export', (env) => {
  const exported = (path: string, headers: Record<string, string> = {}) =>
    env().server.app.inject({ method: 'GET', url: `/export/marcxml/${path}`, headers });
  const pageSize = marcExportPage.size;
  afterEach(() => {
    marcExportPage.size = pageSize;
  });

  it('writes a score with every field in RISM’s profile, and reading it gives the score’s input again', async () => {
    const { fx, api } = env();
    const input = await fullScore(fx);
    const score = await api.save('Score', input);
    const image = await fx.image();
    const copy = await api.save('DigitalCopy', {
      name: 'Scans',
      digitizable_type: 'score',
      digitizable_id: score.id,
      files: [{ file: image, name: 'f. 1r' }],
    });

    const answer = await exported(`scores/${score.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/marcxml+xml; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="score-${score.id}.xml"; filename*=UTF-8''score-${score.id}.xml`,
    );
    expect(answer.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<collection xmlns="http:\/\/www.loc.gov\/MARC21\/slim">/,
    );

    const [record] = await serializerRecords(answer.body);
    expect(record.leader).toBe('00000ndm a2200000   4500');
    expect(record.get('001')).toEqual([{ tag: '001', value: String(score.id) }]);
    expect(subfieldsOf(record, '031')[0]).toEqual({
      a: '1',
      b: 'Kyrie',
      c: 'a',
      d: 'Allegro',
      g: 'G-2',
      m: 'Sopran',
      n: 'xF',
      o: '3/4',
      p: "'4C8DE",
      q: 'Tutti',
      t: 'Kyrie eleison',
      '2': 'pe',
      '9': 'basso-continuo notes-required',
    });
    const [composer, scribe] = input.attributions as Array<{ person: number }>;
    expect(subfieldsOf(record, '100')).toEqual([
      { a: 'Haydn, Joseph', '0': String(composer.person), '4': 'aut', j: 'Ascertained' },
    ]);
    expect(subfieldsOf(record, '700')[0]).toMatchObject({
      '0': String(scribe.person),
      '4': 'scr',
      j: 'Conjectural',
      w: 'yes',
    });
    expect(subfieldsOf(record, '240')).toEqual([{ a: 'Missa in C', m: 'sop (2), vl (2)', r: 'C-Dur' }]);
    expect(subfieldsOf(record, '245')).toEqual([{ a: 'Missa Sanctae Caeciliae' }]);
    expect(subfieldsOf(record, '260')).toEqual([{ c: '1766' }, { '8': '1', c: '1790' }]);
    expect(subfieldsOf(record, '300')).toEqual([{ '8': '1', a: '12 Stimmen', b: 'gut', c: '32 x 24 cm' }]);
    expect(subfieldsOf(record, '500')).toEqual([{ a: 'Abschrift' }, { '8': '1', a: 'vollständig' }]);
    expect(subfieldsOf(record, '510')[0]).toMatchObject({ c: '12', '9': 'Nr. 5' });
    expect(subfieldsOf(record, '590')).toEqual([
      { '8': '1', a: 'sop, alt (2)' },
      { '8': '2', a: 'orch' },
    ]);
    expect(subfieldsOf(record, '593')).toEqual([
      { '8': '1', a: 'Manuscript copy', b: 'Parts' },
      { '8': '2', a: 'Autograph manuscript', b: 'Score' },
    ]);
    expect(subfieldsOf(record, '594')).toEqual([
      { b: 'sop', c: '2' },
      { b: 'vl', c: '2' },
      { '8': '1', b: 'sop', c: '1' },
      { '8': '1', b: 'alt', c: '2' },
      { '8': '2', b: 'orch', c: '1' },
    ]);
    expect(subfieldsOf(record, '650')).toEqual([{ a: 'Messe' }]);
    expect(subfieldsOf(record, '773')).toEqual([{ w: String(input.composite), t: 'Sammelband 4' }]);
    expect(subfieldsOf(record, '852')).toEqual([
      { a: score.collection.prefix, e: score.collection.name, c: 'Mus.ms. 12', d: 'A 3' },
    ]);
    expect(subfieldsOf(record, '856')).toEqual([
      {
        u: `${env().server.config.publicUrl.replace(/\/$/, '')}/iiif/manifest/${copy.id}`,
        z: 'Scans',
        x: 'IIIF manifest',
      },
    ]);
    expect(subfieldsOf(record, '980')).toHaveLength(2);
    const [entry] = score.entries;
    expect(subfieldsOf(record, '980')[0]).toEqual({
      a: entry.page.catalog.short_title,
      b: entry.page.number,
      c: '1',
      '0': String(entry.id),
      w: String(entry.page.catalog.id),
    });

    // Back again: the draft, its references matched by the ids the export wrote, is the score saved.
    const [draft] = (await readMarcXmlAll(answer.body)) as ScoreDraft[];
    expect(draft.collection.siglum).toBe(score.collection.prefix);
    // The digital copy is a record of its own: its link is not read into the score.
    expect(draft.warnings).toEqual([
      { key: 'Marc.warning_field_not_kept', values: { tag: '856', count: 1 } },
    ]);
    const again = scoreInputOf(draft, {
      collection: score.collection.id,
      composite: Number(draft.composite?.id),
      entries: ids(draft.entries.map((entry) => entry.id)),
      people: ids(draft.input.attributions.map((a) => a.person.authorityId)),
      publications: ids(draft.input.publications.map((p) => p.publication.id)),
    });
    // The saved parts are numbered in their order, as their material groups are.
    const parts = (input.parts as Input[]).map((part, i) => ({ ...part, position: score.parts[i].position }));
    expect(saved(scoreSchema, again)).toEqual(saved(scoreSchema, { ...input, parts }));
  });

  it('writes text as XML holds it: markup characters escaped, characters XML cannot hold left out', async () => {
    const { fx } = env();
    const score = await fx.score({ title: 'Arie <Dolce> & "Amor" \u0007 Ende', notes: '=HYPERLINK("x")' });
    const answer = await exported(`scores/${score.id}`);
    const [record] = await serializerRecords(answer.body);
    expect(subfieldsOf(record, '245')).toEqual([{ a: 'Arie <Dolce> & "Amor"  Ende' }]);
    const [draft] = (await readMarcXmlAll(answer.body)) as ScoreDraft[];
    expect(draft.input).toMatchObject({ title: 'Arie <Dolce> & "Amor"  Ende', notes: '=HYPERLINK("x")' });
  });

  it('writes people as authority records and publications, each read back as it was saved', async () => {
    const { api } = env();
    const personInput: Input = {
      names: [
        { name: 'Muster, Johann Anton', primary: true },
        { name: 'Muster, Giovanni Antonio', primary: false },
      ],
      dates: '1701-1770',
      cleric: true,
      first_mass: '1725',
      profession: 'Kapellmeister',
      notes: 'Ein Notiz',
      syllabi: [{ citation: 'Matrikel 3', transcription: 'Joannes', translation: 'Johann' }],
      vow_book_entry: { citation: 'Professbuch', transcription: 'professus' },
      sources: [
        { type: 'gnd', gnd_id: '118650130' },
        { type: 'rism', rism_id: 'people/30000001', citation: 'RISM online' },
        { type: 'url', url: 'https://example.org/muster', citation: 'Lexikon', notes: 'S. 4' },
        { type: 'literature', citation: 'Muster-Studien', description: 'Bd. 2' },
      ],
    };
    const person = await api.save('Person', personInput);
    const publicationInput: Input = {
      title: 'Thematisches Verzeichnis der Werke Musters',
      short_title: 'Muster WV',
      extent: 'XII, 300 S.',
      publisher: 'Verlag',
      publication_date: '1990',
      publication_place: 'Kassel',
      notes: 'Mit Registern',
      attributions: [{ person: person.id, function: 'edt', qualifier: 'asc', notes: 'Hg.' }],
      sources: [{ type: 'url', url: 'https://example.org/wv', citation: 'Digitalisat' }],
    };
    const publication = await api.save('Publication', publicationInput);

    const [personRecord] = await serializerRecords((await exported(`people/${person.id}`)).body);
    expect(personRecord.leader[6]).toBe('z');
    expect(subfieldsOf(personRecord, '100')).toEqual([{ a: 'Muster, Johann Anton', d: '1701-1770' }]);
    expect(subfieldsOf(personRecord, '400')).toEqual([{ a: 'Muster, Giovanni Antonio' }]);
    expect(subfieldsOf(personRecord, '024')).toEqual([
      { a: '118650130', '2': 'DNB' },
      { a: person.sources[1].rism_id, '2': 'RISM' },
    ]);

    const [personDraft] = (await readMarcXmlAll(
      (
        await exported(`people/${person.id}`)
      ).body,
    )) as PersonDraft[];
    expect(personDraft.warnings).toEqual([]);
    expect(saved(personSchema, personDraft.input)).toEqual(saved(personSchema, personInput));

    const [publicationRecord] = await serializerRecords(
      (await exported(`publications/${publication.id}`)).body,
    );
    expect(subfieldsOf(publicationRecord, '210')).toEqual([{ a: 'Muster WV' }]);
    expect(subfieldsOf(publicationRecord, '260')).toEqual([{ a: 'Kassel', b: 'Verlag', c: '1990' }]);
    const [publicationDraft] = (await readMarcXmlAll(
      (
        await exported(`publications/${publication.id}`)
      ).body,
    )) as PublicationDraft[];
    const matched = {
      ...publicationDraft.input,
      attributions: publicationDraft.input.attributions.map((a) => ({
        ...a,
        person: Number(a.person.authorityId),
      })),
    };
    expect(saved(publicationSchema, matched)).toEqual(saved(publicationSchema, publicationInput));
  });

  it('exports every hit of a search address in the search’s order, page after page', async () => {
    const { fx } = env();
    const scores = [];
    for (const n of [3, 1, 2]) scores.push(await fx.score({ short_title: `Zauberflötenmarsch ${n}` }));
    marcExportPage.size = 2;
    const answer = await exported('search?q=Zauberfl%C3%B6tenmarsch&type=score&sort=title');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/filename="[^"]+\.xml"/);
    const records = await serializerRecords(answer.body);
    const titles = records.map((record) => subfieldsOf(record, '240')[0].a);
    expect(titles).toEqual(['Zauberflötenmarsch 1', 'Zauberflötenmarsch 2', 'Zauberflötenmarsch 3']);
    expect((await readMarcXmlAll(answer.body)).map((draft: MarcDraft) => draft.kind)).toEqual([
      'score',
      'score',
      'score',
    ]);
    // An address the search screen would refuse is refused in the caller's language.
    const refused = await exported('search?sort=nonsense', { 'x-locale': 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBeTruthy();
  });

  it('exports a collection’s scores and the scores a catalog lists, and answers 404 for what does not exist', async () => {
    const { fx } = env();
    const collection = await fx.collection();
    const inCollection = [];
    for (let i = 0; i < 3; i++) inCollection.push((await fx.score({ collection: collection.id })).id);
    await fx.score();
    marcExportPage.size = 2;
    const collected = await serializerRecords((await exported(`collections/${collection.id}`)).body);
    expect(collected.map(controlNumber)).toEqual(inCollection);

    const catalog = await fx.catalog();
    const page = await fx.page([{ number: '1' }, { number: '2' }], catalog.id);
    const listed = [];
    for (const entry of page.entries) listed.push((await fx.score({ entries: [{ id: entry.id }] })).id);
    const catalogued = await serializerRecords((await exported(`catalogs/${catalog.id}`)).body);
    expect(catalogued.map(controlNumber)).toEqual(listed);

    for (const path of ['scores/999999', 'collections/999999', 'people/0', 'scores/abc', 'nothing/1']) {
      const answer = await exported(path, { 'x-locale': 'de' });
      expect([path, answer.statusCode, answer.json().error]).toEqual([
        path,
        404,
        'Der Datensatz existiert nicht.',
      ]);
    }
  });

  it('writes a composite volume with what is bound in it (774) and where it is bound (773)', async () => {
    const { fx, api } = env();
    const outer = await api.save('Composite', {
      shelfmark: 'Sammelband 1',
      title: 'Vespern',
      notes: 'Halbleder',
    });
    const inner = await api.save('Composite', { shelfmark: 'Faszikel 2', parent: outer.id });
    const score = await fx.score({ composite: outer.id, shelfmark: 'Mus.ms. 40' });

    const [record] = await serializerRecords((await exported(`composites/${outer.id}`)).body);
    expect(record.leader[6]).toBe('p');
    expect(subfieldsOf(record, '852')).toEqual([{ c: 'Sammelband 1' }]);
    expect(subfieldsOf(record, '774')).toEqual([
      { w: String(score.id), t: 'Mus.ms. 40', '9': 'score' },
      { w: String(inner.id), t: 'Faszikel 2', '9': 'composite' },
    ]);
    const [innerDraft] = (await readMarcXmlAll(
      (
        await exported(`composites/${inner.id}`)
      ).body,
    )) as CompositeDraft[];
    expect(innerDraft).toMatchObject({
      kind: 'composite',
      controlNumber: String(inner.id),
      input: { shelfmark: 'Faszikel 2' },
      parent: { id: String(outer.id), shelfmark: 'Sammelband 1' },
      warnings: [],
    });
    const [outerDraft] = (await readMarcXmlAll(
      (
        await exported(`composites/${outer.id}`)
      ).body,
    )) as CompositeDraft[];
    expect(saved(compositeSchema, outerDraft.input)).toEqual(
      saved(compositeSchema, { shelfmark: 'Sammelband 1', title: 'Vespern', notes: 'Halbleder' }),
    );
  });

  it('exports the whole archive: scores, people, publications and composites', async () => {
    const answer = await exported('archive');
    expect(answer.statusCode).toBe(200);
    const drafts = await readMarcXmlAll(answer.body);
    const kinds = new Set(drafts.map((draft) => draft.kind));
    expect([...kinds].sort()).toEqual(['composite', 'person', 'publication', 'score']);
  });
});
