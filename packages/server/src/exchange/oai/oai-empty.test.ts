import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => name === 'error',
});

describe.each(databaseKinds)('OAI-PMH of a repository with nothing catalogued yet on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  async function oai(query: string) {
    const response = await server.app.inject({ method: 'GET', url: `/oai?${query}` });
    expect(XMLValidator.validate(response.body)).toBe(true);
    return parser.parse(response.body)['OAI-PMH'];
  }
  const codes = (answer: { error?: Array<{ '@code': string }> }) =>
    (answer.error ?? []).map((e) => e['@code']);

  it('still identifies itself, with a datestamp, and offers oai_dc and marcxml', async () => {
    const { Identify } = await oai('verb=Identify');
    expect(Identify.earliestDatestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const formats = await oai('verb=ListMetadataFormats');
    const prefixes = [formats.ListMetadataFormats.metadataFormat]
      .flat()
      .map((format) => format.metadataPrefix);
    expect(prefixes).toEqual(['oai_dc', 'marcxml']);
  });

  it('answers noSetHierarchy without a collection, and noRecordsMatch without a record', async () => {
    expect(codes(await oai('verb=ListSets'))).toEqual(['noSetHierarchy']);
    expect(codes(await oai('verb=ListRecords&metadataPrefix=oai_dc'))).toEqual(['noRecordsMatch']);
    expect(codes(await oai('verb=ListIdentifiers&metadataPrefix=oai_dc&set=collection-1'))).toEqual([
      'noRecordsMatch',
    ]);
  });
});
