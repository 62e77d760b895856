import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../db/schema.ts';
import { CatalogueApi } from '../test/catalogue.ts';
import { createUser, databaseKinds, startTestServer, type TestServer } from '../test/harness.ts';

const CACHE_BYTES = 120_000;
const MAX_INPUT_PIXELS = 2_000_000;

/** 400 × 300 in four quadrants: red, green / blue, white. */
function quadrants(format: 'jpeg' | 'png') {
  const part = (r: number, g: number, b: number) => ({
    input: { create: { width: 200, height: 150, channels: 3 as const, background: { r, g, b } } },
  });
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#000' } })
    .composite([
      { ...part(255, 0, 0), left: 0, top: 0 },
      { ...part(0, 255, 0), left: 200, top: 0 },
      { ...part(0, 0, 255), left: 0, top: 150 },
      { ...part(255, 255, 255), left: 200, top: 150 },
    ])
    .removeAlpha()
    [format]()
    .toBuffer();
}

/** Random pixels: derivatives of a size that a cache bound notices. */
const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  })
    .png()
    .toBuffer();

type Rgb = [number, number, number];
const near = (a: number[], b: Rgb) => b.every((v, i) => Math.abs(v - a[i]) < 40);
const RED: Rgb = [255, 0, 0];
const GREEN: Rgb = [0, 255, 0];
const BLUE: Rgb = [0, 0, 255];
const WHITE: Rgb = [255, 255, 255];

describe.each(databaseKinds)('IIIF Image API on %s', (kind) => {
  let server: TestServer;
  let api: CatalogueApi;
  let base: string;
  let jpg: number;
  let png: number;

  const upload = async (bytes: Buffer, name: string, input = {}) => {
    const answer = await api.upload({ bytes, name }, input);
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    return answer.id as number;
  };
  // As a contributor, who reads every image (files/file-access.test.ts: visitors those of digital copies).
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      headers: { 'x-locale': 'en', authorization: `Bearer ${api.token}`, ...headers },
      redirect: 'manual',
    });
  /** The image at `path`: its size, channels, format and the colour at (x, y). */
  async function image(path: string, at: [number, number] = [0, 0]) {
    const response = await get(path);
    expect(response.status, await response.clone().text()).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const offset = (at[1] * info.width + at[0]) * info.channels;
    return {
      type: response.headers.get('content-type'),
      width: meta.width,
      height: meta.height,
      format: meta.format,
      channels: meta.channels,
      pixel: [...data.subarray(offset, offset + info.channels)],
      values: new Set(data),
    };
  }
  const cacheFiles = async (fileId: number) =>
    readdir(join(server.config.dataDir, 'iiif-cache', String(fileId))).catch(() => [] as string[]);

  beforeAll(async () => {
    server = await startTestServer(kind, {
      iiifCacheBytes: CACHE_BYTES,
      iiifMaxInputPixels: MAX_INPUT_PIXELS,
    });
    api = new CatalogueApi(server, (await createUser(server.db, { permission: 2 })).token);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
    jpg = await upload(await quadrants('jpeg'), 'quadranten.jpg');
    png = await upload(await quadrants('png'), 'quadranten.png');
  });
  afterAll(() => server.close());

  it('describes each image in info.json: level 2, its size, sizes and tiles, its id at PUBLIC_URL', async () => {
    const response = await get(`/iiif/image/${jpg}/info.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('etag')).toBeTruthy();
    expect(await response.json()).toEqual({
      '@context': 'http://iiif.io/api/image/3/context.json',
      id: `${server.config.publicUrl}/iiif/image/${jpg}`,
      type: 'ImageService3',
      protocol: 'http://iiif.io/api/image',
      profile: 'level2',
      width: 400,
      height: 300,
      maxWidth: 10_000,
      maxHeight: 10_000,
      maxArea: 25_000_000,
      sizes: [
        { width: 100, height: 75 },
        { width: 200, height: 150 },
        { width: 400, height: 300 },
      ],
      tiles: [{ width: 512, height: 512, scaleFactors: [1] }],
      extraQualities: ['color', 'gray', 'bitonal'],
      extraFormats: ['webp'],
      extraFeatures: ['mirroring', 'sizeUpscaling', 'cors', 'jsonldMediaType'],
    });
    const jsonLd = await get(`/iiif/image/${jpg}/info.json`, { accept: 'application/ld+json' });
    const jsonLdType = jsonLd.headers.get('content-type');
    expect(jsonLdType).toMatch(/^application\/ld\+json;/);
    expect(jsonLdType).toContain('profile="http://iiif.io/api/image/3/context.json"');
    const etag = response.headers.get('etag') as string;
    expect((await get(`/iiif/image/${jpg}/info.json`, { 'if-none-match': etag })).status).toBe(304);
    const redirect = await get(`/iiif/image/${jpg}`);
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toBe(`${jpg}/info.json`);
  });

  it('redirects a bare image id to its info.json, and nothing else: no other address, no header', async () => {
    const refused = [
      'https:%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '%5C%5Cevil.example',
      'javascript:alert(1)',
      `${jpg}%0D%0ASet-Cookie:%20a=b`,
      '%0D%0ALocation:%20https:%2F%2Fevil.example',
      `${jpg}abc`,
      '0',
      '99999999999',
    ];
    for (const id of refused) {
      const response = await get(`/iiif/image/${id}`);
      expect([id, response.status, response.headers.get('location')]).toEqual([id, 404, null]);
      expect(response.headers.get('set-cookie') ?? '').not.toContain('a=b');
      expect((await response.json()).error).toMatch(/Not found/);
    }
    expect((await get(`/iiif/image/0${jpg}`)).headers.get('location')).toBe(`${jpg}/info.json`);
  });

  it('cuts every form of region', async () => {
    expect(await image(`/iiif/image/${png}/full/max/0/default.png`, [300, 200])).toMatchObject({
      width: 400,
      height: 300,
      pixel: WHITE,
    });
    const square = await image(`/iiif/image/${png}/square/max/0/default.png`, [10, 10]);
    expect([square.width, square.height, near(square.pixel, RED)]).toEqual([300, 300, true]);
    const px = await image(`/iiif/image/${png}/200,0,200,150/max/0/default.png`, [100, 75]);
    expect([px.width, px.height, near(px.pixel, GREEN)]).toEqual([200, 150, true]);
    const pct = await image(`/iiif/image/${png}/pct:0,50,50,50/max/0/default.png`, [100, 75]);
    expect([pct.width, pct.height, near(pct.pixel, BLUE)]).toEqual([200, 150, true]);
    // Cut at the image's edge.
    const beyond = await image(`/iiif/image/${png}/300,200,500,500/max/0/default.png`);
    expect([beyond.width, beyond.height]).toEqual([100, 100]);
  });

  it('cuts a zoomed-out tile from the image shrunk first, in its place and at its size', async () => {
    for (const [id, format] of [
      [jpg, 'jpg'],
      [png, 'png'],
    ] as const) {
      // A fifth of the middle: each quadrant's corner, 30 × 22 pixels of each colour.
      const middle = `/iiif/image/${id}/100,75,300,225/60,45/0/default.${format}`;
      const corners = await Promise.all(
        (
          [
            [10, 10],
            [50, 10],
            [10, 35],
            [50, 35],
          ] as const
        ).map((at) => image(middle, [...at])),
      );
      expect(corners[0]).toMatchObject({ width: 60, height: 45 });
      expect(
        corners.map((c, i) => near(c.pixel, [RED, GREEN, BLUE, WHITE][i])),
        format,
      ).toEqual([true, true, true, true]);
      // Shrunk unevenly, and at the image's far corner.
      const green = await image(`/iiif/image/${id}/200,0,200,150/50,20/0/default.${format}`, [49, 19]);
      expect([green.width, green.height, near(green.pixel, GREEN)]).toEqual([50, 20, true]);
      const white = await image(`/iiif/image/${id}/200,150,200,150/,30/0/default.${format}`, [39, 29]);
      expect([white.width, white.height, near(white.pixel, WHITE)]).toEqual([40, 30, true]);
    }
  });

  it('scales to every form of size, ^ allowing more than the region', async () => {
    const sizes: Array<[string, number, number]> = [
      ['max', 400, 300],
      ['200,', 200, 150],
      [',150', 200, 150],
      ['pct:25', 100, 75],
      ['100,100', 100, 100],
      ['!100,100', 100, 75],
      ['^max', 5773, 4330],
      ['^800,', 800, 600],
      ['^,600', 800, 600],
      ['^pct:150', 600, 450],
      ['^800,100', 800, 100],
      ['^!800,800', 800, 600],
    ];
    for (const [size, width, height] of sizes)
      expect([size, await image(`/iiif/image/${jpg}/full/${size}/0/default.jpg`)]).toMatchObject([
        size,
        { width, height },
      ]);
  });

  it('rotates by quarter turns and mirrors first when asked with !', async () => {
    const turned = await image(`/iiif/image/${png}/full/max/90/default.png`, [10, 10]);
    expect([turned.width, turned.height, near(turned.pixel, BLUE)]).toEqual([300, 400, true]);
    const half = await image(`/iiif/image/${png}/full/max/180/default.png`, [10, 10]);
    expect(near(half.pixel, WHITE)).toBe(true);
    const mirrored = await image(`/iiif/image/${png}/full/max/!0/default.png`, [10, 10]);
    expect(near(mirrored.pixel, GREEN)).toBe(true);
    const both = await image(`/iiif/image/${png}/full/200,/!90/default.png`, [10, 10]);
    expect([both.width, both.height, near(both.pixel, WHITE)]).toEqual([150, 200, true]);
    const last = await image(`/iiif/image/${png}/full/max/270/default.png`, [10, 10]);
    expect(near(last.pixel, GREEN)).toBe(true);
  });

  it('shows a photo upright by its EXIF orientation: its size, regions and tiles are those it is shown at', async () => {
    // Stored 400 × 300, to be turned a quarter clockwise: shown 300 × 400, blue at the top left.
    const photo = await sharp(await quadrants('jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const id = await upload(photo, 'handyfoto.jpg');
    const [row] = await server.db.select().from(files).where(eq(files.id, id));
    expect([row.width, row.height]).toEqual([300, 400]);
    const info = (await (await get(`/iiif/image/${id}/info.json`)).json()) as {
      width: number;
      height: number;
    };
    expect([info.width, info.height]).toEqual([300, 400]);
    const full = await image(`/iiif/image/${id}/full/max/0/default.jpg`, [10, 10]);
    expect([full.width, full.height, near(full.pixel, BLUE)]).toEqual([300, 400, true]);
    const corner = await image(`/iiif/image/${id}/150,200,150,200/max/0/default.jpg`, [75, 100]);
    expect([corner.width, corner.height, near(corner.pixel, GREEN)]).toEqual([150, 200, true]);
    const zoomedOut = await image(`/iiif/image/${id}/150,0,150,200/30,/0/default.jpg`, [15, 20]);
    expect([zoomedOut.width, zoomedOut.height, near(zoomedOut.pixel, RED)]).toEqual([30, 40, true]);
  });

  it('answers each quality in each format', async () => {
    expect(await image(`/iiif/image/${png}/full/max/0/gray.png`)).toMatchObject({ channels: 1 });
    const bitonal = await image(`/iiif/image/${png}/full/max/0/bitonal.png`);
    expect([bitonal.channels, [...bitonal.values].sort()]).toEqual([1, [0, 255]]);
    expect(near((await image(`/iiif/image/${png}/full/max/0/color.png`)).pixel, RED)).toBe(true);
    for (const [format, type, detected] of [
      ['jpg', 'image/jpeg', 'jpeg'],
      ['png', 'image/png', 'png'],
      ['webp', 'image/webp', 'webp'],
    ])
      expect(await image(`/iiif/image/${jpg}/full/100,/0/default.${format}`)).toMatchObject({
        type,
        format: detected,
      });
  });

  it('refuses malformed and impossible requests with 400 and a message, unknown ids with 404', async () => {
    const pdf = await upload(Buffer.from('%PDF-1.4\n%%EOF\n'), 'beiheft.pdf');
    const folder = (await api.save('File', { filename: 'Scans', is_folder: true })).id;
    const bad: Array<[string, number, RegExp]> = [
      [`${jpg}/fullish/max/0/default.jpg`, 400, /region must be/],
      [`${jpg}/0,0,0,10/max/0/default.jpg`, 400, /outside the image or is empty/],
      [`${jpg}/400,0,10,10/max/0/default.jpg`, 400, /outside the image/],
      [`${jpg}/-1,0,10,10/max/0/default.jpg`, 400, /region must be/],
      [`${jpg}/pct:0,0,0,50/max/0/default.jpg`, 400, /outside the image or is empty/],
      [`${jpg}/pct:x,0,50,50/max/0/default.jpg`, 400, /region must be/],
      [`${jpg}/0,0,99999999999,10/max/0/default.jpg`, 400, /region must be/],
      [`${jpg}/full/huge/0/default.jpg`, 400, /size must be/],
      [`${jpg}/full/,/0/default.jpg`, 400, /size must be/],
      [`${jpg}/full/!100,/0/default.jpg`, 400, /size must be/],
      [`${jpg}/full/800,/0/default.jpg`, 400, /ask with \^ to scale up/],
      [`${jpg}/full/pct:101/0/default.jpg`, 400, /ask with \^/],
      [`${jpg}/full/!800,800/0/default.jpg`, 400, /ask with \^/],
      [`${jpg}/full/0,/0/default.jpg`, 400, /less than one pixel/],
      [`${jpg}/full/^20000,/0/default.jpg`, 400, /exceeds what this service produces \(at most 10000/],
      [`${jpg}/full/^999999999,999999999/0/default.jpg`, 400, /exceeds/],
      [`${jpg}/full/max/45/default.jpg`, 400, /rotation must be/],
      [`${jpg}/full/max/-90/default.jpg`, 400, /rotation must be/],
      [`${jpg}/full/max/0/sepia.jpg`, 400, /quality must be/],
      [`${jpg}/full/max/0/default`, 400, /quality must be/],
      [`${jpg}/full/max/0/default.gif`, 400, /format must be/],
      [`${jpg}/full/max/0/default.tif`, 400, /format must be/],
      [`${pdf}/full/max/0/default.jpg`, 400, /not an image/],
      [`${pdf}/info.json`, 400, /not an image/],
      [`${folder}/info.json`, 404, /Not found/],
      ['999999/info.json', 404, /Not found/],
      ['999999/full/max/0/default.jpg', 404, /Not found/],
      ['0/info.json', 404, /Not found/],
      ['abc/info.json', 404, /Not found/],
      ['99999999999999999999/info.json', 404, /Not found/],
      ['..%2F..%2Fetc%2Fpasswd/info.json', 404, /Not found/],
      [`${jpg}/..%2F..%2F..%2Fetc/max/0/default.jpg`, 400, /region must be/],
    ];
    for (const [path, status, message] of bad) {
      const response = await get(`/iiif/image/${path}`);
      const body = await response.json();
      expect([path, response.status, body.error]).toEqual([path, status, expect.stringMatching(message)]);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
    const german = await get(`/iiif/image/${jpg}/full/max/0/sepia.jpg`, { 'x-locale': 'de' });
    expect((await german.json()).error).toBe('Die Qualität muss default, color, gray oder bitonal sein.');
  });

  it('keeps a decompression bomb out: an image above the pixel limit is refused before decoding', async () => {
    const large = await upload(
      await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer(),
      'gross.jpg',
    );
    const response = await get(`/iiif/image/${large}/full/100,/0/default.jpg`);
    expect([response.status, (await response.json()).error]).toEqual([
      400,
      'The image has more pixels than this service decodes.',
    ]);
    expect((await get(`/iiif/image/${large}/info.json`)).status).toBe(200);
  });

  it('reads the size of an image stored without one, once, and keeps it', async () => {
    const id = await upload(await quadrants('png'), 'ohne-groesse.png');
    await server.db.update(files).set({ width: null, height: null }).where(eq(files.id, id));
    expect(await (await get(`/iiif/image/${id}/info.json`)).json()).toMatchObject({
      width: 400,
      height: 300,
    });
    const [row] = await server.db.select().from(files).where(eq(files.id, id));
    expect([row.width, row.height]).toEqual([400, 300]);
  });

  it('caches derivatives on disk: equivalent requests share one, revalidation answers 304', async () => {
    const id = await upload(await quadrants('jpeg'), 'cache.jpg');
    const first = await get(`/iiif/image/${id}/full/200,/0/default.jpg`);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(await cacheFiles(id)).toHaveLength(1);
    for (const same of [
      'full/pct:50/0/default.jpg',
      '0,0,400,300/!200,150/0/default.jpg',
      'full/,150/0/default.jpg',
    ]) {
      const again = await get(`/iiif/image/${id}/${same}`);
      expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
      expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    }
    expect(await cacheFiles(id)).toHaveLength(1);
    const etag = first.headers.get('etag') as string;
    const revalidated = await get(`/iiif/image/${id}/full/200,/0/default.jpg`, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
  });

  it('keeps the cache within its bound, dropping the least recently used first', async () => {
    const id = await upload(await noise(200, 200), 'rauschen.png');
    const sizeOf = async () => {
      let total = 0;
      const root = join(server.config.dataDir, 'iiif-cache');
      for (const folder of await readdir(root))
        for (const name of await readdir(join(root, folder)))
          total += (await stat(join(root, folder, name))).size;
      return total;
    };
    const tile = (x: number) => `/iiif/image/${id}/${x},0,100,100/max/0/default.png`;
    await get(tile(0));
    for (let x = 1; x <= 8; x += 1) {
      // The first derivative is asked for again each time: the most recently used is kept.
      await (await get(tile(x))).arrayBuffer();
      await (await get(tile(0))).arrayBuffer();
    }
    expect(await sizeOf()).toBeLessThanOrEqual(CACHE_BYTES);
    const kept = await cacheFiles(id);
    expect(kept.length).toBeLessThan(9);
    expect(kept.some((name) => name.endsWith('_0,0,100,100_100,100_0_default.png'))).toBe(true);
    expect(kept.some((name) => name.endsWith('_1,0,100,100_100,100_0_default.png'))).toBe(false);
  });

  it('answers for a version of the content to be kept for good; an earlier version leads to the current one', async () => {
    const id = await upload(await quadrants('png'), 'versioniert.png');
    const versionOf = async () => {
      const [row] = await server.db.select({ sha256: files.sha256 }).from(files).where(eq(files.id, id));
      return String(row?.sha256).slice(0, 16);
    };
    const version = await versionOf();
    const tile = `full/100,/0/default.png`;
    // Without a version: valid through replacements, so revalidated each time.
    expect((await get(`/iiif/image/${id}/${tile}`)).headers.get('cache-control')).toMatch(/, no-cache$/);
    const info = await get(`/iiif/image/${id}-${version}/info.json`);
    expect(info.headers.get('cache-control')).toMatch(/, max-age=31536000, immutable$/);
    expect((await info.json()).id).toBe(`${server.config.publicUrl}/iiif/image/${id}-${version}`);
    const kept = await get(`/iiif/image/${id}-${version}/${tile}`);
    expect([kept.status, kept.headers.get('cache-control')]).toEqual([
      200,
      expect.stringMatching(/immutable$/),
    ]);
    expect((await get(`/iiif/image/${id}-${version}`)).headers.get('location')).toBe(
      `${id}-${version}/info.json`,
    );

    const file = await api.get('File', id);
    const replaced = await sharp(await quadrants('png'))
      .resize(200, 100, { fit: 'fill' })
      .png()
      .toBuffer();
    await upload(replaced, 'versioniert.png', { id, updated_at: file.updated_at });
    const current = await versionOf();
    expect(current).not.toBe(version);
    for (const path of ['info.json', tile]) {
      const earlier = await get(`/iiif/image/${id}-${version}/${path}`);
      expect([earlier.status, earlier.headers.get('location'), earlier.headers.get('cache-control')]).toEqual(
        [
          303,
          `${server.config.publicUrl}/iiif/image/${id}-${current}/${path}`,
          expect.stringMatching(/, no-cache$/),
        ],
      );
    }
    expect(await image(`/iiif/image/${id}-${current}/full/max/0/default.png`)).toMatchObject({ width: 200 });
    // Anything else after the id names no image.
    for (const wrong of [`${id}-${current.toUpperCase()}`, `${id}-${current.slice(1)}`, `${id}-`, `${id}-x`])
      expect([wrong, (await get(`/iiif/image/${wrong}/info.json`)).status]).toEqual([wrong, 404]);
  });

  it('drops the derivatives of a file whose content is replaced or which is deleted', async () => {
    const id = await upload(await quadrants('png'), 'ersetzt.png');
    await (await get(`/iiif/image/${id}/full/100,/0/default.png`)).arrayBuffer();
    expect(await cacheFiles(id)).toHaveLength(1);
    const file = await api.get('File', id);
    await upload(
      await sharp(await quadrants('png'))
        .resize(200, 100, { fit: 'fill' })
        .png()
        .toBuffer(),
      'ersetzt.png',
      {
        id,
        updated_at: file.updated_at,
      },
    );
    expect(await cacheFiles(id)).toEqual([]);
    expect(await image(`/iiif/image/${id}/full/max/0/default.png`)).toMatchObject({
      width: 200,
      height: 100,
    });
    expect((await api.remove('File', id)).success).toBe(true);
    expect(await cacheFiles(id)).toEqual([]);
    expect((await get(`/iiif/image/${id}/full/max/0/default.png`)).status).toBe(404);
  });
});
