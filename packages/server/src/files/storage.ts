import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.ts';

/** Content received beside the stored contents and not stored yet: hashed and counted as it arrived. */
export interface IncomingContent {
  path: string;
  sha256: string;
  size: number;
}

/**
 * Where file contents live, addressed by the SHA-256 of their bytes: the same bytes are stored once, and
 * no name a user gives ever becomes part of a path. The one interface an object store would implement.
 */
export interface FileStorage {
  /**
   * Streams `source` to a file of its own beside the stored contents, hashing it on the way: an upload
   * is never held in memory whole, and storing it later is a rename.
   */
  receive(source: Readable | Uint8Array): Promise<IncomingContent>;
  /** Stores received content under its SHA-256 (in place of the same bytes when they are stored already). */
  adopt(incoming: IncomingContent): Promise<void>;
  /** Drops received content that was not adopted; nothing when it was adopted or is gone already. */
  discard(incoming: IncomingContent): Promise<void>;
  /** Drops whatever was received and never adopted nor discarded (a crash, an aborted request). */
  sweepIncoming(): Promise<void>;
  /** The content, or null when it is missing. */
  open(sha256: string): Promise<ReadStream | null>;
  remove(sha256: string): Promise<void>;
  /** The content's path on this machine, for readers that seek in it (the IIIF image service). */
  localPath(sha256: string): Promise<string | null>;
}

const SHA256 = /^[0-9a-f]{64}$/;

/** Bytes of one upload held in memory at most while its file is written. */
const WRITE_BUFFER = 1024 * 1024;

/** Received content adopted or discarded: every caller may discard what it received, once it is done. */
const settled = new WeakSet<IncomingContent>();

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * `work`, tried once more after making `dir` when it failed for want of it: directories are made when
 * first needed, not checked on every upload (each check and each `rm` of a file cost the main thread a
 * synchronous call in the upload bench).
 */
async function inDirectory<T>(dir: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isMissing(error)) throw error;
    await mkdir(dir, { recursive: true });
    return work();
  }
}

const removeFile = (path: string) =>
  unlink(path).catch((error: unknown) => {
    if (!isMissing(error)) throw error;
  });

/**
 * `DATA_DIR/files/ab/abcdef…`: two hex digits of fan-out keep directories small. Received content waits
 * in `DATA_DIR/files/incoming`, on the same file system, so that storing it is an atomic rename.
 */
export function localStorage(root: string): FileStorage {
  const incomingDir = join(root, 'incoming');
  const pathOf = (sha256: string) => {
    if (!SHA256.test(sha256)) throw new Error('not a SHA-256 hex digest');
    return join(root, sha256.slice(0, 2), sha256);
  };
  const exists = (path: string) =>
    stat(path).then(
      () => true,
      () => false,
    );
  return {
    async receive(source) {
      const path = join(incomingDir, randomBytes(12).toString('hex'));
      const hash = createHash('sha256');
      let size = 0;
      // Created before anything streams: a receive that fails early cannot see its file created after
      // it was removed (a write stream opens its file asynchronously).
      const file = await inDirectory(incomingDir, () => open(path, 'wx'));
      try {
        await pipeline(
          source instanceof Readable ? source : Readable.from([source]),
          async function* (chunks: AsyncIterable<Uint8Array>) {
            for await (const chunk of chunks) {
              hash.update(chunk);
              size += chunk.length;
              yield chunk;
            }
          },
          // Chunks arrive as the socket reads them (64 kB). Buffered up to 1 MiB while a write is under way,
          // they are written together (one writev): a write each cost the main thread 2 ms for a 2 MB scan
          // in the upload bench, and 5 ms of CPU where chunks were 16 kB.
          file.createWriteStream({ highWaterMark: WRITE_BUFFER }),
        );
      } catch (error) {
        await file.close().catch(() => {});
        await removeFile(path);
        throw error;
      }
      return { path, sha256: hash.digest('hex'), size };
    },
    async adopt(incoming) {
      const path = pathOf(incoming.sha256);
      // The same bytes stored already are replaced by themselves, atomically: one call instead of two.
      await inDirectory(dirname(path), () => rename(incoming.path, path));
      settled.add(incoming);
    },
    async discard(incoming) {
      if (settled.has(incoming)) return;
      await removeFile(incoming.path);
      settled.add(incoming);
    },
    async sweepIncoming() {
      await rm(incomingDir, { recursive: true, force: true });
    },
    async open(sha256) {
      const path = pathOf(sha256);
      return (await exists(path)) ? createReadStream(path) : null;
    },
    async remove(sha256) {
      await removeFile(pathOf(sha256));
    },
    async localPath(sha256) {
      const path = pathOf(sha256);
      return (await exists(path)) ? path : null;
    },
  };
}

export function storageFor(config: Config): FileStorage {
  return localStorage(join(config.dataDir, 'files'));
}
