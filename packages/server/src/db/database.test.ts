import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseKinds, freshPostgresDatabase } from '../test/harness.ts';
import { DatabaseInUse } from './data-folder-lock.ts';
import { openDatabase, rowsOf } from './database.ts';
import { collections } from './schema.ts';

describe('openDatabase on PGlite', () => {
  it('creates the data folder, migrates it, and finds what was saved when opened again', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'fontes-db-')), 'data', 'db');
    try {
      const first = await openDatabase({ dataDir });
      await first.db.insert(collections).values({ name: 'Marienau', prefix: 'D-MAR' });
      await first.close();
      const again = await openDatabase({ dataDir });
      expect(await again.db.select({ name: collections.name }).from(collections)).toEqual([
        { name: 'Marienau' },
      ]);
      await again.close();
    } finally {
      await rm(join(dataDir, '..', '..'), { recursive: true, force: true });
    }
  });

  it('refuses a folder another open holds, and takes over the lock of a process that has ended', async () => {
    const dataDir = join(await mkdtemp(join(tmpdir(), 'fontes-db-')), 'db');
    try {
      const first = await openDatabase({ dataDir, migrate: false });
      await expect(openDatabase({ dataDir, migrate: false })).rejects.toThrow(DatabaseInUse);
      await first.close();
      // A crashed process leaves its lock behind; no process has this pid (above the kernel's maximum).
      await writeFile(`${dataDir}.lock`, '4194305\n');
      const again = await openDatabase({ dataDir, migrate: false });
      await expect(openDatabase({ dataDir, migrate: false })).rejects.toThrow(
        `is open in process ${process.pid}`,
      );
      await again.close();
    } finally {
      await rm(join(dataDir, '..'), { recursive: true, force: true });
    }
  }, 120_000);
});

// On PostgreSQL only: PGlite has no server that could end a connection.
describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('openDatabase on %s', () => {
  it('survives the server ending its idle connections and answers the next query on a new one', async () => {
    const postgres = await freshPostgresDatabase();
    const ended: Error[] = [];
    const database = await openDatabase({ url: postgres.url, onIdleError: (error) => ended.push(error) });
    try {
      const pid = async () =>
        rowsOf<{ pid: number }>(await database.db.execute('select pg_backend_pid() as pid'))[0].pid;
      const before = await pid();
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [before]);
      await admin.end();
      await expect.poll(() => ended.length).toBe(1);
      expect(ended[0].message).toMatch(/terminating connection/);
      expect(await pid()).not.toBe(before);
    } finally {
      await database.close();
      await postgres.drop();
    }
  });
});
