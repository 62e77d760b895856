import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, type OpenDatabase, openDatabase, rowsOf } from '../db/database.ts';
import { loadDemo } from '../demo/load-demo.ts';
import { everything } from '../test/database-contents.ts';
import {
  type DatabaseKind,
  databaseKinds,
  freshPostgresDatabase,
  startTestServer,
  type TestServer,
} from '../test/harness.ts';
import type { Manifest } from './manifest.ts';
import { RestoreRefusal, restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

/** An empty target of the given kind: a database opened unmigrated, as `npm run restore` opens it. */
async function emptyTarget(kind: DatabaseKind) {
  const dataDir = await mkdtemp(join(tmpdir(), 'fontes-restore-'));
  const postgres = kind === 'postgres' ? await freshPostgresDatabase() : null;
  const database = await openDatabase({
    ...(postgres ? { url: postgres.url, onIdleError: () => {} } : { dataDir: join(dataDir, 'db') }),
    migrate: false,
  });
  return {
    database,
    filesRoot: join(dataDir, 'files'),
    async close() {
      await database.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The archive with its manifest changed (or a part), packed again as the backup would. */
async function repacked(archive: string, change: (dir: string, manifest: Manifest) => Promise<Manifest>) {
  const dir = await mkdtemp(join(tmpdir(), 'fontes-repack-'));
  await tar.x({ file: archive, cwd: dir });
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'));
  const changed = await change(dir, manifest);
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(changed));
  const out = `${archive}.${Math.random().toString(36).slice(2)}.tar.gz`;
  await tar.c({ gzip: true, cwd: dir, file: out }, ['manifest.json', 'tables', 'files']);
  await rm(dir, { recursive: true, force: true });
  return out;
}

describe.each(databaseKinds)('a backup of the demo archive on %s', (kind) => {
  let source: TestServer;
  let sourceFiles: string;
  let archive: string;
  let manifest: Manifest;
  let before: Awaited<ReturnType<typeof everything>>;

  beforeAll(async () => {
    source = await startTestServer(kind);
    await loadDemo(source.db, { config: source.config });
    // A parent with a higher id than its child: rows in id order cannot simply be inserted one by one.
    await source.db.execute(
      sql`update composites set parent_id = (select max(id) from composites) where id = (select min(id) from composites)`,
    );
    sourceFiles = join(source.config.dataDir, 'files');
    archive = join(source.config.dataDir, 'backup.tar.gz');
    const database = { db: source.db, kind } as OpenDatabase;
    manifest = await writeBackup({ database, filesRoot: sourceFiles }, createWriteStream(archive));
    before = await everything(source.db, sourceFiles);
  }, 300_000);
  afterAll(() => source.close());

  it('lists every table with its rows and checksum, the files and the migration level', () => {
    expect(manifest).toMatchObject({
      format: 'fontes-backup',
      version: 1,
      database: kind,
      migrations: MIGRATIONS,
    });
    const rows = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    expect(rows).toMatchObject({ scores: 60, entries: 150, composites: 2, files: 12 });
    expect(Object.keys(rows).sort()).toEqual(Object.keys(before.tables).sort());
    for (const table of manifest.tables) expect(table.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.files.count).toBe(Object.keys(before.files).length);
    expect(manifest.files.count).toBeGreaterThan(0);
  });

  it.each(databaseKinds)(
    'restores into an empty %s: every row and every file the same',
    async (targetKind) => {
      const target = await emptyTarget(targetKind);
      try {
        const lines: string[] = [];
        await restoreBackup(archive, { ...target, progress: (line) => lines.push(line) });
        expect(lines).toContain('scores: 60 rows');
        expect(await everything(target.database.db, target.filesRoot)).toEqual(before);
        // Sequences continue after the restored ids: the next record gets a new id.
        const [{ id }] = rowsOf<{ id: number }>(
          await target.database.db.execute(
            sql`insert into collections (name, prefix) values ('Neu', 'N') returning id`,
          ),
        );
        const highest = before.tables.collections.map((line) => JSON.parse(line).id as number);
        expect(id).toBeGreaterThan(Math.max(...highest));
      } finally {
        await target.close();
      }
    },
    120_000,
  );

  it('refuses a database that holds rows, and changes nothing', async () => {
    const database = { db: source.db, migrate: async () => {} };
    await expect(restoreBackup(archive, { database, filesRoot: sourceFiles })).rejects.toThrow(
      /only into an empty database; this one holds rows \(.*scores: 60/,
    );
    expect(await everything(source.db, sourceFiles)).toEqual(before);
  });

  it('refuses a damaged archive, a changed part and a newer migration level; the target stays empty', async () => {
    const bytes = await readFile(archive);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    const damaged = `${archive}.damaged`;
    await writeFile(damaged, bytes);
    const changedPart = await repacked(archive, async (dir, unchanged) => {
      const path = join(dir, 'tables', 'scores.jsonl');
      await writeFile(path, (await readFile(path, 'utf8')).replace('"shelfmark":"', '"shelfmark":"X'));
      return unchanged;
    });
    const newer = await repacked(archive, async (_dir, m) => ({
      ...m,
      migrations: { level: MIGRATIONS.level + 1, last: '9999_future' },
    }));
    const target = await emptyTarget(kind);
    try {
      for (const [file, message] of [
        [damaged, /is not a readable backup/],
        [changedPart, /damaged: tables\/scores.jsonl does not match its SHA-256/],
        [newer, /made by a newer Fontes/],
      ] as const) {
        const attempt = restoreBackup(file, target);
        await expect(attempt).rejects.toThrow(RestoreRefusal);
        await expect(attempt).rejects.toThrow(message);
      }
      expect(await everything(target.database.db, target.filesRoot)).toEqual({ tables: {}, files: {} });
    } finally {
      await target.close();
    }
  }, 120_000);
});

/** One tar member, its header written by hand: what no well-made archive holds. */
function member(path: string, type: 'File' | 'SymbolicLink', body = '', linkpath?: string): Buffer {
  const data = Buffer.from(body);
  const header = Buffer.alloc(512);
  new tar.Header({ path, type, linkpath, size: data.length, mode: 0o644, mtime: new Date(0) }).encode(
    header,
    0,
  );
  return Buffer.concat([header, data, Buffer.alloc((512 - (data.length % 512)) % 512)]);
}

const restoreCli = fileURLToPath(new URL('../cli/restore.ts', import.meta.url));
const tsxCli = fileURLToPath(import.meta.resolve('tsx/cli'));

describe('npm run restore with a crafted archive', () => {
  it('refuses a link, a member under it, an absolute or an escaping path, naming the archive, and leaves nothing behind', async () => {
    const root = await mkdtemp(join(tmpdir(), 'fontes-crafted-'));
    const outside = join(root, 'outside');
    await mkdir(outside);
    // Members big enough that their writes are still going when a refusal comes.
    const bulk = Array.from({ length: 40 }, (_, i) =>
      member(`files/ab/bulk${i}`, 'File', 'x'.repeat(200_000)),
    );
    const archives: Array<[string, Buffer[], string]> = [
      [
        'absolute-first.tar.gz',
        [
          member('manifest.json', 'File', '{}'),
          member(`${outside}/abs.txt`, 'File', 'abs'),
          member('files', 'SymbolicLink', '', outside),
          member('files/evil.txt', 'File', 'evil'),
          ...bulk,
        ],
        `${outside}/abs.txt`,
      ],
      [
        'link-then-file.tar.gz',
        [
          member('manifest.json', 'File', '{}'),
          ...bulk,
          member('files', 'SymbolicLink', '', outside),
          member('files/evil.txt', 'File', 'evil'),
        ],
        'files',
      ],
      [
        'escaping.tar.gz',
        [member('manifest.json', 'File', '{}'), member('../up.txt', 'File', 'up'), ...bulk],
        '../up.txt',
      ],
    ];
    const refusal = (archive: string, stray: string) =>
      `${archive} is not a Fontes backup: it holds "${stray}", which is no plain file or folder inside the archive. Nothing was changed.`;
    const target = await emptyTarget('pglite');
    try {
      for (const [name, members, stray] of archives) {
        const archive = join(root, name);
        await writeFile(archive, gzipSync(Buffer.concat([...members, Buffer.alloc(1024)])));
        await expect(restoreBackup(archive, target)).rejects.toThrow(
          new RestoreRefusal(refusal(archive, stray)),
        );
        const dataDir = dirname(target.filesRoot);
        expect((await readdir(dataDir)).filter((entry) => entry.startsWith('.restore-'))).toEqual([]);
      }
      expect(await readdir(outside)).toEqual([]);
      expect(await readdir(root)).not.toContain('up.txt');
      expect(await everything(target.database.db, target.filesRoot)).toEqual({ tables: {}, files: {} });
      // As the command says it, without a stack, into a data folder of its own.
      const [name, , stray] = archives[0];
      const dataDir = join(root, 'data');
      const run = await promisify(execFile)(process.execPath, [tsxCli, restoreCli, join(root, name)], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect([run.code, run.stderr.trim()]).toEqual([1, refusal(join(root, name), stray)]);
      expect((await readdir(dataDir)).filter((entry) => entry.startsWith('.restore-'))).toEqual([]);
    } finally {
      await target.close();
      await rm(root, { recursive: true, force: true });
    }
  }, 120_000);
});
