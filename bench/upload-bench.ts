import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configFromEnv } from '../packages/server/src/config.ts';
import { storageFor } from '../packages/server/src/files/storage.ts';
import { startServerProcess } from './server-process.ts';

// Uploads of about 2 MB scans as the file manager sends them (three at a time, `useUploads`), to the server
// in a process of its own (a browser's encoding is not the server's work), vs the floor: the same
// multipart bodies, three at a time, to a bare node:http route in a process of its own that hashes each
// with SHA-256 and writes it (bench/upload-floor.ts). Writing the bytes with their SHA-256 one after
// another, without HTTP (the disk floor), and one upload at a time are reported beside it as context. The
// client runs in a process of its own too (`uploadThroughputApart`, bench/upload-client.ts).

/** As `packages/web/src/files/useUploads.ts` sends them. */
export const FILE_MANAGER_PARALLEL = 3;

export type UploadFigures =
  | {
      label: string;
      /** MB/s of the floor (over HTTP), of the disk floor, of uploads three at a time and one at a time. */
      floor: number;
      diskFloor: number;
      parallel: number;
      sequential: number;
      ratio: number;
      files: number;
      megabytes: number;
    }
  | { label: string; error: string };

/** The same JPEG with a comment segment after its start marker: other bytes, another SHA-256. */
export const variant = (jpeg: Buffer, n: number) => {
  const text = Buffer.from(`scan ${n}`);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)]);
};

/** Connections kept open between uploads, as a browser keeps them. */
const agent = new Agent({ keepAlive: true });

/**
 * `parts` sent as one body in one write (a writev) with node:http: fetch (undici) cost the client several
 * milliseconds of CPU for each 2 MB body, on the two cores the server measured here runs on (a browser
 * sends from elsewhere), and joining the parts into one buffer copied each scan once more.
 */
function post(url: string, parts: Buffer[], headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      agent,
      headers: { ...headers, 'content-length': parts.reduce((sum, part) => sum + part.length, 0) },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString()));
      response.on('error', reject);
    });
    request.cork();
    for (const part of parts) request.write(part);
    request.end();
  });
}

const QUERY = 'mutation U($input: FileInput!) { upsertFile(input: $input) { success id errors { key } } }';

/**
 * The body of a multipart upsertFile with the parts the file manager sends, put together here: Node's
 * FormData encoder cost the client about 10 ms of CPU a file, which on two cores was taken from the
 * server (a browser encodes in a process of its own).
 */
function uploadBody(bytes: Buffer, name: string) {
  const boundary = `----fontes-bench-${Math.random().toString(16).slice(2)}`;
  const field = (part: string, value: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${part}"\r\n\r\n${value}\r\n`;
  const head =
    field('operations', JSON.stringify({ query: QUERY, variables: { input: { file: null } } })) +
    field('map', JSON.stringify({ 0: ['variables.input.file'] })) +
    `--${boundary}\r\ncontent-disposition: form-data; name="0"; filename="${name}"\r\ncontent-type: image/jpeg\r\n\r\n`;
  const parts = [Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)];
  return { parts, type: `multipart/form-data; boundary=${boundary}` };
}

/** One multipart upsertFile as the file manager sends it; the new file's id. */
export async function upload(base: string, token: string, bytes: Buffer, name: string): Promise<number> {
  const body = uploadBody(bytes, name);
  const text = await post(`${base}/graphql`, body.parts, {
    authorization: `Bearer ${token}`,
    'content-type': body.type,
  });
  const answer = JSON.parse(text) as { data?: { upsertFile: { success: boolean; id: number } } };
  if (!answer.data?.upsertFile.success) throw new Error(`upload failed: ${JSON.stringify(answer)}`);
  return answer.data.upsertFile.id;
}

const time = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

/** The same body to the floor (bench/upload-floor.ts), which answers once it has hashed and written it. */
async function floorUpload(base: string, bytes: Buffer, name: string): Promise<void> {
  const body = uploadBody(bytes, name);
  await post(base, body.parts, { 'content-type': body.type });
}

type Send = (bytes: Buffer, name: string) => Promise<unknown>;

/** Sends every file of `batch`, `parallel` at a time. */
async function sendAll(send: Send, batch: Buffer[], parallel: number, tag: string) {
  let next = 0;
  const worker = async () => {
    while (next < batch.length) {
      const i = next++;
      await send(batch[i], `scan_${tag}_${i}.jpg`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

const FLOOR = join(dirname(fileURLToPath(import.meta.url)), 'upload-floor.ts');

/** The floor's route in a process of its own, writing into `dir`. */
async function startFloor(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', FLOOR], {
    cwd: dirname(FLOOR),
    env: { ...process.env, UPLOAD_FLOOR_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const ready = /ready (\d+)/.exec(chunk.toString());
      if (ready) resolve(ready[1]);
    });
    child.on('exit', (code) => reject(new Error(`the floor exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => child.once('exit', () => resolve()).kill('SIGTERM')),
  };
}

/** Files per round: the floor and both ways of uploading take turns, so that each meets the same disk. */
const ROUND = 20;

/**
 * `uploads` scans three at a time and as many one at a time, twice each, in rounds of 20 interleaved with
 * the floor: the disk's write-back of one phase's 40 MB then falls on all three alike (in halves of 200
 * one after another, the floor ranged from 240 to 760 MB/s between runs).
 */
export async function uploadThroughput(
  label: string,
  scan: Buffer,
  uploads: number,
  postgresUrl?: string,
): Promise<UploadFigures> {
  const folder = await mkdtemp(join(tmpdir(), 'fontes-upload-bench-'));
  const server = await startServerProcess(join(folder, 'server'), postgresUrl).catch((error: Error) => error);
  if (server instanceof Error) return { label, error: server.message };
  const floorDir = join(folder, 'floor');
  const diskDir = join(folder, 'disk');
  await mkdir(floorDir);
  await mkdir(diskDir);
  const floor = await startFloor(floorDir);
  try {
    const toServer: Send = (bytes, name) => upload(server.base, server.token, bytes, name);
    const toFloor: Send = (bytes, name) => floorUpload(floor.base, bytes, name);
    const spent = { floor: 0, diskFloor: 0, parallel: 0, sequential: 0 };
    let n = 0;
    const batch = () => Array.from({ length: ROUND }, () => variant(scan, n++));
    // A round unmeasured first: the server's code compiled, its connections and statements ready.
    await sendAll(toServer, batch(), FILE_MANAGER_PARALLEL, 'warm-up');
    await sendAll(toFloor, batch(), FILE_MANAGER_PARALLEL, 'warm-up');
    for (let round = 0; round < (2 * uploads) / ROUND; round++) {
      const diskBatch = batch();
      spent.diskFloor += await time(async () => {
        for (const bytes of diskBatch) {
          const sha256 = createHash('sha256').update(bytes).digest('hex');
          await writeFile(join(diskDir, sha256), bytes);
        }
      });
      const floorBatch = batch();
      spent.floor += await time(() => sendAll(toFloor, floorBatch, FILE_MANAGER_PARALLEL, `f${round}`));
      const parallelBatch = batch();
      spent.parallel += await time(() =>
        sendAll(toServer, parallelBatch, FILE_MANAGER_PARALLEL, `p${round}`),
      );
      const sequentialBatch = batch();
      spent.sequential += await time(() => sendAll(toServer, sequentialBatch, 1, `s${round}`));
    }
    const first = createHash('sha256').update(variant(scan, 0)).digest('hex');
    const stored = storageFor(configFromEnv({ DATA_DIR: join(folder, 'server') }));
    if (!(await stored.localPath(first))) throw new Error('an upload was not stored');
    const megabytes = (2 * uploads * (scan.length + 12)) / 1024 / 1024;
    const rate = (ms: number) => megabytes / (ms / 1000);
    return {
      label,
      floor: rate(spent.floor),
      diskFloor: rate(spent.diskFloor),
      parallel: rate(spent.parallel),
      sequential: rate(spent.sequential),
      ratio: spent.floor / spent.parallel,
      files: 2 * uploads,
      megabytes,
    };
  } catch (error) {
    return { label, error: (error as Error).message };
  } finally {
    await server.stop();
    await floor.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

const CLIENT = join(dirname(fileURLToPath(import.meta.url)), 'upload-client.ts');

/** `uploadThroughput` with the client and the floor in a fresh process (bench/upload-client.ts). */
export async function uploadThroughputApart(
  label: string,
  scan: Buffer,
  uploads: number,
  postgresUrl?: string,
): Promise<UploadFigures> {
  const folder = await mkdtemp(join(tmpdir(), 'fontes-upload-client-'));
  try {
    const scanPath = join(folder, 'scan.jpg');
    await writeFile(scanPath, scan);
    const env = {
      ...process.env,
      UPLOAD_BENCH_LABEL: label,
      UPLOAD_BENCH_SCAN: scanPath,
      UPLOAD_BENCH_UPLOADS: String(uploads),
      UPLOAD_BENCH_DATABASE_URL: postgresUrl ?? '',
    };
    const printed = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['--import', 'tsx', CLIENT],
        { cwd: dirname(CLIENT), env },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      ),
    );
    const line = printed.split('\n').find((l) => l.startsWith('figures '));
    if (!line) return { label, error: `the upload client printed no figures: ${printed.slice(0, 200)}` };
    return JSON.parse(line.slice('figures '.length)) as UploadFigures;
  } catch (error) {
    return { label, error: (error as Error).message };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
