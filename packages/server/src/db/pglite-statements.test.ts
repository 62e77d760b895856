import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startTestServer, type TestServer } from '../test/harness.ts';
import { rowsOf } from './database.ts';
import { PGliteWithStatements, preparedPerExecutor } from './pglite-statements.ts';
import { collections } from './schema.ts';

describe('PGlite query with a statement name', () => {
  let pg: PGliteWithStatements;
  const queryNamed = <T>(name: string, text: string, params: unknown[], options = {}) =>
    pg.query<T>(text, params, { ...options, name });
  beforeAll(async () => {
    pg = new PGliteWithStatements('memory://');
    await pg.waitReady;
    await pg.exec(`create table t (id int primary key, name text, at timestamptz, tags text[]);
      insert into t values (1, 'eins', '2026-01-02T03:04:05Z', '{a,b}'), (2, null, null, null), (3, 'drei', now(), '{}')`);
  });
  afterAll(() => pg.close());

  const text = 'select id, name, at, tags from t where id >= $1 and (name = $2 or $2 is null) order by id';
  const prepared = () =>
    pg.query<{ name: string }>('select name from pg_prepared_statements where name = $1', ['t_rows']);

  it('answers what an unprepared query answers, for different parameters, from one statement', async () => {
    for (const params of [
      [1, null],
      [2, null],
      [1, 'drei'],
      [9, 'x'],
    ]) {
      const named = await queryNamed('t_rows', text, params);
      const plain = await pg.query(text, params);
      expect(named.rows).toEqual(plain.rows);
      expect(named.fields).toEqual(plain.fields);
    }
    expect((await prepared()).rows).toHaveLength(1);
  });

  it('passes query options through (array rows)', async () => {
    const named = await queryNamed('t_rows', text, [1, 'eins'], { rowMode: 'array' });
    expect(named.rows).toEqual((await pg.query(text, [1, 'eins'], { rowMode: 'array' })).rows);
  });

  it('rejects a failing execution and keeps working afterwards', async () => {
    const divide = 'select 10 / $1::int as q';
    await expect(queryNamed('divide', divide, [0])).rejects.toThrow(/division by zero/);
    expect((await queryNamed('divide', divide, [5])).rows).toEqual([{ q: 2 }]);
    await expect(queryNamed('broken', 'select from nowhere', [])).rejects.toThrow(/nowhere/);
    expect((await pg.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('replaces a statement when the same name comes with another text', async () => {
    expect((await queryNamed('swap', 'select $1::int + 1 as n', [1])).rows).toEqual([{ n: 2 }]);
    expect((await queryNamed('swap', 'select $1::int * 10 as n', [3])).rows).toEqual([{ n: 30 }]);
  });

  it('prepares a transaction’s data statements: the same answers, at most 200 kept, errors as before', async () => {
    const texts = Array.from({ length: 250 }, (_, i) => `select $1::int + ${i} as n`);
    await pg.transaction(async (tx) => {
      for (const [i, text] of texts.entries())
        expect((await tx.query(text, [1])).rows).toEqual([{ n: i + 1 }]);
      // The first ones gave their names to later ones and are prepared again.
      for (const [i, text] of texts.slice(0, 5).entries())
        expect((await tx.query(text, [2])).rows).toEqual([{ n: i + 2 }]);
      const inserted = await tx.query('insert into t (id, name) values ($1, $2) returning id, name', [
        7,
        'sieben',
      ]);
      expect(inserted.rows).toEqual([{ id: 7, name: 'sieben' }]);
      await tx.query('create table t_schema (id int)');
      await tx.rollback();
    });
    const kept = await pg.query<{ n: number }>(
      `select count(*)::int as n from pg_prepared_statements where name like 'fontes_tx_%'`,
    );
    expect(kept.rows[0].n).toBe(200);
    expect((await pg.query('select id from t where id = 7')).rows).toEqual([]);
    await expect(
      pg.transaction((tx) => tx.query('insert into t (id, name) values ($1, $2)', [1, 'doppelt'])),
    ).rejects.toThrow(/duplicate key/);
    await pg.transaction(async (tx) => {
      expect((await tx.query('select name from t where id = $1', [1])).rows).toEqual([{ name: 'eins' }]);
    });
  });

  it('waits for another caller’s open transaction instead of running inside it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = pg.transaction(async (tx) => {
      await tx.query(`update t set name = 'uncommitted' where id = 1`);
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const read = queryNamed<{ name: string }>('t_name', 'select name from t where id = $1', [1]);
    release();
    await transaction;
    expect((await read).rows).toEqual([{ name: 'eins' }]);
  });
});

describe.each(databaseKinds)('drizzle queries on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.db.insert(collections).values([
      { name: 'Erste', prefix: 'A-1' },
      { name: 'Zweite', prefix: 'A-2' },
    ]);
  });
  afterAll(() => server.close());

  const byName = preparedPerExecutor('test_collection_by_name', (db) =>
    db.query.collections.findFirst({
      columns: { name: true, prefix: true },
      where: eq(collections.name, sql.placeholder('name')),
    }),
  );

  it('answers what the unprepared query answers, call after call, inside a transaction too', async () => {
    const { db } = server;
    expect(byName(db)).toBe(byName(db));
    for (const name of ['Erste', 'Zweite', 'Keine', 'Erste']) {
      const unprepared = await db.query.collections.findFirst({
        columns: { name: true, prefix: true },
        where: eq(collections.name, name),
      });
      expect(await byName(db).execute({ name })).toEqual(unprepared);
    }
    await db.transaction(async (tx) => {
      expect(await byName(tx).execute({ name: 'Zweite' })).toEqual({ name: 'Zweite', prefix: 'A-2' });
    });
    if (kind === 'pglite') {
      const statements = await db.execute(
        sql`select name from pg_prepared_statements where name = 'test_collection_by_name'`,
      );
      expect(rowsOf(statements)).toHaveLength(1);
    }
  });

  it('answers timestamps, dates, intervals and their arrays as drizzle maps them, in a transaction too', async () => {
    const { db } = server;
    const values = sql`select '2026-01-02 03:04:05.678'::timestamp as local, '2026-01-02'::date as day,
      '1 day 02:00:00'::interval as span, array['2026-01-02'::date] as days, array[1.5::numeric] as amounts`;
    const expected = {
      local: '2026-01-02 03:04:05.678',
      day: '2026-01-02',
      span: '1 day 02:00:00',
      days: '{2026-01-02}',
      amounts: '{1.5}',
    };
    expect(rowsOf(await db.execute(values))).toEqual([expected]);
    await db.transaction(async (tx) => {
      expect(rowsOf(await tx.execute(values))).toEqual([expected]);
      const [row] = await tx.select({ at: collections.created_at }).from(collections).limit(1);
      expect(row.at).toBeInstanceOf(Date);
      expect(Math.abs(row.at.getTime() - Date.now())).toBeLessThan(60_000);
    });
  });
});
