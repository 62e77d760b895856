#!/usr/bin/env node
// Runs every suite of Fontes and ends with one line "N passed, N failed" over all of them:
// static checks, the Vitest suites (domain, web units, API on PGlite and PostgreSQL), the browser tests, the
// benchmarks' smoke.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0 };
const lines = [];

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  return (
    spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0
  );
}

function count(suite, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${suite}: ${passed} passed, ${failed} failed`);
}

function check(suite, ok) {
  count(suite, ok ? 1 : 0, ok ? 0 : 1);
}

function generatedFiles() {
  const files = [
    'packages/server/src/graphql/generated/resolvers.ts',
    'packages/web/src/graphql/generated/graphql.ts',
    'packages/web/src/graphql/generated/gql.ts',
  ];
  return files.map((f) => (existsSync(join(root, f)) ? readFileSync(join(root, f), 'utf8') : ''));
}

async function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 5432) }, () =>
      resolve(socket.end() && true),
    );
    socket.on('error', () => resolve(false));
    socket.setTimeout(2000, () => resolve(socket.destroy() && false));
  });
}

// 1. Static checks: generated GraphQL types up to date, types, lint.
const before = generatedFiles();
const generated = run('npx', ['graphql-codegen', '--config', 'codegen.ts', '--errors-only']);
const fresh = generated && JSON.stringify(before) === JSON.stringify(generatedFiles());
if (generated && !fresh)
  console.error('The generated GraphQL types were stale: `npm run codegen` rewrote them; commit them.');
check('codegen up to date', fresh);
check('typecheck', run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']));
check('lint', run('npx', ['biome', 'check', '.']));

// 2. Vitest: every unit and API test; the API tests also run on PostgreSQL when a server is reachable.
const databaseUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const withPostgres = await reachable(databaseUrl);
if (!withPostgres)
  console.warn(`\nNo PostgreSQL server at ${databaseUrl}: the API tests run on PGlite only.`);
/** One Vitest run with a JSON report, counted as `suite`; `node` runs Vitest (and so its workers). */
function vitest(suite, { node = 'node', files = [], report, postgres = withPostgres }) {
  const output = join(reports, report);
  run(
    node,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      ...files,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    { TEST_DATABASE_URL: postgres ? databaseUrl : '' },
  );
  if (!existsSync(output)) return check(suite, false);
  const result = JSON.parse(readFileSync(output, 'utf8'));
  const brokenFiles = result.testResults.filter(
    (f) => f.status === 'failed' && f.assertionResults.length === 0,
  ).length;
  count(suite, result.numPassedTests, result.numFailedTests + brokenFiles);
}
const databases = withPostgres ? 'PGlite and PostgreSQL' : 'PGlite';
vitest(`unit and API tests (${databases})`, { report: 'vitest.json' });

// 2b. The server's tests once more on Node 24, the current LTS (the machines here run Node 20), on PGlite:
// what differs between Node versions is the runtime (PGlite's WebAssembly, sharp, crypto, streams), which
// the embedded database exercises most; the PostgreSQL matrix ran above, and twice would cost 5 minutes.
const node24 = spawnSync('node', ['scripts/ensure-node24.mjs'], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (node24.status === 0) {
  const binary = node24.stdout.trim();
  vitest('server tests on Node 24 (PGlite)', {
    node: binary,
    files: ['packages/server'],
    report: 'vitest-node24.json',
    postgres: false,
  });
} else check('server tests on Node 24', false);

// 3. Browser tests: the built app in Debian's Chromium against the real server on a fresh PGlite database.
const e2eReport = join(reports, 'e2e.json');
const ready =
  run('bash', ['scripts/ensure-chromium.sh']) && run('npm', ['run', 'build', '-w', '@fontes/web']);
if (ready)
  run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: e2eReport,
  });
if (existsSync(e2eReport)) {
  const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
  count('browser tests (Chromium)', stats.expected + stats.flaky, stats.unexpected);
} else check('browser tests (Chromium)', false);

// 4. The benchmarks' smoke (README "Benchmarks"): every part at tiny sizes, one pass or fail each, so that a
// bench whose floor no longer answers the server's data, or that no longer runs, fails here.
const benchReport = join(reports, 'bench-smoke.json');
if (ready)
  run('npm', ['run', 'bench'], {
    BENCH_SMOKE: '1',
    BENCH_BUILT: '1',
    BENCH_REPORT: benchReport,
    BENCH_DATABASE_URL: databaseUrl,
    ...(withPostgres ? {} : { BENCH_DB: 'pglite' }),
  });
if (existsSync(benchReport))
  for (const { part, ok } of JSON.parse(readFileSync(benchReport, 'utf8')).parts)
    check(`bench smoke: ${part}`, ok);
else check('bench smoke', false);

console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
