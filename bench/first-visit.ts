import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Request, type Response } from 'playwright-core';

/** One response of the first visit: what went over the wire, and what it was once decoded. */
export interface VisitResponse {
  /** Path and query on the server (or the whole URL elsewhere). */
  url: string;
  method: string;
  /** Chromium's resource type: document, script, stylesheet, fetch, image, font… */
  type: string;
  status: number;
  /** Content-Encoding as sent: br, gzip, or none. */
  encoding: string;
  /** The body as the page used it, decoded. */
  bytes: number;
  /** Headers and body as transferred, the body still encoded: Chromium's own count. */
  transferred: number;
  /** For scripts, the body gzipped at level 9 (the figure measured before the server compressed). */
  gzip?: number;
  /**
   * Asked after the screen was usable (its search field and first hits shown): what the hits load for
   * themselves later, such as the incipits' Verovio and the thumbnails.
   */
  later: boolean;
}

export type FirstVisitResult =
  | {
      ok: true;
      responses: VisitResponse[];
      /** Until the screen was usable: what the goal is about. */
      totalTransferred: number;
      usableResponses: number;
      /** Asked after it was usable, for context. */
      laterTransferred: number;
      scriptsGzip: number;
    }
  | { ok: false; error: string };

// Debian's Chromium, as the end-to-end tests use it (no browser download here).
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SERVER_START_MS = 120_000;
export const PAGE_MS = 60_000;

/** A port nothing listens on now: the OS picks one, we release it for the server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

async function waitForServer(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}): ${log()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready after ${SERVER_START_MS / 1000} s: ${log()}`);
}

async function visitResponse(response: Response, origin: string): Promise<Omit<VisitResponse, 'later'>> {
  const request = response.request();
  const url = new URL(response.url());
  const sizes = await request.sizes();
  const body = await response.body().catch(() => Buffer.alloc(0)); // decoded, whatever the transfer encoding
  const type = request.resourceType();
  return {
    url: url.origin === origin ? url.pathname + url.search : url.href,
    method: request.method(),
    type,
    status: response.status(),
    encoding: (await response.headerValue('content-encoding')) ?? 'none',
    bytes: body.length,
    transferred: sizes.responseHeadersSize + sizes.responseBodySize,
    gzip: type === 'script' ? gzipSync(body, { level: 9 }).length : undefined,
  };
}

/** The real server in a child process (PGlite on a fresh data directory), serving the built app. */
export interface BenchServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * Starts the server on a free port with a fresh data directory (holding the demo archive when `demo`), in a
 * child process so that its memory stays out of this process's RSS figures; resolves once it answers GraphQL.
 */
export async function startServer(
  root: string,
  log: (line: string) => void,
  name = 'first visit',
  { demo = false } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fontes-bench-server-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The bench opens the app dozens of times a minute from one address (about 50 requests each), which
    // no visitor does: the limit would answer 429 and a page would never finish.
    RATE_LIMIT_PER_MINUTE: '100000000',
  };
  delete env.DATABASE_URL; // PGlite, whatever the shell has configured
  delete env.SMTP_URL;
  if (demo)
    try {
      loadDemoArchive(root, env, log);
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  log(`${name}: starting the server on ${origin} (PGlite in ${dataDir})`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let serverOutput = '';
  const keep = (chunk: Buffer) => {
    serverOutput = (serverOutput + chunk.toString('utf8')).slice(-2000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  const close = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForServer(`${origin}/graphql?query=%7B__typename%7D`, server, () => serverOutput.trim());
  } catch (error) {
    await close();
    throw error;
  }
  return { origin, close };
}

/** `npm run demo` into the data directory `env` names: what a visitor of a new archive sees. */
function loadDemoArchive(root: string, env: NodeJS.ProcessEnv, log: (line: string) => void) {
  log('first visit: loading the demo archive');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'packages/server/src/cli/demo.ts'], {
    cwd: root,
    env,
    encoding: 'utf8',
    timeout: SERVER_START_MS,
  });
  if (run.status !== 0)
    throw new Error(`the demo archive did not load: ${`${run.stdout}${run.stderr}`.trim().slice(-500)}`);
}

/** Debian's Chromium, headless, as the end-to-end tests use it; an Error when it is missing or fails. */
export async function launchChromium(): Promise<Browser | Error> {
  if (!existsSync(CHROMIUM)) return new Error(`Chromium not found at ${CHROMIUM} (CHROMIUM_PATH)`);
  return chromium
    .launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    })
    .catch((error: Error) => new Error(`Chromium did not start: ${error.message}`));
}

/**
 * What a first visit to `/` really transfers, measured in a browser: the real server (`startServer`)
 * holding the demo archive and serving the built app, Chromium opening `/`, and every response until the search screen is shown and
 * the network is idle (the page, its scripts, the GraphQL answers, everything), each counted as Chromium
 * received it: headers plus the body as encoded for the wire.
 */
export async function measureFirstVisit(
  root: string,
  log: (line: string) => void,
): Promise<FirstVisitResult> {
  const browser = await launchChromium();
  if (browser instanceof Error) return { ok: false, error: browser.message };
  let server: BenchServer | undefined;
  try {
    server = await startServer(root, log, 'first visit', { demo: true });
    const { origin } = server;
    log('first visit: opening / in Chromium');
    const page = await (await browser.newContext()).newPage();
    // Sizes are final once a request has finished loading; they are read once the visit is over.
    const finished: Request[] = [];
    page.on('requestfinished', (request) => finished.push(request));
    // Requests asked once the screen is usable are the hits' own later loads.
    const later = new Set<Request>();
    let usable = false;
    page.on('request', (request) => usable && later.add(request));
    await page.goto(`${origin}/`, { waitUntil: 'commit', timeout: PAGE_MS });
    await page.getByTestId('search-input').waitFor({ state: 'visible', timeout: PAGE_MS });
    await page
      .locator('[data-testid="search-results"], [data-testid="search-empty"]')
      .first()
      .waitFor({ state: 'visible', timeout: PAGE_MS });
    usable = true;
    await page.waitForLoadState('networkidle', { timeout: PAGE_MS });
    const responses: VisitResponse[] = [];
    for (const request of finished.splice(0)) {
      const response = await request.response();
      if (response) responses.push({ ...(await visitResponse(response, origin)), later: later.has(request) });
    }
    if (!responses.some((r) => r.type === 'script')) return { ok: false, error: 'the page loaded no script' };
    const sum = (list: VisitResponse[]) => list.reduce((total, r) => total + r.transferred, 0);
    const first = responses.filter((r) => !r.later);
    return {
      ok: true,
      responses,
      totalTransferred: sum(first),
      usableResponses: first.length,
      laterTransferred: sum(responses.filter((r) => r.later)),
      scriptsGzip: first.reduce((total, r) => total + (r.gzip ?? 0), 0),
    };
  } catch (error) {
    return { ok: false, error: (error as Error).message.split('\n')[0] };
  } finally {
    await browser.close();
    await server?.close();
  }
}
