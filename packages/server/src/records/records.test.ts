import type { collectionSchema } from '@fontes/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.ts';
import type { Transaction } from '../db/database.ts';
import { collections, names, people, revisionParts, revisions, searchRecords } from '../db/schema.ts';
import { type CollectionRecord, collectionRecord } from '../entities/collection/collection-record.ts';
import { personRecord } from '../entities/person/person-record.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { translator } from '../i18n.ts';
import { loadSessionUser } from '../session/session-user.ts';
import { createUser, databaseKinds, startTestServer, type TestServer } from '../test/harness.ts';
import { deleteRecord } from './delete-record.ts';
import type { Deleted, RecordDefinition } from './record-definition.ts';
import { REVISION_PART_LENGTH, revisionPartsOf, revisionsOf } from './revisions.ts';
import { saveBatch, saveRecord } from './save-record.ts';

// The generic paths, driven with definitions that exercise what no entity has yet.
describe.each(databaseKinds)('generic record paths on %s', (kind) => {
  let server: TestServer;
  let ctx: GraphQLContext;
  beforeAll(async () => {
    server = await startTestServer(kind);
    const { id } = await createUser(server.db);
    const silent = { error: () => {}, warn: () => {}, info: () => {} } as unknown as GraphQLContext['log'];
    ctx = {
      db: server.db,
      config: configFromEnv({}),
      log: silent,
      locale: 'en',
      t: translator('en'),
      user: await loadSessionUser(server.db, id),
      sessionTokenHash: null,
      xsrfValid: true,
      mailer: { send: async () => {} },
      clientIp: '127.0.0.1',
    };
  });
  afterAll(() => server.close());

  const rowCount = async () => (await server.db.select().from(collections)).length;

  it('refuses to delete a record that is still referenced, naming what holds it', async () => {
    const saved = await saveRecord(ctx, collectionRecord, { input: { name: 'Held', prefix: 'H' } });
    const held = {
      ...collectionRecord,
      references: [
        { type: 'score' as const, holders: async () => [101, 102] },
        { type: 'catalog' as const, holders: async () => [103] },
        { type: 'person' as const, holders: async () => [] },
      ],
    };
    const refused = await deleteRecord(ctx, held, saved.id as number);
    const references = '2 scores, 1 catalog';
    expect(refused).toEqual({
      success: false,
      message: `This record cannot be deleted because it is still referenced by: ${references}.`,
      message_key: 'Server.error_referenced',
      message_params: [{ name: 'references', value: references }],
      errors: [],
    });
    const de = await deleteRecord({ ...ctx, t: translator('de') }, held, saved.id as number);
    expect(de.message).toContain('2 Musikalien');
    expect(
      await server.db
        .select()
        .from(collections)
        .where(eq(collections.id, saved.id as number)),
    ).toHaveLength(1);
    expect((await deleteRecord(ctx, collectionRecord, saved.id as number)).success).toBe(true);
  });

  it('hands afterDelete the row as it was stored, in the delete’s transaction, after its revision', async () => {
    const saved = await saveRecord(ctx, collectionRecord, { input: { name: 'Gone', prefix: 'G' } });
    const id = saved.id as number;
    const seen: unknown[] = [];
    const watched = {
      ...collectionRecord,
      async afterDelete(tx: Transaction, _: GraphQLContext, deleted: Deleted<{ name: string }>) {
        const [stillThere] = await tx.select().from(collections).where(eq(collections.id, id));
        const logged = await tx
          .select({ action: revisions.action })
          .from(revisions)
          .where(and(eq(revisions.record_type, 'collection'), eq(revisions.record_id, id)));
        seen.push({ ...deleted, stillThere, logged: logged.map((r) => r.action) });
      },
    };
    expect(await deleteRecord(ctx, watched, id)).toMatchObject({ success: true, message: 'Deleted.' });
    expect(seen).toEqual([
      {
        id,
        row: expect.objectContaining({ id, name: 'Gone', prefix: 'G' }),
        record: expect.objectContaining({ id, name: 'Gone' }),
        stillThere: undefined,
        logged: ['create', 'delete'],
      },
    ]);
  });

  it('runs what afterDelete answers once the delete is committed', async () => {
    const saved = await saveRecord(ctx, collectionRecord, { input: { name: 'Later', prefix: 'L' } });
    const id = saved.id as number;
    const seen: unknown[] = [];
    const followed = {
      ...collectionRecord,
      afterDelete: async () => async () => {
        seen.push(await ctx.db.select().from(collections).where(eq(collections.id, id)));
      },
    };
    expect(await deleteRecord(ctx, followed, id)).toMatchObject({ success: true });
    expect(seen).toEqual([[]]);
  });

  it('undoes the delete when afterDelete fails, and answers the entity save-failure message', async () => {
    const saved = await saveRecord(ctx, collectionRecord, { input: { name: 'Kept', prefix: 'K' } });
    const id = saved.id as number;
    const failing = {
      ...collectionRecord,
      afterDelete: async () => {
        throw new Error('disk gone');
      },
    };
    expect(await deleteRecord(ctx, failing, id)).toMatchObject({
      success: false,
      message: 'An error occurred while saving this dataset!',
    });
    expect(await server.db.select().from(collections).where(eq(collections.id, id))).toHaveLength(1);
    const logged = await server.db
      .select({ action: revisions.action })
      .from(revisions)
      .where(and(eq(revisions.record_type, 'collection'), eq(revisions.record_id, id)));
    expect(logged.map((r) => r.action)).toEqual(['create']);
    expect(await server.db.select().from(searchRecords).where(eq(searchRecords.title, 'Kept'))).toHaveLength(
      1,
    );
  });

  it('hands the hooks the operation’s arguments beside the input, typed by the definition', async () => {
    const seen: unknown[] = [];
    const placed: RecordDefinition<typeof collectionSchema, CollectionRecord, undefined, { shelf: number }> =
      {
        ...collectionRecord,
        beforeSave: async (_, request) => {
          seen.push(['beforeSave', request.shelf, request.input?.name]);
          return { input: request.input ?? {} };
        },
        afterWrite: async (_, written) => {
          seen.push(['afterWrite', ...written.map((w) => [w.args, w.values.name])]);
        },
      };
    const saved = await saveRecord(ctx, placed, { input: { name: 'Shelved', prefix: 'SH' }, shelf: 7 });
    expect(saved.success).toBe(true);
    const batch = await saveBatch(ctx, placed, {
      args: { shelf: 3 },
      inputs: async () => [
        { name: 'One', prefix: 'O1' },
        { name: 'Two', prefix: 'O2' },
      ],
    });
    expect(batch).toMatchObject({ success: true });
    expect(seen).toEqual([
      ['beforeSave', 7, 'Shelved'],
      ['afterWrite', [{ shelf: 7 }, 'Shelved']],
      ['beforeSave', 3, undefined],
      ['afterWrite', [{ shelf: 3 }, 'One'], [{ shelf: 3 }, 'Two']],
    ]);
  });

  it('writes what a batch writes beside its records only once they passed validation, in its transaction', async () => {
    const before = await rowCount();
    const besides: string[] = [];
    const batch = (second: Record<string, unknown>, fail = false) =>
      saveBatch(ctx, collectionRecord, {
        args: {},
        inputs: async () => [{ name: 'Batch one', prefix: 'B1' }, second],
        afterWrite: async (tx) => {
          besides.push(`after ${(await tx.select().from(collections)).length - before} rows`);
          if (fail) throw new Error('disk full');
        },
      });
    const refused = await batch({ name: ' ', prefix: 'B2' });
    expect(refused).toMatchObject({ success: false, errors: [{ path: 'name' }] });
    expect(besides).toEqual([]);
    const failed = await batch({ name: 'Batch two', prefix: 'B2' }, true);
    expect(failed).toMatchObject({ success: false, message: 'An error occurred while saving this dataset!' });
    expect(besides).toEqual(['after 2 rows']);
    expect(await rowCount()).toBe(before);
    const empty = await saveBatch(ctx, collectionRecord, {
      args: {},
      inputs: async () => [],
      afterWrite: async () => {
        besides.push('empty');
      },
    });
    expect(empty).toMatchObject({ success: true, ids: [] });
    expect(besides).toEqual(['after 2 rows', 'empty']);
  });

  it('rolls the whole save back when a nested list fails, and answers the entity save-failure message', async () => {
    const before = await rowCount();
    const failing = {
      ...collectionRecord,
      afterWrite: async () => {
        throw new Error('disk full');
      },
    };
    const result = await saveRecord(ctx, failing, { input: { name: 'Half saved', prefix: 'HS' } });
    expect(result).toMatchObject({
      success: false,
      id: null,
      message: 'An error occurred while saving this dataset!',
    });
    expect(await rowCount()).toBe(before);
    expect(
      await server.db.select().from(searchRecords).where(eq(searchRecords.title, 'Half saved')),
    ).toHaveLength(0);
  });

  it('rolls back the record, its earlier nested rows, revision and search entry when a later nested row fails in the database', async () => {
    const tables = [people, names, revisions, searchRecords];
    const count = () => Promise.all(tables.map((table) => server.db.$count(table)));
    const before = await count();
    const [nameList, ...otherLists] = personRecord.lists ?? [];
    // The second name breaks a NOT NULL constraint after the person row has been written.
    const failing = {
      ...personRecord,
      lists: [
        {
          ...nameList,
          columns: (n: { name: string }) => ({
            ...nameList.columns(n),
            name: n.name === 'B' ? null : n.name,
          }),
        },
        ...otherLists,
      ],
    };
    const input = { names: [{ name: 'A', primary: true }, { name: 'B' }] };
    const result = await saveRecord(ctx, failing, { input });
    expect(result).toMatchObject({
      success: false,
      id: null,
      message: 'An error occurred while saving this dataset!',
    });
    expect(await count()).toEqual(before);
  });

  it('keeps a very large snapshot in parts and gives it back whole, a pair of surrogates never cut', async () => {
    // Three parts and more, of text with many surrogate pairs that a cut could fall between.
    const long = 'ä😀'.repeat(REVISION_PART_LENGTH);
    const large = { ...collectionRecord, revision: (record: object) => ({ ...record, long }) };
    const saved = await saveRecord(ctx, large, { input: { name: 'Large', prefix: 'L' } });
    const id = saved.id as number;
    const parts = await server.db
      .select({ text: revisionParts.text })
      .from(revisionParts)
      .innerJoin(revisions, eq(revisions.id, revisionParts.revision_id))
      .where(eq(revisions.record_id, id));
    expect(parts.length).toBeGreaterThanOrEqual(3);
    const [history] = await revisionsOf(server.db, 'collection', id);
    expect(history).toMatchObject({ action: 'create', snapshot: { id, name: 'Large', long } });
    const small = await saveRecord(ctx, collectionRecord, { input: { name: 'Small', prefix: 'S' } });
    expect(await revisionsOf(server.db, 'collection', small.id as number)).toMatchObject([
      { action: 'create', snapshot: { name: 'Small' } },
    ]);
  });
});

describe('revisionPartsOf', () => {
  it('cuts text into parts of the length asked, moving a cut that would split a surrogate pair', () => {
    expect(revisionPartsOf('abcdef', 4)).toEqual(['abcd', 'ef']);
    expect(revisionPartsOf('abc😀de', 4)).toEqual(['abc', '😀de']);
    expect(revisionPartsOf('', 4)).toEqual([]);
  });
});
