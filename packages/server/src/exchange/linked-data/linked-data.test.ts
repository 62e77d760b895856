import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueApi, Fixtures } from '../../test/catalogue.ts';
import { createUser, databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { readMarcXmlAll } from '../marc/read-marcxml.ts';

const APP_PAGE = '<!doctype html><title>Fontes</title><div id="root"></div>';
// What Chromium sends when it opens an address.
const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const JSON_LD = 'application/ld+json';

// biome-ignore lint/suspicious/noExplicitAny: JSON-LD documents are inspected freely
type Document = any;

describe.each(databaseKinds)('permalinks answer JSON-LD or the app on %s', (kind) => {
  let server: TestServer;
  let dist: string;
  let base: string;
  const ids = { score: 0, person: 0, publication: 0, collection: 0 };

  const get = (path: string, accept?: string) =>
    server.app.inject({ method: 'GET', url: path, headers: accept ? { accept } : {} });

  async function jsonLd(path: string): Promise<Document> {
    const response = await get(path, JSON_LD);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.headers.vary).toMatch(/accept/i);
    const document = response.json();
    expect(document['@context']).toBe('https://schema.org');
    expect(document['@id']).toBe(`${base}${path}`);
    return document;
  }

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'fontes-dist-'));
    writeFileSync(join(dist, 'index.html'), APP_PAGE);
    server = await startTestServer(kind, {}, { webDist: dist });
    base = server.config.publicUrl;
    const api = new CatalogueApi(server, (await createUser(server.db, { permission: 2 })).token);
    const fx = new Fixtures(api);
    const collection = await fx.collection('Stiftsarchiv');
    ids.collection = collection.id;
    ids.person = (
      await api.save('Person', {
        names: [
          { name: 'Haydn, Joseph', primary: true },
          { name: 'Haydn, Franz Joseph', primary: false },
        ],
        dates: '1732-1809',
        profession: 'Kapellmeister',
        sources: [
          { type: 'gnd', citation: 'GND', gnd_id: 'https://d-nb.info/gnd/118546074' },
          { type: 'rism', citation: 'RISM', rism_id: 'https://rism.online/people/30004004' },
        ],
      })
    ).id;
    ids.publication = (
      await api.save('Publication', {
        title: 'Joseph Haydn. Thematisch-bibliographisches Werkverzeichnis',
        short_title: 'Hoboken',
        publisher: 'Schott',
        publication_place: 'Mainz',
        publication_date: '1957',
        attributions: [{ person: ids.person, function: 'aut', qualifier: 'asc' }],
      })
    ).id;
    ids.score = (
      await fx.score({
        collection: collection.id,
        shelfmark: 'Mus.ms. 12',
        short_title: 'Missa in C',
        title: 'Missa Sanctae Caeciliae',
        opus: 'Hob. XXII:5',
        key: 'C-Dur',
        work_date: '1766',
        genres: [{ name: 'Messe' }],
        attributions: [{ person: ids.person, function: 'aut', qualifier: 'asc' }],
        sources: [{ type: 'rism', citation: 'RISM', rism_id: '1001234567' }],
      })
    ).id;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a score as a MusicComposition with its composer, identifiers and collection', async () => {
    const score = await jsonLd(`/scores/${ids.score}`);
    expect(score['@type']).toEqual(['MusicComposition', 'CreativeWork']);
    expect(score).toMatchObject({
      name: 'Missa in C',
      alternateName: ['Missa Sanctae Caeciliae'],
      genre: ['Messe'],
      musicalKey: 'C-Dur',
      dateCreated: '1766',
      sameAs: ['https://rism.online/sources/1001234567'],
      isPartOf: {
        '@type': 'Collection',
        '@id': `${base}/collections/${ids.collection}`,
        name: 'Stiftsarchiv',
      },
    });
    const haydn = { '@type': 'Person', '@id': `${base}/people/${ids.person}`, name: 'Haydn, Joseph' };
    expect(score.composer).toEqual([haydn]);
    expect(score.creator).toEqual([haydn]);
    expect(score.identifier).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ propertyID: 'shelfmark', value: expect.stringMatching(/Mus\.ms\. 12$/) }),
        expect.objectContaining({ propertyID: 'opus', value: 'Hob. XXII:5' }),
      ]),
    );
  });

  it('answers a person as a Person, the same as their GND and RISM records, with life dates', async () => {
    const person = await jsonLd(`/people/${ids.person}`);
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Haydn, Joseph',
      alternateName: ['Haydn, Franz Joseph'],
      birthDate: '1732',
      deathDate: '1809',
      jobTitle: 'Kapellmeister',
      sameAs: ['https://d-nb.info/gnd/118546074', 'https://rism.online/people/30004004'],
    });
  });

  it('answers a publication as a Book by its author, and a collection as a Collection', async () => {
    const publication = await jsonLd(`/publications/${ids.publication}`);
    expect(publication).toMatchObject({
      '@type': ['Book', 'CreativeWork'],
      name: 'Joseph Haydn. Thematisch-bibliographisches Werkverzeichnis',
      alternateName: ['Hoboken'],
      author: [{ '@id': `${base}/people/${ids.person}` }],
      publisher: { '@type': 'Organization', name: 'Schott', location: 'Mainz' },
      datePublished: '1957',
    });
    const collection = await jsonLd(`/collections/${ids.collection}`);
    expect(collection).toMatchObject({ '@type': 'Collection', name: 'Stiftsarchiv' });
  });

  it('gives browsers the app, at every permalink, varying by Accept', async () => {
    for (const path of [
      `/scores/${ids.score}`,
      `/people/${ids.person}`,
      '/scores/create',
      '/scores/999999',
    ]) {
      for (const accept of [BROWSER, undefined, '*/*', `${JSON_LD};q=0.5, text/html`]) {
        const response = await get(path, accept);
        expect(response.statusCode, `${path} ${accept}`).toBe(200);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.headers.vary).toMatch(/accept/i);
        expect(response.body).toBe(APP_PAGE);
      }
    }
    // A client preferring JSON-LD gets it even when it would take HTML too.
    const preferred = await get(`/scores/${ids.score}`, `text/html;q=0.1, ${JSON_LD}`);
    expect(preferred.headers['content-type']).toMatch(/^application\/ld\+json/);
  });

  it('answers an unknown record 404 without JSON-LD', async () => {
    for (const path of ['/scores/999999', '/people/0', '/publications/create', '/collections/99999999999']) {
      const response = await get(path, JSON_LD);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('answers a score, a person or a publication as one MARCXML record, which the MARC reader reads back', async () => {
    const response = await get(`/scores/${ids.score}`, 'application/marcxml+xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/marcxml+xml; charset=utf-8');
    expect(response.headers.vary).toMatch(/accept/i);
    const [score] = await readMarcXmlAll(response.body);
    expect(score).toMatchObject({ kind: 'score', input: { short_title: 'Missa in C' } });
    const person = await get(`/people/${ids.person}`, 'application/marcxml+xml');
    expect(await readMarcXmlAll(person.body)).toMatchObject([{ kind: 'person' }]);
    // A collection is no MARC record: its permalink offers what it has.
    const collection = await get(`/collections/${ids.collection}`, 'application/marcxml+xml');
    expect(collection.headers['content-type']).not.toMatch(/marcxml/);
  });
});
