import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { configFromEnv } from '../packages/server/src/config.ts';
import type { OpenDatabase } from '../packages/server/src/db/database.ts';
import { digitalCopyFiles, files } from '../packages/server/src/db/schema.ts';
import { buildApp } from '../packages/server/src/http/app.ts';
import { manifestRows } from '../packages/server/src/iiif/manifest.ts';
import { createUser } from '../packages/server/src/test/harness.ts';
import { injectApi, saveVia } from './score-seed.ts';
import { prepareImage, type ServerProcess, startServerProcess } from './server-process.ts';
import { type UploadFigures, upload, uploadThroughputApart } from './upload-bench.ts';

const HERE = dirname(fileURLToPath(import.meta.url));

export interface IiifBenchResult {
  scan: { width: number; height: number; bytes: number };
  firstTile: { floor: number; server: number; ratio: number; rounds: number };
  cachedTile: { floor: number; server: number; ratio: number; rounds: number; bytes: number };
  manifest: { floor: number; server: number; ratio: number; rounds: number; canvases: number; bytes: number };
  uploads: UploadFigures[];
  rss: Array<
    | { label: string; megabytes: number; idle: number; tiles: number; megapixels: number }
    | { label: string; error: string }
  >;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const time = async (work: () => Promise<unknown>) => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

/** Noise JPEG: compresses about as badly as a scan does, so sizes and decode times are realistic. */
const noiseJpeg = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

/**
 * A file route answers an anonymous caller only the images of digital copies (files/file-access.ts): the
 * bench's scans are in none, so it asks as the contributor who uploaded them.
 */
async function fetchBytes(url: string, token?: string): Promise<Buffer> {
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : undefined);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The server's peak RSS (VmHWM, reset after start-up) while it tiles a scan of `megapixels`. */
async function peakRss(
  megapixels: number,
  log: (line: string) => void,
  postgresUrl?: string,
): Promise<IiifBenchResult['rss'][number]> {
  const label = postgresUrl ? 'PostgreSQL' : 'PGlite';
  const folder = await mkdtemp(join(tmpdir(), 'fontes-iiif-rss-image-'));
  const path = join(folder, 'scan.jpg');
  const width = 12_000;
  const height = Math.round((megapixels * 1_000_000) / width);
  // Made in a process of its own: its pixels are not the server's memory.
  log(`IIIF: making a ${megapixels}-megapixel scan`);
  execFileSync(
    process.execPath,
    [
      '-e',
      `require('sharp')({create:{width:${width},height:${height},channels:3,noise:{type:'gaussian',mean:128,sigma:40}}}).jpeg({quality:85}).toFile(${JSON.stringify(path)}).catch(e=>{console.error(e);process.exit(1)})`,
    ],
    { cwd: join(HERE, '../packages/server'), stdio: 'inherit' },
  );
  let server: ServerProcess | undefined;
  try {
    const fileId = prepareImage(folder, path, postgresUrl);
    server = await startServerProcess(folder, postgresUrl);
    const idle = await server.memory('VmRSS');
    const base = `${server.base}/iiif/image/${fileId}`;
    const info = JSON.parse((await fetchBytes(`${base}/info.json`, server.token)).toString()) as {
      width: number;
      height: number;
    };
    const requests: string[] = ['full/!1024,1024/0/default.jpg'];
    for (const factor of [16, 4, 1]) {
      const side = 512 * factor;
      const picks = factor === 1 ? 16 : factor === 4 ? 8 : 4;
      for (let i = 0; i < picks; i += 1) {
        const x = Math.floor(((i * 0.37) % 1) * Math.max(1, info.width - side));
        const y = Math.floor(((i * 0.61) % 1) * Math.max(1, info.height - side));
        const w = Math.min(side, info.width - x);
        const h = Math.min(side, info.height - y);
        requests.push(`${x},${y},${w},${h}/${Math.ceil(w / factor)},/0/default.jpg`);
      }
    }
    log(`IIIF: ${requests.length} tiles of the ${megapixels}-megapixel scan, 4 at a time`);
    for (let i = 0; i < requests.length; i += 4)
      await Promise.all(requests.slice(i, i + 4).map((r) => fetchBytes(`${base}/${r}`, server?.token)));
    return { label, megabytes: await server.memory('VmHWM'), idle, tiles: requests.length, megapixels };
  } catch (error) {
    return { label, error: (error as Error).message };
  } finally {
    await server?.stop();
    await rm(folder, { recursive: true, force: true });
  }
}

/** `work` on a fresh PostgreSQL database (BENCH_DATABASE_URL's server), dropped after; nothing when unreachable. */
async function onPostgres<T>(work: (url: string) => Promise<T>): Promise<T[]> {
  const adminUrl = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  if (
    !(await admin.connect().then(
      () => true,
      () => false,
    ))
  )
    return [];
  const name = `fontes_bench_iiif_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await admin.query(`create database ${name}`);
  try {
    return [await work(url.toString())];
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export interface IiifBenchOptions {
  tileRounds?: number;
  cachedRounds?: number;
  manifestRounds?: number;
  uploads?: number;
  megapixels?: number;
  log?: (line: string) => void;
}

export async function benchIiif(
  database: OpenDatabase,
  {
    tileRounds = 12,
    cachedRounds = 300,
    manifestRounds = 100,
    uploads = 100,
    megapixels = 100,
    log = () => {},
  }: IiifBenchOptions = {},
): Promise<IiifBenchResult> {
  const { db } = database;
  const dataDir = await mkdtemp(join(tmpdir(), 'fontes-iiif-bench-'));
  const webDist = join(dataDir, 'web');
  await mkdir(webDist);
  await writeFile(join(webDist, 'index.html'), '<!doctype html><title>Fontes</title>');
  const config = configFromEnv({ RATE_LIMIT_PER_MINUTE: '100000000', DATA_DIR: dataDir });
  try {
    log('IIIF: making a 6000 × 4000 scan');
    const scan = await noiseJpeg(6000, 4000);
    const tileOf = (i: number) => ({
      left: (i * 397) % (6000 - 2048),
      top: (i * 211) % (4000 - 2048),
      width: 2048,
      height: 2048,
    });
    const pathOf = (r: ReturnType<typeof tileOf>) =>
      `${r.left},${r.top},${r.width},${r.height}/512,512/0/default.jpg`;
    const scanPath = join(dataDir, 'scan.jpg');
    await writeFile(scanPath, scan);
    // The floor: sharp's own extract + resize + encode of the same region, as the service asks for it.
    const floorTile = (i: number) =>
      sharp(scanPath).extract(tileOf(i)).resize(512, 512, { fit: 'fill' }).jpeg({ quality: 85 }).toBuffer();
    // A static file of the tile's size, served by the same server's static files (the web build's).
    const staticTile = await floorTile(0);
    await writeFile(join(webDist, 'tile.jpg'), staticTile);
    const app = await buildApp({ config, db, logger: false, webDist });
    const user = await createUser(db, { permission: 2 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    try {
      const fileId = await upload(base, user.token, scan, 'scan-6000x4000.jpg');
      const tileUrl = (i: number) => `${base}/iiif/image/${fileId}/${pathOf(tileOf(i))}`;

      // 1. First request of a tile (nothing cached) vs the floor, interleaved, alternating who goes first.
      log(`IIIF: ${tileRounds} first-request tiles`);
      await fetchBytes(tileUrl(1000), user.token);
      await floorTile(1000);
      const first = { floor: [] as number[], server: [] as number[] };
      for (let i = 1; i <= tileRounds; i += 1) {
        const server = () => time(() => fetchBytes(tileUrl(i), user.token));
        const floor = () => time(() => floorTile(i));
        if (i % 2) {
          first.server.push(await server());
          first.floor.push(await floor());
        } else {
          first.floor.push(await floor());
          first.server.push(await server());
        }
      }

      // 2. The same tile again, from the cache, vs the static file of its size.
      log(`IIIF: ${cachedRounds} cached tiles and static files`);
      const cached = await fetchBytes(tileUrl(0), user.token);
      const cachedTimes = { floor: [] as number[], server: [] as number[] };
      for (let i = 0; i < 20; i += 1) {
        await fetchBytes(tileUrl(0), user.token);
        await fetchBytes(`${base}/tile.jpg`, user.token);
      }
      for (let i = 0; i < cachedRounds; i += 1) {
        cachedTimes.server.push(await time(() => fetchBytes(tileUrl(0), user.token)));
        cachedTimes.floor.push(await time(() => fetchBytes(`${base}/tile.jpg`, user.token)));
      }

      // 3. A manifest of 1,000 canvases vs reading its rows in one SQL statement.
      const api = injectApi(app, user.token);
      const collection = await saveVia(api, 'Collection', { name: 'Bench', prefix: 'B' });
      const catalog = await saveVia(api, 'Catalog', { collection, short_title: 'Inventar 1795' });
      const copy = await saveVia(api, 'DigitalCopy', {
        name: '1000 Scans',
        digitizable_type: 'catalog',
        digitizable_id: catalog,
        files: [],
      });
      const rows = await db
        .insert(files)
        .values(
          Array.from({ length: 1000 }, (_, i) => ({
            filename: `inventar_${String(i + 1).padStart(4, '0')}.jpg`,
            mime: 'image/jpeg',
            size: 2_000_000,
            sha256: createHash('sha256').update(String(i)).digest('hex'),
            width: 4000 + (i % 7),
            height: 6000,
          })),
        )
        .returning({ id: files.id });
      await db
        .insert(digitalCopyFiles)
        .values(rows.map((row, i) => ({ digital_copy_id: copy, file_id: row.id, position: i + 1 })));
      const manifestUrl = `${base}/iiif/manifest/${copy}`;
      const manifestBytes = (await fetchBytes(manifestUrl)).length;
      const canvases = (JSON.parse((await fetchBytes(manifestUrl)).toString()) as { items: unknown[] }).items
        .length;
      log(`IIIF: ${manifestRounds} manifests of ${canvases} canvases`);
      const manifestTimes = { floor: [] as number[], server: [] as number[] };
      for (let i = 0; i < manifestRounds + 10; i += 1) {
        const server = await time(() => fetchBytes(manifestUrl));
        const floor = await time(() => manifestRows(db).execute({ id: copy }));
        if (i >= 10) {
          manifestTimes.server.push(server);
          manifestTimes.floor.push(floor);
        }
      }

      const ratio = (side: { floor: number[]; server: number[] }) => median(side.server) / median(side.floor);
      const result = {
        scan: { width: 6000, height: 4000, bytes: scan.length },
        firstTile: {
          floor: median(first.floor),
          server: median(first.server),
          ratio: ratio(first),
          rounds: tileRounds,
        },
        cachedTile: {
          floor: median(cachedTimes.floor),
          server: median(cachedTimes.server),
          ratio: ratio(cachedTimes),
          rounds: cachedRounds,
          bytes: cached.length,
        },
        manifest: {
          floor: median(manifestTimes.floor),
          server: median(manifestTimes.server),
          ratio: ratio(manifestTimes),
          rounds: manifestRounds,
          canvases,
          bytes: manifestBytes,
        },
      };
      await app.close();
      // 4. Uploads of about 2 MB scans, to the server in a process of its own on each database, from a
      // client in a process of its own.
      log(`IIIF: ${uploads} uploads of about 2 MB, three at a time and one at a time, twice, and the floor`);
      const scan2 = await noiseJpeg(2400, 1600);
      return {
        ...result,
        uploads: [
          await uploadThroughputApart('PGlite', scan2, uploads),
          ...(await onPostgres((url) => uploadThroughputApart('PostgreSQL', scan2, uploads, url))),
        ],
        rss: [await peakRss(megapixels, log), ...(await onPostgres((url) => peakRss(megapixels, log, url)))],
      };
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
