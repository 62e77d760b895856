import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { derivedCache } from './derived-cache.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'fontes-derived-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const bytes = (n: number) => new Uint8Array(n).fill(7);

it('finds what an earlier process cached, in the order it was last used, and keeps within the bound', async () => {
  const before = derivedCache(root, 1000);
  await before.put(1, 'a.jpg', bytes(300));
  await before.put(1, 'b.jpg', bytes(300));
  await before.put(2, 'c.jpg', bytes(300));
  // As a restart finds them: a.jpg used last (its time is the newest), b.jpg least recently.
  const at = (seconds: number) => new Date(Date.now() - seconds * 1000);
  await utimes(join(root, '1', 'b.jpg'), at(30), at(30));
  await utimes(join(root, '2', 'c.jpg'), at(20), at(20));
  await utimes(join(root, '1', 'a.jpg'), at(10), at(10));
  const after = derivedCache(root, 1000);
  expect(await after.size()).toBe(900);
  expect(await after.get(2, 'c.jpg')).toEqual(Buffer.from(bytes(300)));
  await after.put(3, 'd.jpg', bytes(300));
  expect(await after.size()).toBe(900);
  expect(await after.get(1, 'b.jpg')).toBeNull();
  expect(await readdir(join(root, '1'))).toEqual(['a.jpg']);
  await after.drop(1);
  expect(await after.size()).toBe(600);
  expect(await after.get(1, 'a.jpg')).toBeNull();
  // Larger than the whole bound: not kept at all.
  await after.put(4, 'huge.png', bytes(2000));
  expect(await after.get(4, 'huge.png')).toBeNull();
});
