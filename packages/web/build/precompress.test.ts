import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

describe('precompress (build plugin)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fontes-precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each text file the server sends, and none beside small files or maps', async () => {
    const script = `export const words = ${JSON.stringify('Autograph Stimmen Partitur '.repeat(200))};`;
    const files = { 'index.js': script, 'small.js': 'export {};', 'index.js.map': script };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const writeBundle = precompress().writeBundle as (
      options: { dir: string },
      bundle: object,
    ) => Promise<void>;
    await writeBundle.call({}, { dir }, Object.fromEntries(Object.keys(files).map((name) => [name, {}])));

    expect(brotliDecompressSync(readFileSync(join(dir, 'index.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'index.js.gz'))).toString()).toBe(script);
    for (const file of ['small.js.br', 'small.js.gz', 'index.js.map.br', 'index.js.map.gz'])
      expect(existsSync(join(dir, file)), file).toBe(false);
  });
});
