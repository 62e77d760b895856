import { type DocumentNode, getIntrospectionQuery, print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as webDocuments from '../../../web/src/graphql/generated/graphql.ts';
import { answerPlainQuery } from '../http/plain-query.ts';
import { buildYoga } from '../http/yoga.ts';
import { FIELDS } from '../test/catalogue-fields.ts';
import { databaseKinds, gql, post, startTestServer, type TestServer } from '../test/harness.ts';
import { OPERATION_LIMITS } from './operation-limits.ts';

/** The introspection query as GraphiQL and GraphQL Code Generator send it. */
const INTROSPECTION = getIntrospectionQuery({
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
});

/** Every operation the web app sends, the full selection of every record type, and introspection. */
const operationsWeSend: [string, string][] = [
  ...Object.entries(webDocuments)
    .filter(([name]) => name.endsWith('Document'))
    .map(([name, document]): [string, string] => [name, print(document as DocumentNode)]),
  ...Object.entries(FIELDS).map(([type, fields]): [string, string] => [
    `get${type} with every field`,
    `query Q($id: Int!) { get${type}(id: $id) { ${fields} } }`,
  ]),
  ['the standard introspection query', INTROSPECTION],
];

/**
 * `getDigitalCopy { files { digital_copy { files { … } } } }`, `depth` levels deep counting the fields
 * asked for at the bottom: its work doubles every two levels.
 */
function digitalCopyRoundTrip(depth: number, fields = 'id'): string {
  let selection = fields;
  for (let level = 2; level < depth; level++) {
    selection =
      (depth - level) % 2 ? `files { ${fields} ${selection} }` : `digital_copy { ${fields} ${selection} }`;
  }
  return `getDigitalCopy(id: 1) { ${selection} }`;
}

function aliased(count: number, field = 'getSetting(key: "site_title") { value }'): string {
  return `{ ${Array.from({ length: count }, (_, n) => `a${n}: ${field}`).join(' ')} }`;
}

describe('operation limits', () => {
  it('leave every operation the web app sends, every full record and introspection valid', () => {
    // The whole envelop, limits included, as a request runs it; a future screen past a limit fails here.
    const enveloped = buildYoga({} as never).getEnveloped({} as never);
    expect(operationsWeSend.length).toBeGreaterThan(30);
    for (const [name, query] of operationsWeSend) {
      const errors: readonly Error[] = enveloped.validate(enveloped.schema, enveloped.parse(query));
      expect(
        errors.map((e) => e.message),
        name,
      ).toEqual([]);
    }
  });

  it('are readable constants, well above what we send', () => {
    expect(OPERATION_LIMITS).toEqual({
      depth: 12,
      aliases: 15,
      tokens: 1000,
      directives: 20,
      cost: 5000,
      introspections: 1,
      listRepeats: 1,
      listNesting: 4,
    });
  });
});

describe.each(databaseKinds)('operation limits over HTTP on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const stillAnswers = async () =>
    expect((await gql(server.app, { query: '{ getSetting(key: "site_title") { value } }' })).data).toEqual({
      getSetting: { value: 'Fontes' },
    });

  /** The refusals of an answer as [limit, message]; Armor's own wording never reaches the caller. */
  function refusals(body: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) {
    for (const error of body.errors ?? []) expect(error.message).not.toMatch(/Syntax Error|exceeded|found/);
    return (body.errors ?? []).map((e) => [e.extensions?.limit, e.message]);
  }

  it('answers the standard introspection query', async () => {
    const { data, errors } = await gql(server.app, { query: INTROSPECTION });
    expect(errors).toBeUndefined();
    expect(data.__schema.types.some((t: { name: string }) => t.name === 'DigitalCopy')).toBe(true);
  });

  it('refuses a 200-level selection at once, naming the depth limit, and answers others after it', async () => {
    const response = await post(server.app, { query: `{ ${digitalCopyRoundTrip(200)} }` }, { locale: 'en' });
    expect(refusals(response.json())).toContainEqual([
      'depth',
      'The request nests its fields too deeply (at most 12 levels).',
    ]);
    await stillAnswers();
  });

  it('answers a selection as deep as the limit allows and refuses one level more', async () => {
    // Inline fragments count as levels: the schema has no path this deep that does not repeat a list.
    const nested = (levels: number) =>
      `{ ${'... on Query { '.repeat(levels - 1)}__typename ${'} '.repeat(levels - 1)}}`;
    expect((await gql(server.app, { query: nested(OPERATION_LIMITS.depth) })).errors).toBeUndefined();
    const response = await post(server.app, { query: nested(OPERATION_LIMITS.depth + 1) }, { locale: 'en' });
    expect(refusals(response.json())).toEqual([
      ['depth', 'The request nests its fields too deeply (at most 12 levels).'],
    ]);
  });

  it('refuses a selection that asks for a list again inside itself, through fragments too', async () => {
    for (const query of [
      `{ ${digitalCopyRoundTrip(5)} }`,
      '{ getDigitalCopy(id: 1) { files { digital_copy { ...Images } } } } fragment Images on DigitalCopy { files { id } }',
      '{ getDigitalCopy(id: 1) { files { ... on DigitalCopyFile { digital_copy { files { id } } } } } }',
    ]) {
      const response = await post(server.app, { query }, { locale: 'en' });
      expect(refusals(response.json()), query).toEqual([
        ['listRepeats', 'The request asks for a list again inside itself (at most 1 per path).'],
      ]);
    }
  });

  it('counts lists of scalars among the lists nested on one path', async () => {
    // A catalog's pages, their entries, the scores' digital copies, their images: four lists.
    const images = (bottom: string) =>
      `{ getCatalog(id: 1) { pages { entries { score { digital_copies { files { file { ${bottom} } } } } } } } }`;
    expect((await gql(server.app, { query: images('id') })).errors).toBeUndefined();
    const response = await post(server.app, { query: images('folders') }, { locale: 'en' });
    expect(refusals(response.json())).toEqual([
      ['listNesting', 'The request asks for too many lists inside lists (at most 4 on one path).'],
    ]);
    const german = await post(server.app, { query: images('folders') }, { locale: 'de' });
    expect(refusals(german.json())).toEqual([
      ['listNesting', 'Die Anfrage fragt zu viele Listen in Listen ab (höchstens 4 auf einem Pfad).'],
    ]);
  });

  it('refuses a batch of five operations of 10,000 aliases each by their length, in German', async () => {
    const batch = Array.from({ length: 5 }, () => ({ query: aliased(10_000, '__typename') }));
    const response = await post(server.app, batch, { locale: 'de' });
    expect(response.statusCode).toBeLessThan(500);
    const answers = response.json();
    expect(answers).toHaveLength(5);
    for (const answer of answers)
      expect(refusals(answer)).toEqual([['tokens', 'Die Anfrage ist zu lang (höchstens 1000 Tokens).']]);
    await stillAnswers();
  });

  it('refuses more aliases than the limit', async () => {
    const response = await post(server.app, { query: aliased(16) }, { locale: 'en' });
    expect(refusals(response.json())).toEqual([
      ['aliases', 'The request uses too many aliases (at most 15).'],
    ]);
    expect((await gql(server.app, { query: aliased(15) })).errors).toBeUndefined();
  });

  it('answers the schema once per operation: aliased introspections are refused', async () => {
    const response = await post(
      server.app,
      { query: aliased(2, '__schema { types { name } }') },
      { locale: 'en' },
    );
    expect(refusals(response.json())).toEqual([
      ['introspections', 'The request asks for the schema too often (at most 1).'],
    ]);
  });

  it('refuses more directives than the limit', async () => {
    const directives = (n: number) => `{ __typename ${' @include(if: true)'.repeat(n)} }`;
    const response = await post(server.app, { query: directives(21) }, { locale: 'en' });
    expect(refusals(response.json())).toContainEqual([
      'directives',
      'The request uses too many directives (at most 20).',
    ]);
  });

  it('refuses an operation within depth, aliases and tokens whose cost is too high', async () => {
    // Digital copies asked for deep inside inline fragments, which weigh like levels: 7 allowed, 8 past it.
    const copy = 'getDigitalCopy(id: 1) { id name digitizable_type digitizable_id created_at updated_at }';
    const deepCopies = (count: number) =>
      `{ ${'... on Query { '.repeat(10)}${aliased(count, copy).slice(1, -1)}${' }'.repeat(10)} }`;
    expect((await gql(server.app, { query: deepCopies(7) })).errors).toBeUndefined();
    const query = deepCopies(8);
    const response = await post(server.app, { query }, { locale: 'en' });
    expect(refusals(response.json())).toEqual([
      ['cost', 'The request asks for too much at once (estimated cost above 5000).'],
    ]);
  });

  it('keeps refusing a document the parse and validation caches have seen, on the plain query path too', async () => {
    const yoga = buildYoga(server.app.log);
    const context = { db: server.db, t: (key: string) => key } as never;
    for (const [limit, query] of [
      ['depth', `{ ${digitalCopyRoundTrip(40)} }`],
      ['tokens', aliased(500, '__typename')],
    ]) {
      for (let time = 0; time < 3; time++) {
        const response = await post(server.app, { query }, { locale: 'en' });
        expect(refusals(response.json()).map(([refused]) => refused)).toContain(limit);
      }
      // The plain path (no Fetch layer) gives a refused document back to Yoga rather than running it.
      expect(await answerPlainQuery(yoga, { method: 'POST', body: { query } }, context)).toBeNull();
    }
    // What the limits let through runs, compiled by graphql-jit from its second use on.
    for (let time = 0; time < 3; time++) await stillAnswers();
  });
});
