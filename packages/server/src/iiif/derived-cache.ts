import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';

/**
 * Derived images on disk, `DATA_DIR/iiif-cache/{fileId}/{sha256 prefix}_{canonical request}`, at most
 * `maxBytes` in all: the least recently used go first. Names are made by the server (a file id and a
 * canonical request), never taken from a request. The index lives in memory, rebuilt from the folder
 * (by modification time, which a hit refreshes) the first time it is needed.
 */
export interface DerivedCache {
  /** A cached derivative's bytes, refreshed as recently used; null when there is none. */
  get(fileId: number, name: string): Promise<Buffer | null>;
  put(fileId: number, name: string, bytes: Uint8Array): Promise<void>;
  /** Drops every derivative of the file (its content changed or it was deleted). */
  drop(fileId: number): Promise<void>;
  /** Bytes held now (after loading the index). */
  size(): Promise<number>;
}

interface Entry {
  path: string;
  bytes: number;
  /** When its modification time was last set: the order the index is rebuilt in after a restart. */
  touched?: number;
}

// The in-memory order is the truth while the process runs; the file's time need not follow every hit.
const TOUCH_EVERY_MS = 60_000;

export function derivedCache(root: string, maxBytes: number): DerivedCache {
  // Insertion order is recency: a hit moves its entry to the end, eviction takes from the start.
  const entries = new Map<string, Entry>();
  let total = 0;
  let loaded: Promise<void> | undefined;
  const keyOf = (fileId: number, name: string) => `${fileId}/${name}`;

  async function load() {
    const folders = await readdir(root).catch(() => [] as string[]);
    const found: Array<Entry & { key: string; mtime: number }> = [];
    for (const folder of folders) {
      const names = await readdir(join(root, folder)).catch(() => [] as string[]);
      for (const name of names) {
        if (name.endsWith('.part')) continue;
        const path = join(root, folder, name);
        const info = await stat(path).catch(() => null);
        if (info?.isFile())
          found.push({ key: `${folder}/${name}`, path, bytes: info.size, mtime: info.mtimeMs });
      }
    }
    for (const entry of found.sort((a, b) => a.mtime - b.mtime)) {
      entries.set(entry.key, { path: entry.path, bytes: entry.bytes });
      total += entry.bytes;
    }
  }
  const ready = () => {
    loaded ??= load();
    return loaded;
  };

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    total -= entry.bytes;
    return entry;
  }

  async function evict() {
    for (const [key] of entries) {
      if (total <= maxBytes) return;
      const entry = forget(key);
      if (entry) await rm(entry.path, { force: true });
    }
  }

  return {
    async get(fileId, name) {
      await ready();
      const key = keyOf(fileId, name);
      const entry = forget(key);
      if (!entry) return null;
      entries.set(key, entry);
      total += entry.bytes;
      // Gone from disk behind our back: a miss, not an error.
      const content = await readFile(entry.path).catch(() => null);
      if (!content) forget(key);
      else if (Date.now() - (entry.touched ?? 0) > TOUCH_EVERY_MS) {
        entry.touched = Date.now();
        const now = new Date();
        await utimes(entry.path, now, now).catch(() => {});
      }
      return content;
    },
    async put(fileId, name, bytes) {
      if (bytes.length > maxBytes) return;
      await ready();
      const folder = join(root, String(fileId));
      const path = join(folder, name);
      await mkdir(folder, { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
      const key = keyOf(fileId, name);
      forget(key);
      entries.set(key, { path, bytes: bytes.length, touched: Date.now() });
      total += bytes.length;
      await evict();
    },
    async drop(fileId) {
      await ready();
      const prefix = `${fileId}/`;
      for (const key of [...entries.keys()]) if (key.startsWith(prefix)) forget(key);
      // Names carry the content's hash: a derivative left behind is never served, only evicted later.
      await rm(join(root, String(fileId)), { recursive: true, force: true }).catch(() => {});
    },
    async size() {
      await ready();
      return total;
    },
  };
}

// One cache per data folder and process, shared by the routes and the file service that invalidates it.
const caches = new Map<string, DerivedCache>();

export function derivedCacheFor(config: Config): DerivedCache {
  const key = `${config.dataDir}\0${config.iiifCacheBytes}`;
  let cache = caches.get(key);
  if (!cache) {
    cache = derivedCache(join(config.dataDir, 'iiif-cache'), config.iiifCacheBytes);
    caches.set(key, cache);
  }
  return cache;
}
