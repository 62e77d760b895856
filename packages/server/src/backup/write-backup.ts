import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, mkdtemp, open, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { type Executor, MIGRATIONS, migrationLevel, type OpenDatabase, rowsOf } from '../db/database.ts';
import { columnList, quoted, readShape, type TableShape } from './database-shape.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, contentPart, type Manifest, tablePart } from './manifest.ts';

/** The backup could not be taken; nothing was written where the archive should go. */
export class BackupFailure extends Error {}

export interface BackupSource {
  database: Pick<OpenDatabase, 'db' | 'kind'>;
  /** `DATA_DIR/files`, where the stored contents are. */
  filesRoot: string;
  progress?: (line: string) => void;
}

/** A backup taken and staged on disk, ready to be sent as one `.tar.gz`; `discard` removes the staging. */
export interface StagedBackup {
  manifest: Manifest;
  archive(): Readable;
  discard(): Promise<void>;
}

const BATCH = 1000;
/** A line of progress every so many rows of a long table. */
export const PROGRESS_EVERY = 100_000;

/**
 * Reads every table in one REPEATABLE READ, READ ONLY transaction, so the rows are one snapshot however
 * long it takes and whatever is saved meanwhile. The contents the snapshot's file rows name are
 * hard-linked (copied where linking is impossible) inside that transaction: a content deleted after the
 * snapshot stays in the backup. The rows go to JSON lines on disk, not into memory; the archive is made
 * after the transaction, so a slow reader of it holds up nobody.
 */
export async function stageBackup(source: BackupSource): Promise<StagedBackup> {
  const dataDir = dirname(source.filesRoot);
  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(join(dataDir, '.backup-'));
  const discard = () => rm(staging, { recursive: true, force: true });
  try {
    await mkdir(join(staging, 'tables'));
    await mkdir(join(staging, 'files'));
    const manifest = await source.database.db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read, read only`);
      const level = await migrationLevel(tx);
      const tables = await readShape(tx);
      const files = tables.some((table) => table.name === 'files')
        ? await stageContents(tx, source.filesRoot, staging)
        : { count: 0, bytes: 0 };
      const parts: Manifest['tables'] = [];
      for (const table of tables) {
        parts.push(await dumpTable(tx, table, join(staging, tablePart(table.name)), source.progress));
        source.progress?.(`${table.name}: ${parts.at(-1)?.rows} rows`);
      }
      source.progress?.(`files: ${files.count} (${(files.bytes / 1e6).toFixed(1)} MB)`);
      return {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        created_at: new Date().toISOString(),
        database: source.database.kind,
        migrations: { level, last: level === MIGRATIONS.level ? MIGRATIONS.last : `level ${level}` },
        tables: parts,
        files,
      } satisfies Manifest;
    });
    await writeFile(join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const archive = () =>
      Readable.from(
        tar.c({ gzip: true, cwd: staging, portable: true }, ['manifest.json', 'tables', 'files']),
      );
    return { manifest, archive, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

/** Takes a backup and writes it to `output` as one `.tar.gz`. */
export async function writeBackup(source: BackupSource, output: NodeJS.WritableStream): Promise<Manifest> {
  const staged = await stageBackup(source);
  try {
    await pipeline(staged.archive(), output);
    return staged.manifest;
  } finally {
    await staged.discard();
  }
}

async function stageContents(tx: Executor, filesRoot: string, staging: string) {
  const rows = rowsOf<{ sha256: string }>(
    await tx.execute(sql`select distinct sha256 from files where sha256 is not null order by sha256`),
  );
  let bytes = 0;
  for (const { sha256 } of rows) {
    const from = join(filesRoot, contentPart(sha256).slice('files/'.length));
    const to = join(staging, contentPart(sha256));
    await mkdir(dirname(to), { recursive: true });
    const size = await stat(from).then(
      (found) => found.size,
      () => {
        throw new BackupFailure(
          `The stored content ${sha256} of a file is missing from ${filesRoot} (removed while the backup started?); run the backup again.`,
        );
      },
    );
    await link(from, to).catch(() => copyFile(from, to));
    bytes += size;
  }
  return { count: rows.length, bytes };
}

/** One table as JSON lines, read through a cursor in primary-key order; PostgreSQL writes each row's JSON. */
async function dumpTable(
  tx: Executor,
  table: TableShape,
  path: string,
  progress?: (line: string) => void,
): Promise<Manifest['tables'][number]> {
  const file = await open(path, 'w');
  const hash = createHash('sha256');
  let rows = 0;
  let bytes = 0;
  try {
    await tx.execute(
      sql.raw(`declare fontes_backup no scroll cursor for
        select row_to_json(r)::text as line from ${quoted(table.name)} t
        cross join lateral (select ${columnList(table.columns, 't.')}) r
        order by ${columnList(table.primaryKey, 't.')}`),
    );
    for (;;) {
      const batch = rowsOf<{ line: string }>(await tx.execute(sql.raw(`fetch ${BATCH} from fontes_backup`)));
      if (!batch.length) break;
      const chunk = Buffer.from(batch.map(({ line }) => `${line}\n`).join(''));
      hash.update(chunk);
      await file.write(chunk);
      rows += batch.length;
      bytes += chunk.length;
      if (rows % PROGRESS_EVERY === 0) progress?.(`${table.name}: ${rows} rows…`);
    }
    await tx.execute(sql.raw('close fontes_backup'));
  } finally {
    await file.close();
  }
  return { name: table.name, rows, bytes, sha256: hash.digest('hex') };
}
