import { execFileSync, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'iiif-server.ts');

/** The server alone in a process of its own (bench/iiif-server.ts), as a browser meets it. */
export interface ServerProcess {
  base: string;
  /** A contributor's session token. */
  token: string;
  /** The process's memory from /proc (MiB): `VmRSS` now, `VmHWM` its peak. */
  memory(field: 'VmRSS' | 'VmHWM'): Promise<number>;
  /** Ends the server and waits for its process to exit. */
  stop(): Promise<void>;
}

/** Where the server keeps its files (`folder`) and its database: PGlite in the folder unless `postgresUrl`. */
function environment(folder: string, postgresUrl?: string) {
  return { ...process.env, IIIF_BENCH_DATA: folder, IIIF_BENCH_DATABASE_URL: postgresUrl ?? '' };
}

/** Stores `image` as an upload stores it, in a process of its own (its buffers are not the server's memory). */
export function prepareImage(folder: string, image: string, postgresUrl?: string): number {
  const prepared = execFileSync(process.execPath, ['--import', 'tsx', SCRIPT], {
    cwd: dirname(SCRIPT),
    env: { ...environment(folder, postgresUrl), IIIF_BENCH_IMAGE: image },
  }).toString();
  const fileId = /prepared (\d+)/.exec(prepared)?.[1];
  if (!fileId) throw new Error(`could not store the scan: ${prepared}`);
  return Number(fileId);
}

/** The server started; `nodeOptions` given to its Node (a heap limit, `--max-old-space-size=96`). */
export async function startServerProcess(
  folder: string,
  postgresUrl?: string,
  nodeOptions: string[] = [],
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', SCRIPT], {
    cwd: dirname(SCRIPT),
    env: environment(folder, postgresUrl),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const line = chunk
        .toString()
        .split('\n')
        .find((l) => l.startsWith('ready '));
      if (line) resolve(line);
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const [, port, token] = ready.trim().split(' ');
  return {
    base: `http://127.0.0.1:${port}`,
    token,
    async memory(field) {
      const text = await readFile(`/proc/${child.pid}/status`, 'utf8');
      return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) / 1024;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
