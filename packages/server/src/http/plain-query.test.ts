import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../graphql/context.ts';
import { translator } from '../i18n.ts';
import type { Mailer } from '../mail/mailer.ts';
import { post, startTestServer, type TestServer } from '../test/harness.ts';
import { acceptedJsonType, answerPlainQuery } from './plain-query.ts';
import { buildYoga, type FontesYoga } from './yoga.ts';

const SETTING = 'query S($key: String!) { getSetting(key: $key) { key value } }';
const APOLLO_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

describe('the JSON type of an answer', () => {
  it.each([
    [APOLLO_ACCEPT, 'application/graphql-response+json'],
    ['application/json', 'application/json'],
    ['application/json, application/graphql-response+json', 'application/json'],
    [undefined, 'application/json'],
    ['*/*', 'application/json'],
    ['text/html, application/*;q=0.8', 'application/json'],
    [
      'application/json;charset=latin1, application/graphql-response+json',
      'application/graphql-response+json',
    ],
    ['text/html', null],
    ['multipart/mixed', null],
  ])('for Accept %s is %s, as Yoga negotiates it', (accept, type) => {
    expect(acceptedJsonType(accept)).toBe(type);
  });
});

describe('plain queries', () => {
  let server: TestServer;
  let yoga: FontesYoga;
  let context: GraphQLContext;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    yoga = buildYoga(server.app.log);
    context = {
      db: server.db,
      config: server.config,
      log: server.app.log,
      locale: 'en',
      t: translator('en'),
      user: null,
      sessionTokenHash: null,
      xsrfValid: true,
      mailer: {} as Mailer,
      clientIp: '127.0.0.1',
    };
  });
  afterAll(() => server.close());

  const answer = (body: unknown, accept = 'application/json', method = 'POST') =>
    answerPlainQuery(yoga, { method, accept, body }, context);

  it('answers a query of one operation with its JSON, in the type asked for', async () => {
    const plain = await answer({ query: SETTING, variables: { key: 'site_title' } }, APOLLO_ACCEPT);
    expect(plain?.type).toBe('application/graphql-response+json; charset=utf-8');
    expect(JSON.parse(plain?.body ?? '')).toEqual({
      data: { getSetting: { key: 'site_title', value: 'Fontes' } },
    });
  });

  it.each([
    ['a mutation', { query: 'mutation { logout { success } }' }],
    ['a batch', [{ query: '{ me { id } }' }]],
    ['a parameter beside the three', { query: '{ me { id } }', extensions: {} }],
    ['variables that are not an object', { query: SETTING, variables: ['site_title'] }],
    ['a syntax error', { query: '{ me { id ' }],
    ['an unknown field', { query: '{ nothingHere }' }],
    ['a wrong variable type', { query: SETTING, variables: { key: 5 } }],
  ])('leaves %s to Yoga', async (_case, body) => {
    expect(await answer(body)).toBeNull();
  });

  it('leaves GET requests and answers not in JSON to Yoga', async () => {
    expect(await answer({ query: '{ me { id } }' }, 'application/json', 'GET')).toBeNull();
    expect(await answer({ query: '{ me { id } }' }, 'text/html')).toBeNull();
  });

  it.each([APOLLO_ACCEPT, 'application/json', '*/*', 'text/html', undefined])(
    'answers over HTTP as Yoga does, for Accept %s',
    async (accept) => {
      const headers: Record<string, string> = accept ? { accept } : {};
      const body = { query: SETTING, variables: { key: 'theme_color' } };
      const plain = await post(server.app, body, { headers });
      // `extensions` is a parameter the plain path leaves to Yoga.
      const viaYoga = await post(server.app, { ...body, extensions: {} }, { headers });
      expect(plain.statusCode).toBe(viaYoga.statusCode);
      expect(plain.headers['content-type']).toBe(viaYoga.headers['content-type']);
      expect(plain.body).toBe(viaYoga.body);
    },
  );
});
