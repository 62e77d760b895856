import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, configFromEnv } from '../config.ts';
import { type OpenDatabase, openDatabase } from '../db/database.ts';
import { createUser, databaseKinds, startTestServer, type TestServer } from '../test/harness.ts';
import { type Mailbox, startMailbox } from '../test/mailbox.ts';
import { buildApp } from './app.ts';
import { COMPRESSED_FROM_BYTES } from './graphql-route.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** As it came over the wire: still compressed when the server compressed it. */
  body: Buffer;
}

/** One request over a real socket, headers exactly as given (fetch would add Accept-Encoding and decode). */
function send(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${base}${path}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

// Large and repetitive enough that both compressed copies are much smaller.
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, n) => `{"n":${n},"text":"row ${n}"}`).join(',')}];\n`;
const ASSET = '/assets/index-Ab12Cd34.js';

/** A build as `npm run build -w @fontes/web` writes it: hashed assets, their .br and .gz, a source map. */
function fakeBuild(): string {
  const dist = mkdtempSync(join(tmpdir(), 'fontes-dist-'));
  mkdirSync(join(dist, 'assets'));
  const html = `<!doctype html><title>Fontes</title><script type="module" src="${ASSET}"></script><div id="root"></div>`;
  writeFileSync(join(dist, 'index.html'), html);
  const script = join(dist, ASSET);
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(`${script}.map`, '{"version":3,"sources":["src/secret.ts"],"mappings":""}');
  return dist;
}

describe('the built app over a real socket: compression and caching', () => {
  let database: OpenDatabase;
  const apps: FastifyInstance[] = [];
  let base: string;
  const start = async (env: Record<string, string> = {}) => {
    const app = await buildApp({
      config: configFromEnv(env),
      db: database.db,
      webDist: fakeBuild(),
      logger: false,
    });
    apps.push(app);
    return listen(app);
  };
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    base = await start();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('sends a script brotli- or gzip-compressed as the browser accepts, or as it is', async () => {
    const br = await send(base, ASSET, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const gzip = await send(base, ASSET, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SCRIPT);
    const plain = await send(base, ASSET);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    for (const answer of [br, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect(br.body.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('answers HEAD with the headers of GET and no body, and a range with those bytes', async () => {
    const head = await send(base, ASSET, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(head.body.length).toBe(0);
    const range = await send(base, ASSET, { range: 'bytes=7-18' });
    expect(range.status).toBe(206);
    expect(range.body.toString()).toBe(SCRIPT.slice(7, 19));
    expect(range.headers['content-range']).toBe(`bytes 7-18/${SCRIPT.length}`);
  });

  it('has index.html revalidated on every use, as a file and as every route, answering 304 while unchanged', async () => {
    for (const path of ['/', '/search/collection', '/collections/12/edit']) {
      const page = await send(base, path, { 'accept-encoding': 'br' });
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.etag).toBeTruthy();
      expect(page.headers['last-modified']).toBeTruthy();
      const again = await send(base, path, { 'if-none-match': page.headers.etag as string });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      const since = await send(base, path, { 'if-modified-since': page.headers['last-modified'] as string });
      expect(since.status).toBe(304);
    }
  });

  it('keeps source maps to itself unless SERVE_SOURCE_MAPS asks for them', async () => {
    expect((await send(base, `${ASSET}.map`)).status).toBe(404);
    const serving = await start({ SERVE_SOURCE_MAPS: '1' });
    const map = await send(serving, `${ASSET}.map`);
    expect(map.status).toBe(200);
    expect(map.body.toString()).toContain('src/secret.ts');
  });
});

describe('security headers by protocol', () => {
  let database: OpenDatabase;
  const apps: FastifyInstance[] = [];
  const start = async (env: Record<string, string>) => {
    const app = await buildApp({
      config: configFromEnv(env),
      db: database.db,
      webDist: fakeBuild(),
      logger: false,
    });
    apps.push(app);
    return listen(app);
  };
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('never asks the browser to upgrade a plain-HTTP page, whatever the host name', async () => {
    const base = await start({ HOST: '0.0.0.0' });
    const page = await send(base, '/', { host: 'archive-server:3000' });
    expect(page.status).toBe(200);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    expect(page.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it("lets the viewer load an imported copy's images from https: addresses, or only the sources named", async () => {
    const directives = (csp: string) =>
      Object.fromEntries(csp.split(/;\s*/).map((d) => [d.split(' ')[0], d]));
    const byDefault = directives(
      (await send(await start({}), '/')).headers['content-security-policy'] as string,
    );
    expect(byDefault['img-src']).toBe("img-src 'self' data: blob: https:");
    expect(byDefault['connect-src']).toBe("connect-src 'self' https:");
    const named = await start({ IIIF_IMAGE_SOURCES: 'https://images.example.org http://127.0.0.1:8182' });
    const own = directives((await send(named, '/')).headers['content-security-policy'] as string);
    expect(own['img-src']).toBe(
      "img-src 'self' data: blob: https://images.example.org http://127.0.0.1:8182",
    );
    expect(own['connect-src']).toBe("connect-src 'self' https://images.example.org http://127.0.0.1:8182");
    const none = directives(
      (await send(await start({ IIIF_IMAGE_SOURCES: 'none' }), '/')).headers[
        'content-security-policy'
      ] as string,
    );
    expect(none['connect-src']).toBe("connect-src 'self'");
  });

  it('sends HSTS and COOP only when a trusted proxy says the request came over HTTPS', async () => {
    const untrusted = await start({});
    const forged = await send(untrusted, '/', { 'x-forwarded-proto': 'https' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const trusted = await start({ TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'https://fontes.example.org' });
    const overHttps = await send(trusted, '/', { 'x-forwarded-proto': 'https' });
    expect(overHttps.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(overHttps.headers['cross-origin-opener-policy']).toBe('same-origin');
    const overHttp = await send(trusted, '/', { 'x-forwarded-proto': 'http' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
  });
});

describe.each(databaseKinds)('behind a reverse proxy, on %s', (kind) => {
  const servers: TestServer[] = [];
  let mailbox: Mailbox;
  const start = async (overrides: Partial<Config>) => {
    const server = await startTestServer(kind, overrides);
    servers.push(server);
    return { server, base: await listen(server.app) };
  };
  let trusted: { server: TestServer; base: string };
  let untrusted: { server: TestServer; base: string };
  beforeAll(async () => {
    mailbox = await startMailbox();
    const shared = { rateLimitPerMinute: 2, publicUrl: 'https://fontes.example.org', smtpUrl: mailbox.url };
    trusted = await start({ ...shared, trustProxy: ['127.0.0.1'] });
    untrusted = await start(shared);
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await mailbox.close();
  });
  const health = (base: string, client: string) => send(base, '/api/health', { 'x-forwarded-for': client });
  /** Asks as `client` until the rate limit refuses it (within the limit of 2, whatever came before). */
  const exhaust = async (base: string, client: string) => {
    for (let n = 0; n < 3; n++) if ((await health(base, client)).status === 429) return;
    throw new Error(`${client} was never limited`);
  };

  // First: the rate limit tests below use up what the untrusted server allows this machine.
  it('puts the public URL into reset mails, never a forwarded host', async () => {
    for (const { server, base } of [trusted, untrusted]) {
      const user = await createUser(server.db);
      const answer = await send(
        base,
        '/graphql',
        {
          'content-type': 'application/json',
          // A client of its own behind the trusted proxy: not one the rate limit tests used up.
          'x-forwarded-for': '203.0.113.9',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'http',
          host: 'evil.example',
        },
        'POST',
        JSON.stringify({
          query: 'mutation Q($email: String!) { requestPasswordReset(email: $email) { success } }',
          variables: { email: user.email },
        }),
      );
      expect(JSON.parse(answer.body.toString()).data.requestPasswordReset.success).toBe(true);
      const mail = await mailbox.latestTo(user.email);
      expect(mail.body).toContain('https://fontes.example.org/auth/reset/');
      expect(mail.body).not.toContain('evil.example');
    }
  });

  it('counts two clients behind a trusted proxy apart', async () => {
    await exhaust(trusted.base, '203.0.113.1');
    expect((await health(trusted.base, '203.0.113.1')).status).toBe(429);
    expect((await health(trusted.base, '203.0.113.2')).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a client it does not trust', async () => {
    await exhaust(untrusted.base, '203.0.113.1');
    expect((await health(untrusted.base, '203.0.113.2')).status).toBe(429);
    expect((await health(untrusted.base, '203.0.113.3')).status).toBe(429);
  });
});

describe.each(databaseKinds)('GET /api/health on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('says ok while the database answers, and nothing more', async () => {
    const base = await listen(server.app);
    const answer = await send(base, '/api/health');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/health without a database', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    app = await buildApp({
      config: configFromEnv({}),
      db: database.db,
      webDist: '/nonexistent',
      logger: false,
    });
    base = await listen(app);
    await database.close();
  });
  afterAll(() => app.close());

  it('answers 503 once the database is gone', async () => {
    const answer = await send(base, '/api/health');
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body.toString())).toEqual({ status: 'unavailable' });
  });
});

describe('GraphQL answers over a real socket', () => {
  let server: TestServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(databaseKinds[0]);
    base = await listen(server.app);
  });
  afterAll(() => server.close());

  const ask = (query: string, encodings?: string) =>
    send(
      base,
      '/graphql',
      { 'content-type': 'application/json', ...(encodings ? { 'accept-encoding': encodings } : {}) },
      'POST',
      JSON.stringify({ query }),
    );
  // Large: every type of the schema with its fields.
  const LARGE = '{ __schema { types { name description fields { name description } } } }';

  it('compresses a large answer for a client that accepts it, and only then', async () => {
    const plain = await ask(LARGE);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const types = JSON.parse(plain.body.toString()).data.__schema.types;
    expect(plain.body.length).toBeGreaterThan(COMPRESSED_FROM_BYTES);

    const br = await ask(LARGE, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString()).data.__schema.types).toEqual(types);

    const gzip = await ask(LARGE, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString()).data.__schema.types).toEqual(types);
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const small = await ask('{ __typename }', 'gzip, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ data: { __typename: 'Query' } });
  });
});
