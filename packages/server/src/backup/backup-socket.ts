import { createWriteStream } from 'node:fs';
import { chmod, rm } from 'node:fs/promises';
import { createServer, get, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Manifest } from './manifest.ts';
import { BackupFailure, type BackupSource, type StagedBackup, stageBackup } from './write-backup.ts';

/**
 * PGlite is open in one process only, so a running server on PGlite is backed up through itself: it
 * answers `GET /backup` on a Unix socket in DATA_DIR, readable by the folder's owner only. Whoever may
 * read that socket may read the database files anyway; nothing listens on the network.
 */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

const MANIFEST_HEADER = 'x-fontes-manifest';

export async function serveBackups(
  source: BackupSource,
  socketPath: string,
  onError: (error: Error) => void,
): Promise<{ close(): Promise<void> }> {
  // Whoever left it is gone: this process holds the database's lock.
  await rm(socketPath, { force: true });
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') return response.writeHead(404).end();
    let staged: StagedBackup;
    try {
      staged = await stageBackup(source);
    } catch (error) {
      onError(error as Error);
      return response
        .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
        .end((error as Error).message);
    }
    response.writeHead(200, {
      'content-type': 'application/gzip',
      [MANIFEST_HEADER]: JSON.stringify(staged.manifest),
    });
    try {
      await pipeline(staged.archive(), response);
    } catch (error) {
      onError(error as Error);
    } finally {
      await staged.discard();
    }
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => server.close(() => resolve())).then(() =>
        rm(socketPath, { force: true }),
      ),
  };
}

/**
 * Asks the server on `socketPath` for a backup and writes it to `output`; null when no server answers
 * there (none runs: the caller opens the database itself).
 */
export async function requestBackup(socketPath: string, output: string): Promise<Manifest | null> {
  const response = await new Promise<IncomingMessage | null>((resolve, reject) =>
    get({ socketPath, path: '/backup' }, resolve).on('error', (error: NodeJS.ErrnoException) =>
      ['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '') ? resolve(null) : reject(error),
    ),
  );
  if (!response) return null;
  if (response.statusCode !== 200) {
    let message = '';
    for await (const chunk of response) message += chunk;
    throw new BackupFailure(message || `The server answered ${response.statusCode}.`);
  }
  await pipeline(response, createWriteStream(output, { mode: 0o600 }));
  return JSON.parse(String(response.headers[MANIFEST_HEADER])) as Manifest;
}
