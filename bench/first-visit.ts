import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';
import type { BundleFile, BundleResult } from './bundle-size.ts';

// Debian's Chromium, as the end-to-end tests use it (no browser download here).
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SERVER_START_MS = 120_000;
const PAGE_MS = 60_000;

/** A port nothing listens on now: the OS picks one, we release it for the server. */
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

/**
 * The JavaScript a first visit to `/` really loads, measured in a browser: measureBundle follows only the
 * entry's static imports, yet the shell imports the search screen, the theme and more dynamically at
 * once. So: the real server (PGlite on a fresh, empty data directory, in a child process so that its
 * memory stays out of this process's RSS figures) serving the built app, Chromium opening `/`, and every
 * same-origin `.js` response until the search screen is shown and the network is idle, each gzipped at
 * level 9 as measureBundle does.
 */
export async function measureFirstVisit(root: string, log: (line: string) => void): Promise<BundleResult> {
  if (!existsSync(CHROMIUM)) return { ok: false, error: `Chromium not found at ${CHROMIUM} (CHROMIUM_PATH)` };
  const dataDir = mkdtempSync(join(tmpdir(), 'fontes-bench-first-visit-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL; // PGlite, whatever the shell has configured
  delete env.SMTP_URL;
  log(`first visit: starting the server on ${origin} (PGlite in ${dataDir})`);
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
  const browser = await chromium
    .launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    })
    .catch((error: Error) => error);
  try {
    if (browser instanceof Error) return { ok: false, error: `Chromium did not start: ${browser.message}` };
    await waitForServer(`${origin}/graphql?query=%7B__typename%7D`, server, () => serverOutput.trim());
    log('first visit: opening / in Chromium');
    const page = await (await browser.newContext()).newPage();
    const scripts: Response[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) scripts.push(response);
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle', timeout: PAGE_MS });
    await page.getByTestId('search-input').waitFor({ state: 'visible', timeout: PAGE_MS });
    // The search screen may itself start loads once shown; wait for those too.
    await page.waitForLoadState('networkidle', { timeout: PAGE_MS });
    const files: BundleFile[] = [];
    const seen = new Set<string>();
    for (const response of scripts) {
      const file = new URL(response.url()).pathname.replace(/^\//, '');
      if (seen.has(file)) continue;
      seen.add(file);
      const code = await response.body(); // decoded: what the browser parsed, whatever the transfer encoding
      files.push({ file, bytes: code.length, gzip: gzipSync(code, { level: 9 }).length });
    }
    if (!files.length) return { ok: false, error: 'the page loaded no same-origin JavaScript' };
    return { ok: true, files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
  } catch (error) {
    return { ok: false, error: (error as Error).message.split('\n')[0] };
  } finally {
    if (!(browser instanceof Error)) await browser.close();
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
