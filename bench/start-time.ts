import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './first-visit.ts';

export interface StartTimes {
  /** `npm start` until `GET /api/health` answers 200, each time with nothing changed since the last build. */
  restarts: number[];
}

const HEALTHY_MS = 120_000;

/** Runs `npm start` (PGlite in a fresh folder) and answers the milliseconds until the server is healthy. */
async function timeStart(root: string, dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  // A group of its own: npm's children (tsx, the server) end with it.
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}`))),
  );
  const healthy = (async () => {
    while (performance.now() - started < HEALTHY_MS) {
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (answer?.status === 200) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`npm start not healthy after ${HEALTHY_MS / 1000} s`);
  })();
  try {
    return await Promise.race([healthy, exited]);
  } finally {
    const ended = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await ended;
  }
}

/**
 * The time from `npm start` to a healthy server when the web sources did not change: a first start builds
 * the app if it has to (not measured), then `rounds` restarts are timed, on the database the first start made (as a restart finds it).
 */
export async function measureStart(root: string, rounds: number): Promise<StartTimes> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fontes-start-'));
  // A free port unless one is asked for: a fixed one clashed with other checkouts' servers on this machine.
  const port = Number(process.env.BENCH_START_PORT || (await freePort()));
  try {
    await timeStart(root, dataDir, port);
    const restarts: number[] = [];
    for (let round = 0; round < rounds; round++) restarts.push(await timeStart(root, dataDir, port));
    return { restarts };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
