import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { loadDemo } from '../demo/load-demo.ts';
import { everything } from '../test/database-contents.ts';

const run = promisify(execFile);
const cli = (name: string) => join(import.meta.dirname, `${name}.ts`);
const npmScript = (name: string, args: string[], dataDir: string) =>
  run(process.execPath, ['--import', 'tsx', cli(name), ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
  });

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `npm start` as a child process on the PGlite folder in `dataDir`; resolves once it listens. */
async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../main.ts')], {
    // The requests below come as fast as the server answers: the rate limit is not what is tested here.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Fontes is running')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the server ended (${code}): ${output}`)));
  });
  return server;
}

describe('npm run backup and npm run restore with a server running on PGlite', () => {
  let source: string;
  let target: string;
  let server: ChildProcess;
  let port: number;

  beforeAll(async () => {
    source = await mkdtemp(join(tmpdir(), 'fontes-backup-source-'));
    target = await mkdtemp(join(tmpdir(), 'fontes-backup-target-'));
    const database = await openDatabase({ dataDir: join(source, 'db') });
    await loadDemo(database.db, { config: { ...configFromEnv({}), dataDir: source } });
    await database.close();
    port = await freePort();
    server = await startServer(source, port);
  }, 400_000);
  afterAll(async () => {
    if (server?.exitCode === null) server.kill('SIGTERM');
    await rm(source, { recursive: true, force: true });
    await rm(target, { recursive: true, force: true });
  });

  it('backs up through the running server while it answers, and restores into an empty folder only', async () => {
    const archive = `${target}.tar.gz`;
    const answers: number[] = [];
    let backingUp = true;
    const requests = (async () => {
      while (backingUp) {
        const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        });
        answers.push(response.status);
      }
    })();
    const backup = await npmScript('backup', [archive], source).finally(() => {
      backingUp = false;
    });
    await requests;
    expect(backup.stdout).toContain('Backed up through the running server');
    expect(backup.stdout).toMatch(/Backup written in [\s\S]* 12 stored files/);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((status) => status !== 200)).toEqual([]);

    // The folder the server holds can be neither opened nor restored into by a second process.
    await expect(npmScript('restore', [archive], source)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`is open in process ${server.pid}`),
    });

    const restore = await npmScript('restore', [archive], target);
    expect(restore.stdout).toContain('scores: 60 rows');
    await expect(npmScript('restore', [archive], target)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('only into an empty database'),
    });
    await rm(archive);

    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    const [from, to] = [
      await openDatabase({ dataDir: join(source, 'db') }),
      await openDatabase({ dataDir: join(target, 'db') }),
    ];
    try {
      expect(await everything(to.db, join(target, 'files'))).toEqual(
        await everything(from.db, join(source, 'files')),
      );
    } finally {
      await from.close();
      await to.close();
    }
  }, 400_000);
});
