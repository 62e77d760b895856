import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface StartTimes {
  /** `npm start` until `GET /api/health` answers 200, each time with nothing changed since the last build. */
  restarts: number[];
}

const PORT = Number(process.env.BENCH_START_PORT ?? 3197);

/** Runs `npm start` (PGlite in a fresh folder) and answers the milliseconds until the server is healthy. */
async function timeStart(root: string, dataDir: string): Promise<number> {
  const started = performance.now();
  // A group of its own: npm's children (tsx, the server) end with it.
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}`))),
  );
  const healthy = (async () => {
    for (;;) {
      const answer = await fetch(`http://127.0.0.1:${PORT}/api/health`).catch(() => undefined);
      if (answer?.status === 200) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
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
  try {
    await timeStart(root, dataDir);
    const restarts: number[] = [];
    for (let round = 0; round < rounds; round++) restarts.push(await timeStart(root, dataDir));
    return { restarts };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
