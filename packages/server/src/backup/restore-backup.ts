import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { type Executor, MIGRATIONS, migrationLevel, type OpenDatabase, rowsOf } from '../db/database.ts';
import {
  columnList,
  insertOrder,
  quoted,
  readShape,
  selfReferences,
  type TableShape,
} from './database-shape.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, contentPart, type Manifest, tablePart } from './manifest.ts';
import { PROGRESS_EVERY } from './write-backup.ts';

/** The restore was refused before anything was changed; the message says why. */
export class RestoreRefusal extends Error {}

export interface RestoreTarget {
  /** Opened with `migrate: false`: the restore migrates to the archive's level, loads, then migrates on. */
  database: Pick<OpenDatabase, 'db' | 'migrate'>;
  /** `DATA_DIR/files`. */
  filesRoot: string;
  progress?: (line: string) => void;
}

const BATCH_ROWS = 1000;
const BATCH_BYTES = 4_000_000;

/**
 * Brings a backup back into an empty database and an empty file store. Everything is checked first
 * (format, migration level, every part's SHA-256, every content against its name); the rows go in in
 * one transaction, in foreign-key order, and the stored contents are moved into place inside it.
 */
export async function restoreBackup(archive: string, target: RestoreTarget): Promise<Manifest> {
  const { db } = target.database;
  await refuseUnlessEmpty(db, target.filesRoot);
  const dataDir = dirname(target.filesRoot);
  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(join(dataDir, '.restore-'));
  try {
    const manifest = await unpack(archive, staging);
    const level = await migrationLevel(db);
    if (level > manifest.migrations.level)
      throw new RestoreRefusal(
        `The database is at migration level ${level}, past the backup's ${manifest.migrations.level}: restore into a new, empty database.`,
      );
    await verifyParts(manifest, staging);
    target.progress?.('Archive checked: every part matches its SHA-256.');
    await target.database.migrate(manifest.migrations.level);
    await db.transaction(async (tx) => {
      await refuseUnlessEmpty(tx, target.filesRoot);
      await loadTables(tx, manifest, staging, target.progress);
      await placeContents(tx, staging, target.filesRoot);
    });
    target.progress?.(`files: ${manifest.files.count} (${(manifest.files.bytes / 1e6).toFixed(1)} MB)`);
    await target.database.migrate();
    return manifest;
  } finally {
    // Retried: after an archive that cannot be read, the last entries may still be being written.
    await rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

async function refuseUnlessEmpty(db: Executor, filesRoot: string) {
  const tables = await readShape(db);
  const held: string[] = [];
  for (const table of tables) {
    const [{ n }] = rowsOf<{ n: number }>(
      await db.execute(sql.raw(`select count(*)::int as n from ${quoted(table.name)}`)),
    );
    if (n > 0) held.push(`${table.name}: ${n}`);
  }
  if (held.length)
    throw new RestoreRefusal(
      `A backup is restored only into an empty database; this one holds rows (${held.join(', ')}). Nothing was changed.`,
    );
  const stored = await readdir(filesRoot).catch(() => []);
  if (stored.length)
    throw new RestoreRefusal(
      `A backup is restored only into an empty file store; ${filesRoot} is not empty. Nothing was changed.`,
    );
}

/** A member a backup may hold: a plain file or folder at a relative path that stays inside the archive. */
function isPlainMember(path: string, entry: unknown): boolean {
  const type = (entry as { type?: string }).type ?? '';
  return (
    ['File', 'Directory'].includes(type) &&
    !/^([a-zA-Z]:)?[\\/]/.test(path) &&
    !path.split(/[\\/]/).includes('..')
  );
}

/**
 * Extracts the archive and reads its manifest. Any other member (a link, an absolute path, a path
 * reaching out) refuses the archive: it and every member after it are skipped rather than failed on, so
 * that extraction comes to its end, its last write done, before the staging folder is removed.
 */
async function unpack(archive: string, staging: string): Promise<Manifest> {
  let stray: string | null = null;
  try {
    await pipeline(
      createReadStream(archive),
      tar.x({
        cwd: staging,
        strict: true,
        filter: (path, entry) => {
          stray ??= isPlainMember(path, entry) ? null : path;
          return stray === null;
        },
      }),
    );
  } catch (error) {
    throw new RestoreRefusal(
      `${archive} is not a readable backup (${(error as Error).message}). Nothing was changed.`,
    );
  }
  if (stray !== null)
    throw new RestoreRefusal(
      `${archive} is not a Fontes backup: it holds ${JSON.stringify(stray)}, which is no plain file or folder inside the archive. Nothing was changed.`,
    );
  const manifest = await readFile(join(staging, 'manifest.json'), 'utf8')
    .then((text) => JSON.parse(text) as Manifest)
    .catch(() => null);
  if (manifest?.format !== BACKUP_FORMAT || typeof manifest.version !== 'number')
    throw new RestoreRefusal(
      `${archive} is not a Fontes backup: it has no manifest.json. Nothing was changed.`,
    );
  if (manifest.version > BACKUP_VERSION || manifest.migrations.level > MIGRATIONS.level)
    throw new RestoreRefusal(
      `${archive} was made by a newer Fontes (format ${manifest.version}, migration level ${manifest.migrations.level}; this one reads format ${BACKUP_VERSION} up to level ${MIGRATIONS.level}). Update Fontes first. Nothing was changed.`,
    );
  return manifest;
}

const sha256Of = async (path: string) => {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
};

async function verifyParts(manifest: Manifest, staging: string) {
  const damaged = (part: string) =>
    new RestoreRefusal(`The backup is damaged: ${part} does not match its SHA-256. Nothing was changed.`);
  for (const table of manifest.tables) {
    const sha256 = await sha256Of(join(staging, tablePart(table.name))).catch(() => null);
    if (sha256 !== table.sha256) throw damaged(tablePart(table.name));
  }
  const contents = await storedContents(join(staging, 'files'));
  for (const sha256 of contents)
    if ((await sha256Of(join(staging, contentPart(sha256)))) !== sha256) throw damaged(contentPart(sha256));
  if (contents.length !== manifest.files.count)
    throw new RestoreRefusal(
      `The backup is damaged: it holds ${contents.length} stored contents, its manifest ${manifest.files.count}. Nothing was changed.`,
    );
}

/** The SHA-256 names of the contents under a `files` folder (`ab/abcd…`). */
async function storedContents(root: string): Promise<string[]> {
  const names: string[] = [];
  for (const fan of await readdir(root).catch(() => [])) names.push(...(await readdir(join(root, fan))));
  return names.sort();
}

async function loadTables(
  tx: Executor,
  manifest: Manifest,
  staging: string,
  progress?: (line: string) => void,
) {
  const shapes = insertOrder(await readShape(tx));
  const parts = new Map(manifest.tables.map((part) => [part.name, part]));
  const unknown = [...parts.keys()].filter((name) => !shapes.some((shape) => shape.name === name));
  if (unknown.length)
    throw new RestoreRefusal(`The backup holds tables this database lacks: ${unknown.join(', ')}.`);
  for (const table of shapes) {
    const part = parts.get(table.name);
    if (!part) continue;
    const path = join(staging, tablePart(table.name));
    const later = selfReferences(table);
    let inserted = 0;
    await eachBatch(path, async (json, rows) => {
      await insertRows(tx, table, json, later);
      inserted += rows;
      if (Math.floor(inserted / PROGRESS_EVERY) > Math.floor((inserted - rows) / PROGRESS_EVERY))
        progress?.(`${table.name}: ${inserted} rows…`);
    });
    if (later.length) await eachBatch(path, (json) => fillSelfReferences(tx, table, json, later));
    const [{ n }] = rowsOf<{ n: number }>(
      await tx.execute(sql.raw(`select count(*)::int as n from ${quoted(table.name)}`)),
    );
    if (n !== part.rows) throw new Error(`${table.name}: ${n} rows restored, the manifest says ${part.rows}`);
    for (const { column, sequence } of table.sequences)
      await tx.execute(
        sql.raw(
          `select setval('${sequence.replace(/'/g, "''")}', coalesce(max(${quoted(column)}), 1), max(${quoted(column)}) is not null) from ${quoted(table.name)}`,
        ),
      );
    progress?.(`${table.name}: ${n} rows`);
  }
}

/** The JSON-lines file in batches, each as one JSON array text (PostgreSQL parses it, not JavaScript). */
async function eachBatch(path: string, load: (json: string, rows: number) => Promise<unknown>) {
  let lines: string[] = [];
  let bytes = 0;
  for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
    if (!line) continue;
    lines.push(line);
    bytes += line.length;
    if (lines.length >= BATCH_ROWS || bytes >= BATCH_BYTES) {
      await load(`[${lines.join(',')}]`, lines.length);
      lines = [];
      bytes = 0;
    }
  }
  if (lines.length) await load(`[${lines.join(',')}]`, lines.length);
}

/** Rows as they were; references to the same table are set afterwards (a parent may come after its child). */
function insertRows(tx: Executor, table: TableShape, json: string, later: string[]) {
  const values = table.columns.map((column) => (later.includes(column) ? 'null' : `v.${quoted(column)}`));
  return tx.execute(
    sql`${sql.raw(`insert into ${quoted(table.name)} (${columnList(table.columns)}) overriding system value select ${values.join(', ')} from json_populate_recordset(null::${quoted(table.name)}, `)}${json}::json${sql.raw(') v')}`,
  );
}

function fillSelfReferences(tx: Executor, table: TableShape, json: string, later: string[]) {
  const set = later.map((column) => `${quoted(column)} = v.${quoted(column)}`).join(', ');
  const match = table.primaryKey.map((column) => `t.${quoted(column)} = v.${quoted(column)}`).join(' and ');
  return tx.execute(
    sql`${sql.raw(`update ${quoted(table.name)} t set ${set} from json_populate_recordset(null::${quoted(table.name)}, `)}${json}::json${sql.raw(`) v where ${match}`)}`,
  );
}

/** Every content a file row names must be in the backup; they move into the store (same disk: renames). */
async function placeContents(tx: Executor, staging: string, filesRoot: string) {
  const contents = await storedContents(join(staging, 'files'));
  const [{ files }] = rowsOf<{ files: string | null }>(
    await tx.execute(sql`select to_regclass('public.files')::text as files`),
  );
  if (files) {
    const named = rowsOf<{ sha256: string }>(
      await tx.execute(sql`select distinct sha256 from files where sha256 is not null`),
    );
    const held = new Set(contents);
    const missing = named.filter(({ sha256 }) => !held.has(sha256));
    if (missing.length)
      throw new RestoreRefusal(
        `The backup is damaged: ${missing.length} stored contents its file rows name are missing. Nothing was changed.`,
      );
  }
  for (const sha256 of contents) {
    const to = join(filesRoot, contentPart(sha256).slice('files/'.length));
    await mkdir(dirname(to), { recursive: true });
    await rename(join(staging, contentPart(sha256)), to);
  }
}
