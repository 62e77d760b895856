import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from './db/database.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const START_MS = 90_000;

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

/** Whether a new connection to `port` is accepted now. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function until(condition: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `npx tsx packages/server/src/main.ts` on PGlite in `dataDir`, ready once /api/health answers. */
async function startServer(
  dataDir: string,
  port: number,
): Promise<{ child: ChildProcess; exit: Promise<number | null> }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-2000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await until(
    () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      ),
    START_MS,
    'the server to start',
  ).catch((error: Error) => {
    child.kill('SIGKILL');
    throw new Error(`${error.message}: ${output}`);
  });
  return { child, exit };
}

const register = (email: string) =>
  JSON.stringify({
    query: 'mutation R($input: RegisterInput!) { register(input: $input) { success } }',
    variables: {
      input: {
        name: 'Last Before Stop',
        email,
        password: 'Notenbuch1725',
        password_confirmation: 'Notenbuch1725',
      },
    },
  });

/** A POST whose headers and first half are sent now; `finish` sends the rest and reads the answer. */
function halfSentRequest(port: number, body: string): Promise<{ socket: Socket; finish(): Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const head = `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
      const half = Math.floor(body.length / 2);
      socket.write(head + body.slice(0, half));
      // Time for the server to read the headers: from then on the request is in flight.
      setTimeout(() => resolve(request), 1000);
      let answer = '';
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      const ended = new Promise<string>((r) => socket.once('close', () => r(answer)));
      const request = {
        socket,
        finish() {
          socket.write(body.slice(half));
          return ended;
        },
      };
    });
    socket.once('error', reject);
  });
}

describe('starting the server on a port in use', () => {
  it(
    'says so in one line naming the port and PORT, without a stack trace, and exits non-zero',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'fontes-port-'));
      const taken = createServer();
      const port = await new Promise<number>((resolve) =>
        taken.listen(0, '127.0.0.1', () => resolve((taken.address() as { port: number }).port)),
      );
      try {
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
        };
        delete env.DATABASE_URL;
        const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
          cwd: ROOT,
          env,
          stdio: ['ignore', 'ignore', 'pipe'],
        });
        let errors = '';
        child.stderr?.on('data', (chunk: Buffer) => {
          errors += chunk.toString();
        });
        const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
        expect(code).toBe(1);
        expect(errors.trim().split('\n')).toEqual([
          `Port ${port} is already in use: stop what uses it, or choose another port with PORT (e.g. PORT=${port + 1} npm start).`,
        ]);
      } finally {
        taken.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    START_MS,
  );
});

describe('stopping the server (a real process on PGlite)', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });
  const setUp = async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fontes-shutdown-'));
    const port = await freePort();
    const server = await startServer(dataDir, port);
    cleanups.push(() => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    });
    return { dataDir, port, ...server };
  };

  it('on SIGTERM refuses new connections, answers the request in flight, closes PGlite whole and exits 0', async () => {
    const { dataDir, port, child, exit } = await setUp();
    const inFlight = await halfSentRequest(port, register('last@example.org'));
    child.kill('SIGTERM');
    await until(async () => !(await accepts(port)), 10_000, 'new connections to be refused');
    expect(child.exitCode).toBeNull(); // still waiting for the request in flight
    const answer = await inFlight.finish();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"register":{"success":true}');
    expect(await exit).toBe(0);

    const reopened = await openDatabase({ dataDir: join(dataDir, 'db') });
    try {
      const rows = rowsOf<{ email: string }>(
        await reopened.db.execute(sql`select email from users where email = 'last@example.org'`),
      );
      expect(rows).toHaveLength(1);
    } finally {
      await reopened.close();
    }
  }, 180_000);

  it('exits at once on a second signal, without waiting for the request in flight', async () => {
    const { port, child, exit } = await setUp();
    const inFlight = await halfSentRequest(port, register('never@example.org'));
    child.kill('SIGTERM');
    await until(async () => !(await accepts(port)), 10_000, 'new connections to be refused');
    child.kill('SIGINT');
    expect(await exit).toBe(1);
    inFlight.socket.destroy();
  }, 180_000);
});
