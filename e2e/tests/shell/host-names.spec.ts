import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer as createHttpsServer, type Server } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../support/chromium.ts';
import { screenshot } from '../../support/screens.ts';
import { texts } from '../../support/texts.ts';

// The app served as an institution serves it: listening on every interface (HOST=0.0.0.0) and reached
// under a host name of its own, over plain HTTP, and over HTTPS through a TLS reverse proxy. Chromium
// resolves the name to this machine (no network needed) and accepts the certificate made here.

const HOST_NAME = 'archive-server';
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const de = texts.de;

test.use({
  ignoreHTTPSErrors: true,
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...chromiumFlags,
      `--host-resolver-rules=MAP ${HOST_NAME} 127.0.0.1`,
      '--ignore-certificate-errors',
    ],
  },
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

/** A self-signed certificate for HOST_NAME, made with the openssl command line. */
function certificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${HOST_NAME}`,
      '-addext',
      `subjectAltName=DNS:${HOST_NAME}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Terminates TLS and forwards to the app over HTTP, saying so as nginx does (X-Forwarded-*). */
function tlsProxy(tls: { key: Buffer; cert: Buffer }, appPort: number): Server {
  return createHttpsServer(tls, (incoming, outgoing) => {
    const forwarded = httpRequest(
      {
        host: '127.0.0.1',
        port: appPort,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          'x-forwarded-for': incoming.socket.remoteAddress ?? '',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': incoming.headers.host ?? '',
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
}

let server: ChildProcess;
let proxy: Server;
let dir: string;
let appPort: number;
let proxyPort: number;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dir = mkdtempSync(join(tmpdir(), 'fontes-e2e-host-'));
  [appPort, proxyPort] = [await freePort(), await freePort()];
  server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '0.0.0.0',
      PORT: String(appPort),
      DATA_DIR: join(dir, 'data'),
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `https://${HOST_NAME}:${proxyPort}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${appPort}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 150_000, intervals: [250] },
    )
    .toBe(200);
  proxy = tlsProxy(certificate(dir), appPort);
  await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

/** Everything the page says went wrong: CSP violations, console errors, failed loads. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText;
    // A query the page itself cancelled (its screen replaced while it ran, under load) is no failure.
    if (error !== 'net::ERR_ABORTED') problems.push(`failed: ${request.url()} ${error}`);
  });
  return problems;
}

/** The search screen shows and answers a search: the scripts ran and GraphQL went through. */
async function searchWorks(page: Page): Promise<void> {
  const searchbox = page.getByRole('searchbox', { name: de.search.query_label });
  await expect(searchbox).toBeVisible();
  await searchbox.fill('Brixen');
  const searched = page.waitForResponse((r) => r.url().endsWith('/graphql') && r.status() === 200);
  await page.keyboard.press('Enter');
  await searched;
  await expect(page).toHaveURL(/\/search\?q=Brixen$/);
  await expect(page.getByTestId('search-empty')).toHaveText(de.search.empty);
}

test('the search screen shows under another host name over plain HTTP, with no CSP violation', async ({
  page,
}) => {
  const problems = watchProblems(page);
  const response = await page.goto(`http://${HOST_NAME}:${appPort}/`);
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(response?.headers()['strict-transport-security']).toBeUndefined();
  await searchWorks(page);
  await screenshot(page, 'host-name-http');
  expect(problems).toEqual([]);
});

test('the app works behind an HTTPS proxy, which the server answers with HSTS', async ({ page }) => {
  const problems = watchProblems(page);
  const response = await page.goto(`https://${HOST_NAME}:${proxyPort}/`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
  await searchWorks(page);
  await screenshot(page, 'host-name-https');
  expect(problems).toEqual([]);
});
