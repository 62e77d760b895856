import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { backupSocketPath, requestBackup } from '../backup/backup-socket.ts';
import type { Manifest } from '../backup/manifest.ts';
import { BackupFailure, writeBackup } from '../backup/write-backup.ts';
import { configFromEnv } from '../config.ts';
import { DatabaseInUse } from '../db/data-folder-lock.ts';
import { openDatabase } from '../db/database.ts';

// npm run backup [-- archive.tar.gz]: the database and the stored files in one archive, server running or not.

const config = configFromEnv();
const stamp = new Date().toISOString().replace(/:/g, '-').replace(/\..*/, '');
const output = resolve(
  process.env.INIT_CWD || process.cwd(),
  process.argv[2] || `fontes-backup-${stamp}.tar.gz`,
);
// Written aside and renamed when complete: a failed backup never leaves something that looks like one.
const partial = `${output}.part`;
const filesRoot = join(config.dataDir, 'files');

async function backupDirectly(): Promise<Manifest> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: join(config.dataDir, 'db'),
    migrate: false,
  });
  try {
    console.log(
      `Backing up ${config.databaseUrl ? 'PostgreSQL' : join(config.dataDir, 'db')} and ${filesRoot}…`,
    );
    const progress = (line: string) => console.log(`  ${line}`);
    return await writeBackup({ database, filesRoot, progress }, createWriteStream(partial, { mode: 0o600 }));
  } finally {
    await database.close();
  }
}

async function backupThroughServer(): Promise<Manifest | null> {
  const socket = backupSocketPath(config.dataDir);
  const manifest = await requestBackup(socket, partial);
  if (manifest) console.log(`Backed up through the running server (${socket}).`);
  return manifest;
}

const started = performance.now();
try {
  const manifest = (config.databaseUrl ? null : await backupThroughServer()) ?? (await backupDirectly());
  await rename(partial, output);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Backup written in ${seconds} s: ${output}\n  ${rows} rows in ${manifest.tables.length} tables, ${manifest.files.count} stored files, migration level ${manifest.migrations.level}.`,
  );
} catch (error) {
  process.exitCode = 1;
  await rm(partial, { force: true });
  console.error(error instanceof BackupFailure || error instanceof DatabaseInUse ? error.message : error);
}
