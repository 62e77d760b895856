import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshSearchIndex } from '../../search/refresh.ts';
import { CatalogueApi, Fixtures } from '../../test/catalogue.ts';
import { createUser, databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { readMarcXmlAll } from '../marc/read-marcxml.ts';
import { oaiPage } from './verbs.ts';

// Elements a response may hold once or many times, always read as lists.
const LISTS = new Set(['record', 'header', 'set', 'error', 'metadataFormat', 'setSpec']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => LISTS.has(name) || name.startsWith('dc:'),
});

// biome-ignore lint/suspicious/noExplicitAny: parsed XML is inspected freely
type Parsed = any;

/** Pages of three records, so that a handful of records crosses several pages. */
const PAGE = 3;

describe.each(databaseKinds)('OAI-PMH on %s', (kind) => {
  let server: TestServer;
  let fx: Fixtures;
  let api: CatalogueApi;
  let repositoryId: string;
  const scoresOf: { a: number[]; b: number[] } = { a: [], b: [] };
  let sets: { a: number; b: number; empty: number };
  let composer: number;
  let publication: number;
  let pageSize: number;

  /** The response of a request, checked to be well-formed XML with the OAI-PMH root, parsed. */
  async function oai(
    query: Record<string, string> | string,
    method: 'GET' | 'POST' = 'GET',
  ): Promise<Parsed> {
    const body = typeof query === 'string' ? query : new URLSearchParams(query).toString();
    const response =
      method === 'GET'
        ? await server.app.inject({ method, url: `/oai?${body}` })
        : await server.app.inject({
            method,
            url: '/oai',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: body,
          });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(XMLValidator.validate(response.body)).toBe(true);
    const parsed = parser.parse(response.body);
    expect(parsed['OAI-PMH']['@xmlns']).toBe('http://www.openarchives.org/OAI/2.0/');
    expect(parsed['OAI-PMH'].responseDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    return parsed['OAI-PMH'];
  }

  const errorsOf = (answer: Parsed) =>
    (answer.error ?? []).map((error: Parsed) => error['@code'] as string).sort();

  const identifier = (type: string, id: number) => `oai:${repositoryId}:${type}/${id}`;

  /** Every header of a list, page by page through its resumption tokens, with what each page said. */
  async function harvest(verb: 'ListIdentifiers' | 'ListRecords', args: Record<string, string>) {
    const pages: Parsed[] = [];
    let answer = await oai({ verb, ...args });
    for (;;) {
      pages.push(answer[verb]);
      const token = answer[verb].resumptionToken;
      const text = typeof token === 'object' ? token['#text'] : undefined;
      if (!text) break;
      answer = await oai({ verb, resumptionToken: text });
    }
    const items = pages.flatMap((page) => (verb === 'ListRecords' ? page.record : page.header) ?? []);
    return {
      pages,
      items,
      headers: items.map((item: Parsed) => (verb === 'ListRecords' ? item.header[0] : item)),
    };
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    repositoryId = server.config.oaiRepositoryId;
    api = new CatalogueApi(server, (await createUser(server.db, { permission: 2 })).token);
    fx = new Fixtures(api);
    pageSize = oaiPage.size;
    oaiPage.size = PAGE;
    const created = await api.call(
      'mutation C($input: CollectionInput!) { upsertCollection(input: $input) { success id } }',
      { input: { name: 'Stiftsarchiv', prefix: 'A-St', description: 'Musikalien des Stifts' } },
    );
    const a = { id: created.upsertCollection.id as number };
    const b = await fx.collection('Pfarrarchiv');
    const empty = await fx.collection('Leeres Archiv');
    sets = { a: a.id, b: b.id, empty: empty.id };
    composer = (
      await api.save('Person', {
        names: [{ name: 'Haydn, Joseph', primary: true }],
        dates: '1732-1809',
        sources: [{ type: 'gnd', citation: 'GND', gnd_id: '118546074' }],
      })
    ).id;
    publication = await fx.publication('Hoboken, Werkverzeichnis');
    for (let n = 1; n <= 7; n++) {
      const score = await fx.score({
        collection: a.id,
        shelfmark: `Mus.ms. ${n}`,
        short_title: n === 1 ? 'Messe <à 4> & "Kyrie"\u0001' : `Messe ${n}`,
        work_date: '1766',
        attributions: [{ person: composer, function: 'aut', qualifier: 'asc' }],
        genres: [{ name: 'Messe' }],
      });
      scoresOf.a.push(score.id);
    }
    scoresOf.b.push((await fx.score({ collection: b.id, shelfmark: 'B 1', short_title: 'Vesper' })).id);
  });
  afterAll(async () => {
    oaiPage.size = pageSize;
    await server.close();
  });

  it('identifies the repository: its name, base URL, version, datestamps and deletions kept for good', async () => {
    const { Identify, request } = await oai({ verb: 'Identify' });
    expect(request).toMatchObject({ '@verb': 'Identify', '#text': `${server.config.publicUrl}/oai` });
    expect(Identify).toMatchObject({
      repositoryName: 'Fontes',
      baseURL: `${server.config.publicUrl}/oai`,
      protocolVersion: '2.0',
      adminEmail: server.config.oaiAdminEmail,
      deletedRecord: 'persistent',
      granularity: 'YYYY-MM-DDThh:mm:ssZ',
    });
    expect(Identify.earliestDatestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('lists oai_dc and marcxml as its metadata formats, for the repository and for one record', async () => {
    const formats = [
      {
        metadataPrefix: 'oai_dc',
        schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd',
        metadataNamespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
      },
      {
        metadataPrefix: 'marcxml',
        schema: 'http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd',
        metadataNamespace: 'http://www.loc.gov/MARC21/slim',
      },
    ];
    expect((await oai({ verb: 'ListMetadataFormats' })).ListMetadataFormats.metadataFormat).toEqual(formats);
    const one = await oai({ verb: 'ListMetadataFormats', identifier: identifier('score', scoresOf.a[0]) });
    expect(one.ListMetadataFormats.metadataFormat).toEqual(formats);
    const unknown = await oai({ verb: 'ListMetadataFormats', identifier: identifier('score', 999_999) });
    expect(errorsOf(unknown)).toEqual(['idDoesNotExist']);
  });

  it('answers records as MARCXML that the MARC reader reads back, a page of them by ListRecords', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: `/oai?verb=GetRecord&metadataPrefix=marcxml&identifier=${encodeURIComponent(identifier('score', scoresOf.a[1]))}`,
    });
    expect(XMLValidator.validate(response.body)).toBe(true);
    const record = response.body.match(
      /<record xmlns="http:\/\/www\.loc\.gov\/MARC21\/slim">[\s\S]*?<\/record>/,
    )?.[0];
    expect(record).toBeDefined();
    const [draft] = await readMarcXmlAll(
      `<collection xmlns="http://www.loc.gov/MARC21/slim">${record}</collection>`,
    );
    expect(draft).toMatchObject({ kind: 'score', input: { shelfmark: 'Mus.ms. 2', short_title: 'Messe 2' } });

    const { records } = await harvest('ListRecords', {
      metadataPrefix: 'marcxml',
      set: `collection-${sets.a}`,
    }).then(({ items }) => ({ records: items }));
    expect(records).toHaveLength(scoresOf.a.length);
    expect(records[0].metadata.record[0]['@xmlns']).toBe('http://www.loc.gov/MARC21/slim');
  });

  it('lists one set per collection, named and described, paging by resumption tokens', async () => {
    const first = await oai({ verb: 'ListSets' });
    const all: Parsed[] = [...first.ListSets.set];
    let token = first.ListSets.resumptionToken;
    // Each score's catalog entry brought a collection of its own too.
    const total = Number(token['@completeListSize']);
    expect(total).toBeGreaterThan(PAGE);
    while (token?.['#text']) {
      const next = await oai({ verb: 'ListSets', resumptionToken: token['#text'] });
      all.push(...next.ListSets.set);
      token = next.ListSets.resumptionToken;
    }
    expect(all).toHaveLength(total);
    const specs = all.map((set) => set.setSpec[0]);
    expect(new Set(specs).size).toBe(total);
    expect(specs).toEqual(
      expect.arrayContaining([`collection-${sets.a}`, `collection-${sets.b}`, `collection-${sets.empty}`]),
    );
    const stift = all.find((set) => set.setSpec[0] === `collection-${sets.a}`);
    expect(stift.setName).toBe('Stiftsarchiv');
    expect(stift.setDescription['oai_dc:dc']['dc:description']).toEqual(['Musikalien des Stifts']);
  });

  it('pages through every record with resumption tokens until the list ends, each record once', async () => {
    const { pages, headers } = await harvest('ListRecords', { metadataPrefix: 'oai_dc' });
    const expected = [
      ...scoresOf.a.map((id) => identifier('score', id)),
      ...scoresOf.b.map((id) => identifier('score', id)),
      identifier('person', composer),
      identifier('publication', publication),
    ];
    const harvested = headers.map((header: Parsed) => header.identifier);
    expect([...harvested].sort()).toEqual([...expected].sort());
    expect(pages.length).toBe(Math.ceil(expected.length / PAGE));
    // Cursors count the records before each page; every page names the same size; the last token is empty.
    pages.forEach((page, n) => {
      if (n < pages.length - 1) {
        expect(page.record).toHaveLength(PAGE);
        expect(page.resumptionToken['#text']).toBeTruthy();
      }
      expect(page.resumptionToken['@completeListSize']).toBe(String(expected.length));
      expect(page.resumptionToken['@cursor']).toBe(String(n * PAGE));
    });
    expect(pages.at(-1).resumptionToken['#text']).toBeUndefined();
    // In datestamp order, as a harvester resuming "from" its last datestamp expects.
    const stamps = headers.map((header: Parsed) => header.datestamp);
    expect(stamps).toEqual([...stamps].sort());
  });

  it('answers a record as Dublin Core, its values escaped and characters XML forbids left out', async () => {
    const { GetRecord } = await oai({
      verb: 'GetRecord',
      identifier: identifier('score', scoresOf.a[0]),
      metadataPrefix: 'oai_dc',
    });
    const [record] = GetRecord.record;
    expect(record.header[0]).toMatchObject({
      identifier: identifier('score', scoresOf.a[0]),
      setSpec: [`collection-${sets.a}`],
    });
    const dc = record.metadata['oai_dc:dc'];
    expect(dc['@xmlns:dc']).toBe('http://purl.org/dc/elements/1.1/');
    expect(dc).toMatchObject({
      'dc:title': ['Messe <à 4> & "Kyrie"'],
      'dc:creator': ['Haydn, Joseph'],
      'dc:subject': ['Messe'],
      'dc:date': ['1766'],
      'dc:type': ['Notated music'],
      'dc:relation': ['Stiftsarchiv', `${server.config.publicUrl}/collections/${sets.a}`],
    });
    expect(dc['dc:identifier'][0]).toBe(`${server.config.publicUrl}/scores/${scoresOf.a[0]}`);
    expect(dc['dc:identifier'][1]).toMatch(/ Mus\.ms\. 1$/);

    const person = await oai({
      verb: 'GetRecord',
      identifier: identifier('person', composer),
      metadataPrefix: 'oai_dc',
    });
    const personDc = person.GetRecord.record[0].metadata['oai_dc:dc'];
    expect(personDc['dc:title']).toEqual(['Haydn, Joseph']);
    expect(personDc['dc:date']).toEqual(['1732-1809']);
    expect(personDc['dc:identifier']).toContain('https://d-nb.info/gnd/118546074');
    expect(person.GetRecord.record[0].header[0].setSpec).toBeUndefined();
  });

  it('lists the identifiers of one set only, by POST as by GET', async () => {
    const { headers } = await harvest('ListIdentifiers', {
      metadataPrefix: 'oai_dc',
      set: `collection-${sets.a}`,
    });
    expect(headers.map((header: Parsed) => header.identifier).sort()).toEqual(
      scoresOf.a.map((id) => identifier('score', id)).sort(),
    );
    for (const header of headers) expect(header.setSpec).toEqual([`collection-${sets.a}`]);
    const posted = await oai(`verb=ListIdentifiers&metadataPrefix=oai_dc&set=collection-${sets.b}`, 'POST');
    expect(posted.ListIdentifiers.header.map((header: Parsed) => header.identifier)).toEqual([
      identifier('score', scoresOf.b[0]),
    ]);
    expect(posted.request).toMatchObject({ '@verb': 'ListIdentifiers', '@set': `collection-${sets.b}` });
    expect(
      errorsOf(await oai({ verb: 'ListRecords', metadataPrefix: 'oai_dc', set: `collection-${sets.empty}` })),
    ).toEqual(['noRecordsMatch']);
  });

  it('dates a record by its last change: its own save or a change to what it shows, not an index refresh', async () => {
    const [score] = scoresOf.b;
    const datestamp = async () => {
      const answer = await oai({
        verb: 'GetRecord',
        identifier: identifier('score', score),
        metadataPrefix: 'oai_dc',
      });
      return answer.GetRecord.record[0].header[0].datestamp as string;
    };
    await server.db.execute(sql`update search_records set changed_at = '2001-01-01T00:00:00Z'
      where type = 'score' and record_id = ${score}`);
    // Newer index code writes the entry again: the record did not change.
    await server.db.execute(
      sql`update search_records set version = 0 where type = 'score' and record_id = ${score}`,
    );
    expect(await refreshSearchIndex(server.db)).toBe(1);
    expect(await datestamp()).toBe('2001-01-01T00:00:00Z');
    // Its collection renamed: the score's metadata names it, so the score changed.
    const loaded = await api.call(
      'query G($id: Int!) { getCollection(id: $id) { id updated_at name prefix } }',
      { id: sets.b },
    );
    const { id, updated_at, prefix } = loaded.getCollection;
    const saved = await api.call(
      'mutation C($input: CollectionInput!) { upsertCollection(input: $input) { success } }',
      { input: { id, updated_at, prefix, name: 'Pfarrarchiv St. Martin' } },
    );
    expect(saved.upsertCollection.success).toBe(true);
    const renamed = await datestamp();
    expect(Date.parse(renamed)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('selects by datestamp from and until, by day or by second, both inclusive', async () => {
    const [early, later] = [scoresOf.a[5], scoresOf.a[6]];
    await server.db.execute(sql`update search_records set changed_at = '2001-02-03T04:05:06.789Z'
      where type = 'score' and record_id = ${early}`);
    await server.db.execute(sql`update search_records set changed_at = '2001-02-04T00:00:00.000Z'
      where type = 'score' and record_id = ${later}`);
    const listed = async (args: Record<string, string>) => {
      const answer = await oai({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', ...args });
      return answer.error ? errorsOf(answer) : answer.ListIdentifiers.header.map((h: Parsed) => h.identifier);
    };
    expect(await listed({ until: '2001-02-03' })).toEqual([identifier('score', early)]);
    expect(await listed({ from: '2001-02-03', until: '2001-02-04' })).toEqual([
      identifier('score', early),
      identifier('score', later),
    ]);
    expect(await listed({ from: '2001-02-03T04:05:06Z', until: '2001-02-03T04:05:06Z' })).toEqual([
      identifier('score', early),
    ]);
    expect(await listed({ from: '2001-02-03T04:05:07Z', until: '2001-02-03T23:59:59Z' })).toEqual([
      'noRecordsMatch',
    ]);
    const fromThen = await listed({ from: '2001-02-04' });
    expect(fromThen).toContain(identifier('score', later));
    expect(fromThen).not.toContain(identifier('score', early));
    const got = await oai({
      verb: 'GetRecord',
      identifier: identifier('score', early),
      metadataPrefix: 'oai_dc',
    });
    expect(got.GetRecord.record[0].header[0].datestamp).toBe('2001-02-03T04:05:06Z');
  });

  it('reports a deleted score as deleted, in its set, from the moment of its delete', async () => {
    const gone = (await fx.score({ collection: sets.b, shelfmark: 'B 2', short_title: 'Litanei' })).id;
    const before = `${new Date(Date.now() - 1000).toISOString().slice(0, 19)}Z`;
    expect(await api.remove('Score', gone)).toMatchObject({ success: true });
    const got = await oai({
      verb: 'GetRecord',
      identifier: identifier('score', gone),
      metadataPrefix: 'oai_dc',
    });
    const [record] = got.GetRecord.record;
    expect(record.header[0]).toMatchObject({
      '@status': 'deleted',
      identifier: identifier('score', gone),
      setSpec: [`collection-${sets.b}`],
    });
    expect(record.metadata).toBeUndefined();
    const listed = await oai({
      verb: 'ListRecords',
      metadataPrefix: 'oai_dc',
      set: `collection-${sets.b}`,
      from: before,
    });
    const deleted = listed.ListRecords.record.find(
      (r: Parsed) => r.header[0].identifier === identifier('score', gone),
    );
    expect(deleted.header[0]['@status']).toBe('deleted');
    // A person deleted leaves a tombstone too, in no set.
    const person = await fx.person('Unbekannt');
    await api.remove('Person', person);
    // Every page of the list: records changed in the last second by earlier tests may fill the first.
    const { headers } = await harvest('ListIdentifiers', { metadataPrefix: 'oai_dc', from: before });
    const header = headers.find((h: Parsed) => h.identifier === identifier('person', person));
    expect(header).toMatchObject({ '@status': 'deleted' });
  });

  it('answers each argument error as badArgument, with the request element bare', async () => {
    const cases: Array<Record<string, string> | string> = [
      { verb: 'ListRecords' },
      { verb: 'ListRecords', metadataPrefix: 'oai_dc', colour: 'blue' },
      'verb=ListRecords&metadataPrefix=oai_dc&metadataPrefix=oai_dc',
      { verb: 'ListRecords', metadataPrefix: 'oai_dc', resumptionToken: 'x' },
      { verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2001-02-30' },
      { verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2001-02-03T04:05:06' },
      { verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2001-02-03', until: '2001-02-04T00:00:00Z' },
      { verb: 'ListRecords', metadataPrefix: 'oai_dc', from: '2002-01-01', until: '2001-01-01' },
      { verb: 'ListRecords', metadataPrefix: 'oai_dc', set: 'music' },
      { verb: 'GetRecord', identifier: identifier('score', 1) },
      { verb: 'Identify', metadataPrefix: 'oai_dc' },
      `verb=Identify&${'x'.repeat(5000)}=1`,
    ];
    for (const query of cases) {
      const answer = await oai(query);
      expect(errorsOf(answer), JSON.stringify(query)).toContain('badArgument');
      expect(answer.request, JSON.stringify(query)).toBe(`${server.config.publicUrl}/oai`);
      expect(answer.error[0]['#text']).toMatch(/\w/);
    }
  });

  it('answers a missing, repeated or unknown verb as badVerb, in the asker’s language', async () => {
    expect(errorsOf(await oai({}))).toEqual(['badVerb']);
    expect(errorsOf(await oai({ verb: 'ListAll' }))).toEqual(['badVerb']);
    expect(errorsOf(await oai('verb=Identify&verb=Identify'))).toEqual(['badVerb']);
    const german = await server.app.inject({
      method: 'GET',
      url: '/oai?verb=Nix',
      headers: { 'x-locale': 'de' },
    });
    expect(parser.parse(german.body)['OAI-PMH'].error[0]['#text']).toMatch(/Verb/);
  });

  it('answers cannotDisseminateFormat, idDoesNotExist and noRecordsMatch as the protocol words them', async () => {
    expect(errorsOf(await oai({ verb: 'ListRecords', metadataPrefix: 'marc21x' }))).toEqual([
      'cannotDisseminateFormat',
    ]);
    expect(
      errorsOf(
        await oai({
          verb: 'GetRecord',
          identifier: identifier('score', scoresOf.a[0]),
          metadataPrefix: 'mods',
        }),
      ),
    ).toEqual(['cannotDisseminateFormat']);
    for (const id of [
      identifier('score', 999_999),
      'oai:elsewhere.org:score/1',
      identifier('catalog', 1),
      'nonsense',
    ])
      expect(
        errorsOf(await oai({ verb: 'GetRecord', identifier: id, metadataPrefix: 'oai_dc' })),
        id,
      ).toEqual(['idDoesNotExist']);
    expect(
      errorsOf(await oai({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc', from: '2999-01-01' })),
    ).toEqual(['noRecordsMatch']);
    expect(errorsOf(await oai({ verb: 'ListSets', resumptionToken: 'x' }))).toEqual(['badResumptionToken']);
  });

  it('refuses a resumption token changed by hand, made up, too long or issued for another verb', async () => {
    const first = await oai({ verb: 'ListIdentifiers', metadataPrefix: 'oai_dc' });
    const token: string = first.ListIdentifiers.resumptionToken['#text'];
    const [payload, check] = token.split('.');
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...state, cursor: 0 })).toString('base64url');
    const flipped = token.slice(0, 5) + (token[5] === 'A' ? 'B' : 'A') + token.slice(6);
    for (const bad of [
      `${forged}.${check}`,
      flipped,
      'abc.def',
      `${payload}.${'a'.repeat(16)}`,
      'A'.repeat(2000),
    ]) {
      expect(errorsOf(await oai({ verb: 'ListIdentifiers', resumptionToken: bad }))).toEqual([
        'badResumptionToken',
      ]);
    }
    expect(errorsOf(await oai({ verb: 'ListRecords', resumptionToken: token }))).toEqual([
      'badResumptionToken',
    ]);
    // The token itself still works.
    expect(
      (await oai({ verb: 'ListIdentifiers', resumptionToken: token })).ListIdentifiers.header.length,
    ).toBe(PAGE);
  });
});
