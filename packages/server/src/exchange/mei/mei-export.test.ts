import { XMLParser } from 'fast-xml-parser';
import { VerovioToolkit } from 'verovio/esm';
import createVerovioModule from 'verovio/wasm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { describeCatalogue } from '../../test/catalogue.ts';
import { unzipped } from '../../test/unzip.ts';
import { meiExportLimit, meiExportPage } from './export-load.ts';

// The MEI export through its real HTTP routes: the file's header read by an XML parser, its music loaded
// back into Verovio and drawn, a search's zip read back by yauzl.

let toolkit: VerovioToolkit;
beforeAll(async () => {
  toolkit = new VerovioToolkit(await createVerovioModule());
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });
/** A value as a list, whether the parser read one element or several. */
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The notes' ids in Verovio's drawing of a whole MEI file (every mdiv), and its page count. */
function drawn(mei: string): { pages: number; noteIds: string[] } {
  toolkit.setOptions({ inputFrom: 'mei', mdivAll: true, breaks: 'auto' });
  expect(toolkit.loadData(mei)).toBeTruthy();
  const pages = toolkit.getPageCount();
  const noteIds: string[] = [];
  for (let page = 1; page <= pages; page++)
    for (const [, id] of toolkit.renderToSVG(page).matchAll(/<g id="([^"]+)" class="note"/g))
      noteIds.push(id);
  return { pages, noteIds };
}

/** The files of a zip, by name. */

describeCatalogue('the MEI export', (env) => {
  const exported = (path: string, headers: Record<string, string> = {}) =>
    env().server.app.inject({ method: 'GET', url: `/export/mei/${path}`, headers });
  const { max } = meiExportLimit;
  const { size } = meiExportPage;
  afterEach(() => {
    meiExportLimit.max = max;
    meiExportPage.size = size;
  });

  it('writes a score as one MEI file whose header names it and whose incipits Verovio draws back', async () => {
    const { fx, api } = env();
    const collection = await fx.collection();
    const composer = await fx.person('Haydn, Joseph');
    const copyist = await fx.person('Fux, Anna');
    const score = await api.save(
      'Score',
      await fx.scoreInput({
        collection: collection.id,
        shelfmark: 'Mus.ms. 1/2',
        short_title: 'Missa in C',
        title: 'Missa Sanctae Caeciliae',
        work_date: '1766',
        attributions: [
          { person: composer, function: 'aut', qualifier: 'asc' },
          { person: copyist, function: 'scr', qualifier: 'cjt' },
        ],
        parts: [{ score_type: 'individual', source_type: 'cpy', date: '1790', voices: [{ voice: 'sop' }] }],
        incipits: [
          {
            number: '1',
            movement: 'Kyrie',
            tempo: 'Allegro',
            clef: 'G-2',
            key_signature: 'xF',
            time_signature: '3/4',
            // A change of key (to B flat) and of time (to 2/4) inside the incipit.
            pae: "'4C8DE4F/$bB4G@2/4 8AB4C/",
            is_text_incipit: false,
          },
          { number: '2', movement: 'Gloria', clef: 'F-4', pae: ',2C4DE/1F/', is_text_incipit: false },
          { number: '3', movement: 'Credo', text: 'Credo in unum Deum', is_text_incipit: true },
        ],
      }),
    );

    const answer = await exported(`scores/${score.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/mei+xml; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Mus.ms. 1_2.mei"; filename*=UTF-8''Mus.ms.%201_2.mei`,
    );

    const { mei } = parser.parse(answer.body);
    expect(mei['@xmlns']).toBe('http://www.music-encoding.org/ns/mei');
    expect(mei['@meiversion']).toBe('5.0');
    const { fileDesc } = mei.meiHead;
    expect(list(fileDesc.titleStmt.title).map((title) => title['#text'])).toEqual([
      'Missa Sanctae Caeciliae',
      'Missa in C',
    ]);
    expect(list(fileDesc.titleStmt.respStmt.persName)).toEqual([
      expect.objectContaining({
        '#text': 'Haydn, Joseph',
        '@role': 'aut',
        '@cert': 'high',
        '@codedval': String(composer),
      }),
      expect.objectContaining({
        '#text': 'Fux, Anna',
        '@role': 'scr',
        '@cert': 'medium',
        '@codedval': String(copyist),
      }),
    ]);
    expect(fileDesc.pubStmt.publisher).toBe('Fontes');
    expect(fileDesc.pubStmt.identifier['#text']).toMatch(new RegExp(`/scores/${score.id}$`));
    expect(fileDesc.sourceDesc.source.bibl.identifier['#text']).toBe('Mus.ms. 1/2');
    const manifestation = mei.meiHead.manifestationList.manifestation;
    expect(manifestation.itemList.item.physLoc.repository).toEqual({
      identifier: { '#text': collection.prefix, '@type': 'siglum' },
      corpName: collection.name,
    });
    expect(manifestation.itemList.item.physLoc.identifier['#text']).toBe('Mus.ms. 1/2');
    expect(manifestation.creation.date).toBe('1790');
    const work = mei.meiHead.workList.work;
    expect(work.creation.date).toBe('1766');
    const incipits = list(work.incipList.incip);
    expect(incipits.map((incipit) => incipit['@label'])).toEqual(['1.Kyrie: Allegro', '2.Gloria', '3.Credo']);
    expect(incipits[0]).toMatchObject({
      tempo: 'Allegro',
      key: { '@sig': '1s' },
      meter: { '@count': '3', '@unit': '4' },
      clef: { '@shape': 'G', '@line': '2' },
      incipCode: { '#text': "'4C8DE4F/$bB4G@2/4 8AB4C/", '@form': 'plaineAndEasie' },
    });
    expect(incipits[2].incipText.p).toBe('Credo in unum Deum');

    // One mdiv per notated incipit, labelled by its movement and caption; the text incipit has none.
    const mdivs = list(mei.music.body.mdiv);
    expect(mdivs.map((mdiv) => mdiv['@label'])).toEqual(['1.Kyrie: Allegro', '2.Gloria']);
    const noteIdsOf = (xml: string, n: number) =>
      [...xml.matchAll(new RegExp(`<note [^>]*xml:id="(incipit-${n}-[^"]+)"`, 'g'))].map((match) => match[1]);
    expect(noteIdsOf(answer.body, 1)).toHaveLength(8);
    expect(noteIdsOf(answer.body, 2)).toHaveLength(4);
    // The key and time change are in the first incipit's music.
    expect(answer.body).toMatch(/<keySig[^>]*sig="1f"/);
    expect(answer.body).toMatch(/<scoreDef [^>]*meter\.count="2" meter\.unit="4"/);

    const { pages, noteIds } = drawn(answer.body);
    expect(pages).toBeGreaterThan(0);
    expect(noteIds).toEqual([...noteIdsOf(answer.body, 1), ...noteIdsOf(answer.body, 2)]);
  });

  it('answers 404 for a score that does not exist and for what is not a score', async () => {
    for (const path of ['scores/999999', 'scores/0', 'scores/abc', 'scores/1/more', 'people/1', 'scores'])
      expect((await exported(path)).statusCode, path).toBe(404);
  });

  it('writes the scores a search finds as a zip of MEI files, page after page', async () => {
    const { fx } = env();
    const word = `Zipmesse${Date.now()}`;
    const shelfmarks = ['Zip 1', 'Zip 2', 'Zip 3'];
    for (const shelfmark of shelfmarks)
      await fx.score({
        shelfmark,
        short_title: `${word} ${shelfmark}`,
        incipits: [{ clef: 'G-2', pae: "'4CDEF/", is_text_incipit: false }],
      });
    meiExportPage.size = 2;

    const answer = await exported(`search?q=${word}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="fontes-mei\.zip"/);
    const files = await unzipped(answer.rawPayload);
    expect([...files.keys()].sort()).toEqual(shelfmarks.map((shelfmark) => `${shelfmark}.mei`));
    for (const [name, mei] of files) {
      expect(mei).toContain(`<identifier type="shelfmark">${name.replace(/\.mei$/, '')}</identifier>`);
      expect(drawn(mei).noteIds).toHaveLength(4);
    }

    // A search for people has no scores: an empty zip.
    expect((await unzipped((await exported(`search?q=${word}&type=person`)).rawPayload)).size).toBe(0);
  });

  it('refuses a search with more scores than one zip holds, in the caller’s language', async () => {
    const { fx } = env();
    const word = `Grenzmesse${Date.now()}`;
    const [first] = await Promise.all([1, 2].map((n) => fx.score({ short_title: `${word} ${n}` })));
    // A score without incipits is a file Verovio loads too, with an empty staff.
    const empty = await exported(`scores/${first.id}`);
    expect(drawn(empty.body)).toEqual({ pages: 1, noteIds: [] });
    meiExportLimit.max = 1;
    const english = await exported(`search?q=${word}`, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toBe(
      'This search finds 2 scores; an MEI export holds at most 1. Narrow the search with its filters.',
    );
    const german = await exported(`search?q=${word}`, { 'accept-language': 'de' });
    expect(german.json().error).toMatch(/^Diese Suche findet 2 Quellen/);
  });
});
