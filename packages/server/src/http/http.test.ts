import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import { type OpenDatabase, openDatabase } from '../db/database.ts';
import { createUser, databaseKinds, gql, post, startTestServer, type TestServer } from '../test/harness.ts';
import { buildApp } from './app.ts';

const CREATE =
  'mutation C($input: CollectionInput!) { upsertCollection(input: $input) { success message id } }';
const COUNT = '{ search(type: collection) { total } }';

describe.each(databaseKinds)('HTTP contract on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = (await createUser(server.db)).token;
  });
  afterAll(() => server.close());

  const total = async () => (await gql(server.app, { query: COUNT })).data.search.total;

  it('answers a batch of up to five operations with an array, in order', async () => {
    const batch = [1, 2, 3, 4, 5].map((n) => ({
      query: `query Q${n} { getSetting(key: "site_title") { key } n${n}: search { total } }`,
    }));
    const response = await post(server.app, batch);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toHaveLength(5);
    expect(
      body.every((r: { data: { getSetting: { key: string } } }) => r.data.getSetting.key === 'site_title'),
    ).toBe(true);
  });

  it('refuses a batch of six with a translated error and runs none of it', async () => {
    const before = await total();
    const six = Array.from({ length: 6 }, (_, n) => ({
      query: CREATE,
      variables: { input: { name: `Batch ${n}`, prefix: 'B' } },
    }));
    const response = await post(server.app, six, { token, locale: 'de' });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].message).toBe(
      'Pro Anfrage dürfen höchstens 5 Operationen gesendet werden.',
    );
    expect(await total()).toBe(before);
  });

  it.each([
    ['variables={', 'variables'],
    ['extensions={', 'extensions'],
    ['variables=[1]', 'variables'],
    ['variables=%7B%7D&variables=5', 'variables'],
  ])('refuses a GET whose %s is not a JSON object with a translated 400', async (parameter, name) => {
    const url = `/graphql?query=${encodeURIComponent('{__typename}')}&${parameter}`;
    for (const [locale, message] of [
      ['en', `The request's “${name}” must be a JSON object.`],
      ['de', `„${name}“ in der Anfrage muss ein JSON-Objekt sein.`],
    ]) {
      const response = await server.app.inject({ method: 'GET', url, headers: { 'x-locale': locale } });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ message, extensions: { code: 'BAD_REQUEST' } }]);
    }
    const fine = await server.app.inject({ method: 'GET', url: '/graphql?query={__typename}&variables={}' });
    expect(fine.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses a POST whose variables or extensions are not objects with a translated 400, saving nothing', async () => {
    const before = await total();
    const variables = JSON.stringify({ input: { name: 'As text', prefix: 'T' } });
    for (const body of [
      { query: CREATE, variables },
      { query: CREATE, variables: { input: { name: 'Extended', prefix: 'E' } }, extensions: '{' },
      [{ query: COUNT }, { query: CREATE, variables: 5 }],
    ]) {
      const response = await post(server.app, body, { token, locale: 'en' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].message).toMatch(
        /^The request's “(variables|extensions)” must be a JSON object\.$/,
      );
    }
    expect(await total()).toBe(before);
  });

  it('accepts a GraphQL multipart request', async () => {
    const boundary = '----fontes';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const payload = `${part('operations', JSON.stringify({ query: CREATE, variables: { input: { name: 'Multipart', prefix: 'M' } } }))}${part('map', '{}')}--${boundary}--\r\n`;
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        authorization: `Bearer ${token}`,
      },
      payload,
    });
    expect(response.json().data.upsertCollection.success).toBe(true);
  });

  it('sets the XSRF-TOKEN cookie and requires it echoed for mutations that come with cookies', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/collections/1' });
    const cookie = page.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{20,}$/);
    const before = await total();
    const input = { input: { name: 'Cross-site', prefix: 'X' } };
    const withoutHeader = await gql(server.app, {
      query: CREATE,
      variables: input,
      token,
      locale: 'en',
      headers: { cookie: `XSRF-TOKEN=${cookie?.value}` },
    });
    expect(withoutHeader.errors[0].message).toMatch(/security token/);
    expect(withoutHeader.errors[0].extensions.code).toBe('XSRF_TOKEN_MISMATCH');
    const wrongHeader = await gql(server.app, {
      query: CREATE,
      variables: input,
      token,
      headers: { cookie: `XSRF-TOKEN=${cookie?.value}`, 'x-xsrf-token': 'guess' },
    });
    expect(wrongHeader.errors).toBeDefined();
    expect(await total()).toBe(before);
    const readsStillWork = await gql(server.app, {
      query: COUNT,
      headers: { cookie: `XSRF-TOKEN=${cookie?.value}` },
    });
    expect(readsStillWork.data.search.total).toBe(before);
    const matching = await gql(server.app, {
      query: CREATE,
      variables: input,
      token,
      headers: { cookie: `XSRF-TOKEN=${cookie?.value}`, 'x-xsrf-token': cookie?.value ?? '' },
    });
    expect(matching.data.upsertCollection.success).toBe(true);
  });

  it('runs the operation named in each request when one document holds a query and a mutation, compiled or not', async () => {
    // Operations are compiled on their second use, keyed by document and operation name: the cached
    // query must never answer for the mutation, nor the XSRF check look at the wrong one.
    const page = await server.app.inject({ method: 'GET', url: '/collections/1' });
    const cookie = page.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const document = `query N { search(type: collection) { total } } ${CREATE.replace('mutation C', 'mutation M')}`;
    const variables = { input: { name: 'Two operations', prefix: 'T' } };
    const run = async (operationName: string, headers: Record<string, string>) =>
      (await post(server.app, { query: document, operationName, variables }, { token, headers })).json();
    const before = await total();
    for (let i = 0; i < 3; i++) expect((await run('N', {})).data.search.total).toBe(before);
    for (let i = 0; i < 3; i++) {
      const refused = await run('M', { cookie: `XSRF-TOKEN=${cookie}` });
      expect(refused.errors[0].extensions.code).toBe('XSRF_TOKEN_MISMATCH');
    }
    expect(await total()).toBe(before);
    const saved = await run('M', { cookie: `XSRF-TOKEN=${cookie}`, 'x-xsrf-token': cookie });
    expect(saved.data.upsertCollection.success).toBe(true);
    expect((await run('N', {})).data.search.total).toBe(before + 1);
  });

  it.each([
    ['a malformed query', { query: '{ search { total ' }],
    ['an unknown field', { query: '{ nothingHere }' }],
    [
      'a wrong variable type',
      { query: 'query G($id: Int!) { getCollection(id: $id) { id } }', variables: { id: 'abc' } },
    ],
    [
      'an id beyond Int',
      { query: 'query G($id: Int!) { getCollection(id: $id) { id } }', variables: { id: 2 ** 40 } },
    ],
    ['a wrong input type', { query: CREATE, variables: { input: { name: 5, prefix: ['x'] } } }],
    ['a body that is not GraphQL', { hello: 'world' }],
  ])(
    'explains %s in the caller language, without a stack trace, and changes nothing',
    async (_case, body) => {
      const before = await total();
      const response = await post(server.app, body, { token, locale: 'en' });
      expect(response.statusCode).toBeLessThan(500);
      const { errors } = response.json();
      expect(errors[0].message).toMatch(/^The request could not be understood\./);
      expect(JSON.stringify(errors)).not.toMatch(/\bat .+\.ts:\d+/);
      expect(await total()).toBe(before);
    },
  );

  it('lets pages of other origins read the API, without credentials', async () => {
    const origin = 'https://viewer.example.org';
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    expect(preflight.headers['access-control-allow-headers']).toBe('content-type,authorization');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    for (const accept of ['application/json', 'text/html']) {
      const answer = await post(server.app, { query: COUNT }, { headers: { origin, accept } });
      expect(answer.headers['access-control-allow-origin']).toBe(origin);
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const file = await server.app.inject({ method: 'GET', url: '/file/1/view', headers: { origin } });
    expect(file.headers['access-control-allow-origin']).toBe(origin);
  });

  it('refuses an oversized body with a translated 413', async () => {
    const response = await post(
      server.app,
      { query: CREATE, variables: { input: { name: 'x'.repeat(2_000_000), prefix: 'X' } } },
      { token, locale: 'de' },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().errors[0].message).toBe('Die Anfrage ist zu groß.');
  });

  it('answers unknown server paths with 404, not with the app page', async () => {
    for (const url of ['/api/anything', '/file/1/nothing', '/favicon.ico']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { 'x-locale': 'en' } });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('the single-page app over a real socket', () => {
  let database: OpenDatabase;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'fontes-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Fontes</title><div id="root"></div>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    database = await openDatabase({ dataDir: 'memory://' });
    app = await buildApp({ config: configFromEnv({}), db: database.db, webDist: dist, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('serves index.html for every app route (history fallback) and the assets as files', async () => {
    for (const path of ['/', '/search/collection', '/collections/12/edit', '/auth/login?redirect=%2F']) {
      const response = await fetch(base + path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
    const asset = await fetch(`${base}/app.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers GraphQL over HTTP with security headers', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ getSetting(key: "theme_color") { value } }' }),
    });
    expect((await response.json()).data.getSetting.value).toMatch(/^#[0-9a-f]{6}$/i);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
