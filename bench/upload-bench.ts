import { execFile } from 'node:child_process';
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
// in a process of its own (a browser's encoding is not the server's work), vs the floor: the same bytes
// hashed with SHA-256 and written to disk one after another. One at a time is reported beside it. The
// client and the floor run in a process of their own too (`uploadThroughputApart`, bench/upload-client.ts).

/** As `packages/web/src/files/useUploads.ts` sends them. */
export const FILE_MANAGER_PARALLEL = 3;

export type UploadFigures =
  | {
      label: string;
      /** MB/s of the floor, of uploads three at a time and one at a time. */
      floor: number;
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
 * One multipart upsertFile with the parts the file manager sends; the new file's id. The body is put
 * together here: Node's FormData encoder cost the client about 10 ms of CPU a file, which on two cores
 * was taken from the server (a browser encodes in a process of its own).
 */
export async function upload(base: string, token: string, bytes: Buffer, name: string): Promise<number> {
  const boundary = `----fontes-bench-${Math.random().toString(16).slice(2)}`;
  const field = (part: string, value: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${part}"\r\n\r\n${value}\r\n`;
  const head =
    field('operations', JSON.stringify({ query: QUERY, variables: { input: { file: null } } })) +
    field('map', JSON.stringify({ 0: ['variables.input.file'] })) +
    `--${boundary}\r\ncontent-disposition: form-data; name="0"; filename="${name}"\r\ncontent-type: image/jpeg\r\n\r\n`;
  const body = [Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)];
  const text = await post(`${base}/graphql`, body, {
    authorization: `Bearer ${token}`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
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

/** Sends every file of `batch`, `parallel` at a time. */
async function sendAll(base: string, token: string, batch: Buffer[], parallel: number, tag: string) {
  let next = 0;
  const worker = async () => {
    while (next < batch.length) {
      const i = next++;
      await upload(base, token, batch[i], `scan_${tag}_${i}.jpg`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
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
  try {
    const floorDir = join(folder, 'floor');
    await mkdir(floorDir);
    const spent = { floor: 0, parallel: 0, sequential: 0 };
    let n = 0;
    const batch = () => Array.from({ length: ROUND }, () => variant(scan, n++));
    // A round unmeasured first: the server's code compiled, its connections and statements ready.
    await sendAll(server.base, server.token, batch(), FILE_MANAGER_PARALLEL, 'warm-up');
    for (let round = 0; round < (2 * uploads) / ROUND; round++) {
      const floorBatch = batch();
      spent.floor += await time(async () => {
        for (const bytes of floorBatch) {
          const sha256 = createHash('sha256').update(bytes).digest('hex');
          await writeFile(join(floorDir, sha256), bytes);
        }
      });
      const parallelBatch = batch();
      spent.parallel += await time(() =>
        sendAll(server.base, server.token, parallelBatch, FILE_MANAGER_PARALLEL, `p${round}`),
      );
      const sequentialBatch = batch();
      spent.sequential += await time(() =>
        sendAll(server.base, server.token, sequentialBatch, 1, `s${round}`),
      );
    }
    const first = createHash('sha256').update(variant(scan, 0)).digest('hex');
    const stored = storageFor(configFromEnv({ DATA_DIR: join(folder, 'server') }));
    if (!(await stored.localPath(first))) throw new Error('an upload was not stored');
    const megabytes = (2 * uploads * (scan.length + 12)) / 1024 / 1024;
    const rate = (ms: number) => megabytes / (ms / 1000);
    return {
      label,
      floor: rate(spent.floor),
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
