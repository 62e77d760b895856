import { randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.ts';

/**
 * Where file contents live, addressed by the SHA-256 of their bytes: the same bytes are stored once, and
 * no name a user gives ever becomes part of a path. The one interface an object store would implement.
 */
export interface FileStorage {
  /** Stores the bytes under `sha256` unless they are there already. */
  put(sha256: string, bytes: Uint8Array): Promise<void>;
  /** The content, or null when it is missing. */
  open(sha256: string): Promise<ReadStream | null>;
  remove(sha256: string): Promise<void>;
  /** The content's path on this machine, for readers that seek in it (the IIIF image service). */
  localPath(sha256: string): Promise<string | null>;
}

const SHA256 = /^[0-9a-f]{64}$/;

/** `DATA_DIR/files/ab/abcdef…`: two hex digits of fan-out keep directories small. */
export function localStorage(root: string): FileStorage {
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
    async put(sha256, bytes) {
      const path = pathOf(sha256);
      if (await exists(path)) return;
      await mkdir(join(root, sha256.slice(0, 2)), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async open(sha256) {
      const path = pathOf(sha256);
      return (await exists(path)) ? createReadStream(path) : null;
    },
    async remove(sha256) {
      await rm(pathOf(sha256), { force: true });
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
