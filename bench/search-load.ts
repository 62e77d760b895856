// Search over the demo archive, as a visitor's search screen meets it, on servers of one or more checkouts
// side by side: each checkout's own `npm run demo` into a fresh database and its own server process
// (packages/server/src/main.ts), so that the code before a change can be measured against the code after it
// in one run, on the same machine state.
//
//   npx tsx bench/search-load.ts                       this checkout alone
//   SEARCH_LOAD_ROOTS=/path/before,/path/after npx tsx bench/search-load.ts
//
// SEARCH_LOAD_SELECTIONS (total,plain,details: all when unset), SEARCH_LOAD_DB=pglite|postgres (both when
// unset; PostgreSQL is BENCH_DATABASE_URL), SEARCH_LOAD_CLIENTS (50), SEARCH_LOAD_SECONDS (30 per run),
// SEARCH_LOAD_ROUNDS (sequential rounds, 30), SEARCH_LOAD_PORT (the first port, 3450). Latency: every query
// and selection in turn on every server, the servers' order alternating. Throughput: `clients` concurrent
// clients in a worker thread for `seconds`, the servers in the order A B … B A, each reported.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';

const ROOTS = (process.env.SEARCH_LOAD_ROOTS || resolve(import.meta.dirname, '..')).split(',');
const KINDS = (process.env.SEARCH_LOAD_DB || 'pglite,postgres').split(',');
const CLIENTS = Number(process.env.SEARCH_LOAD_CLIENTS || 50);
const SECONDS = Number(process.env.SEARCH_LOAD_SECONDS || 30);
const ROUNDS = Number(process.env.SEARCH_LOAD_ROUNDS || 30);
const FIRST_PORT = Number(process.env.SEARCH_LOAD_PORT || 3450);
const ADMIN_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const QUERIES = ['Missa', 'Heiß', 'Gregor Heiß', 'Salve Regina', 'Stift', 'Kremsmünster', 'gasman', ''];
const SELECTIONS: Record<string, string> = {
  total: 'total',
  plain: 'total items { type id title subtitle path }',
  details: `total items { type id title subtitle path matched
    score { shelfmark short_title composer genre key scoring incipit { id pae clef key_signature time_signature } }
    person { dates cleric } entry { page catalog score_id } digital_copy { thumbnail } }`,
};
// SEARCH_LOAD_SELECTIONS=total,plain leaves out the hits' details, which code before the facets lacks.
const ASKED = (process.env.SEARCH_LOAD_SELECTIONS || Object.keys(SELECTIONS).join(',')).split(',');
const LOAD_QUERY = 'Missa';
const body = (selection: string, q: string) =>
  JSON.stringify({
    query: `query S($q: String) { search(query: $q, first: 20) { ${SELECTIONS[selection]} } }`,
    variables: { q },
  });

interface Server {
  root: string;
  url: string;
  child: ChildProcess;
  cleanup(): Promise<void>;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function freshDatabase(kind: string, name: string) {
  if (kind === 'pglite') {
    const dir = await mkdtemp(join(tmpdir(), 'fontes-search-load-'));
    return { env: { DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

async function startServer(root: string, kind: string, index: number): Promise<Server> {
  const database = await freshDatabase(kind, `fontes_search_load_${index}`);
  const port = FIRST_PORT + index;
  const env = {
    ...process.env,
    ...database.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  };
  const server = join(root, 'packages/server');
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/demo.ts'], {
    cwd: server,
    env,
    stdio: 'ignore',
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: server,
    env,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 600 || child.exitCode !== null) throw new Error(`server of ${root} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    root,
    url: `${url}/graphql`,
    child,
    cleanup: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      await database.drop();
    },
  };
}

function worker() {
  const w = new Worker(new URL('./load-worker.mjs', import.meta.url));
  const run = <T>(message: object) =>
    new Promise<T>((done, fail) => {
      w.once('message', (answer: { ok: boolean; result: T; error: string }) =>
        answer.ok ? done(answer.result) : fail(new Error(answer.error)),
      );
      w.postMessage(message);
    });
  return { run, close: () => w.terminate() };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(kind: string) {
  const servers: Server[] = [];
  try {
    for (const [i, root] of ROOTS.entries()) servers.push(await startServer(root, kind, i));
    const w = worker();
    try {
      console.log(
        `\n${kind}: ${servers.map((s, i) => `${String.fromCharCode(65 + i)} = ${s.root}`).join(', ')}`,
      );
      console.log(`  load average before: ${load()}`);
      // Latency: each selection and query on each server in turn, sequential, the servers interleaved.
      for (const selection of ASKED) {
        const targets = servers.flatMap((s) =>
          QUERIES.map((q) => ({ url: s.url, body: body(selection, q) })),
        );
        const times = await w.run<number[][]>({ kind: 'sequential', targets, rounds: ROUNDS, warmup: 3 });
        const perServer = servers.map((_, i) =>
          median(times.slice(i * QUERIES.length, (i + 1) * QUERIES.length).flat()),
        );
        const perQuery = servers.map((_, i) =>
          QUERIES.map((q, j) => `${q || '(none)'} ${median(times[i * QUERIES.length + j]).toFixed(2)}`).join(
            ', ',
          ),
        );
        console.log(
          `  search { ${selection} } median ms: ${perServer.map((m, i) => `${String.fromCharCode(65 + i)} ${m.toFixed(2)}`).join(', ')}`,
        );
        for (const [i, line] of perQuery.entries())
          console.log(`      ${String.fromCharCode(65 + i)}: ${line}`);
      }
      // Throughput: A B B A (with one server: A A).
      const order = [...servers.keys(), ...[...servers.keys()].reverse()];
      for (const i of order) {
        const target = { url: servers[i].url, body: body('plain', LOAD_QUERY) };
        const r = await w.run<{ perSecond: number; median: number; p99: number; count: number }>({
          kind: 'concurrent',
          target,
          clients: CLIENTS,
          durationMs: SECONDS * 1000,
        });
        console.log(
          `  ${String.fromCharCode(65 + i)}: ${CLIENTS} clients × ${SECONDS} s, search "${LOAD_QUERY}" plain: ${r.perSecond.toFixed(0)} req/s, median ${r.median.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (load average ${load()})`,
        );
      }
    } finally {
      await w.close();
    }
  } finally {
    for (const s of servers) await s.cleanup();
  }
}

console.log(`search over the demo archive; ${ROOTS.length} server(s); load average at start ${load()}`);
for (const kind of KINDS) await measure(kind);
