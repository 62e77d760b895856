import type { RecordName } from '@fontes/domain';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, expect, it } from 'vitest';
import { recordDefinitions } from '../entities/resolvers.ts';
import { revisionsOf } from '../records/revisions.ts';
import { type CatalogueEnv, describeCatalogue, type Fixtures, type Input, type Loaded } from './catalogue.ts';
import type { CatalogueEntity } from './catalogue-fields.ts';
import { inputOf } from './catalogue-inputs.ts';
import { createUser } from './harness.ts';

/** What every catalogue record promises, described per entity and checked by one table of tests. */
export interface RecordContract {
  entity: CatalogueEntity;
  name: RecordName;
  table: PgTable;
  /** A valid input with every field and nested list filled, making what it points at. */
  create(fx: Fixtures): Promise<Input>;
  /** What reading the new record back shows. */
  expected(input: Input): object;
  /** Changes to the nested lists of a saved record, and what must hold afterwards (kept ids…). */
  change(record: Loaded, fx: Fixtures): Promise<{ input: Input; check(before: Loaded, after: Loaded): void }>;
  /** Invalid inputs made from a valid one, with the [path, key] of each error. */
  invalid: Array<{ name: string; input(valid: Input): Input; errors: Array<[string, string]> }>;
  /** A link deep in a nested list to a record that does not exist, and its error path. */
  unknownLink?: { input(valid: Input): Input; path: string };
  /** Makes something hold the record; the refusal must name it (count, type, title) in both languages. */
  holder?: {
    hold(fx: Fixtures, record: Loaded): Promise<{ release(): Promise<void> }>;
    en: RegExp;
    de: RegExp;
  };
  /** Words that find the record in search, and the title it is listed by (none for pages). */
  search?(record: Loaded): { query: string; title: string };
}

/**
 * A record without its rows' ids and versions: what a restore brings back as it was (an item the change
 * removed comes back as a new row; an image's annotations name their image by its id).
 */
const withoutIds = (record: Loaded) =>
  JSON.parse(
    JSON.stringify(record, (key, value) =>
      ['id', 'updated_at', 'iiifable_id'].includes(key) ? undefined : value,
    ),
  );

function restoreRevision(
  env: CatalogueEnv,
  type: RecordName,
  id: number,
  revision: number,
  updatedAt: string,
) {
  const query = `mutation R($type: RecordName!, $id: Int!, $revision: Int!, $at: String) {
    restoreRevision(type: $type, id: $id, revision: $revision, updated_at: $at) { success message id errors { path key } } }`;
  return env.api.call(query, { type, id, revision, at: updatedAt }).then((data) => data.restoreRevision);
}

function historyPage(env: CatalogueEnv, type: RecordName, id: number) {
  const query = `query H($type: RecordName!, $id: Int!) {
    revisions(type: $type, id: $id) { total items { id action summary restored_from author created_at } } }`;
  return env.api.call(query, { type, id }).then((data) => data.revisions);
}

/** The contract's tests for one entity, then `more` of its own, on each kind of database. */
export function describeRecord(spec: RecordContract, more?: (env: () => CatalogueEnv) => void): void {
  describeCatalogue(spec.entity, (current) => {
    let env: CatalogueEnv;
    beforeAll(() => {
      env = current();
    });

    const rows = () => env.server.db.$count(spec.table);
    const historyOf = (id: number) => revisionsOf(env.server.db, spec.name, id);

    it('creates a record and reads back every field', async () => {
      const input = await spec.create(env.fx);
      const saved = await env.api.save(spec.entity, input);
      expect(saved).toMatchObject(spec.expected(input));
      expect(saved.created_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
      expect(saved.updated_at).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    });

    it('loads the record with all its lists in one SQL statement', async () => {
      const saved = await env.api.save(spec.entity, await spec.create(env.fx));
      expect(await env.api.statements(() => env.api.get(spec.entity, saved.id, { token: null }))).toBe(1);
    });

    it('maps its row as drizzle’s own relational mapping and serializing would', async () => {
      const saved = await env.api.save(spec.entity, await spec.create(env.fx));
      const { load } = recordDefinitions[spec.name as keyof typeof recordDefinitions];
      const loaded = await load(env.server.db, saved.id);
      expect(loaded).toEqual(await load.reference(env.server.db, saved.id));
      expect(JSON.stringify(loaded)).toBe(JSON.stringify(await load.reference(env.server.db, saved.id)));
    });

    it('saves a loaded record unchanged, then changes its nested lists keeping the ids of kept items', async () => {
      const saved = await env.api.save(spec.entity, await spec.create(env.fx));
      const resaved = await env.api.save(spec.entity, inputOf(spec.entity, saved));
      expect({ ...resaved, updated_at: saved.updated_at }).toEqual(saved);
      const { input, check } = await spec.change(resaved, env.fx);
      check(resaved, await env.api.save(spec.entity, input));
    });

    it.each(spec.invalid)(
      'answers $name at its path, translated, and writes nothing',
      async ({ input, errors }) => {
        const valid = await spec.create(env.fx);
        const before = await rows();
        for (const locale of ['en', 'de'] as const) {
          const answer = await env.api.upsert(spec.entity, input(valid), { locale });
          expect(answer).toMatchObject({ success: false, id: null });
          expect(answer.errors.map((e) => [e.path, e.key])).toEqual(errors);
          for (const error of answer.errors) expect(error.message).not.toBe(error.key);
        }
        expect(await rows()).toBe(before);
      },
    );

    if (spec.unknownLink) {
      const link = spec.unknownLink;
      it('refuses a link to a record that does not exist at its path, and writes nothing of the record', async () => {
        const input = link.input(await spec.create(env.fx));
        const before = await rows();
        const answer = await env.api.upsert(spec.entity, input);
        expect(answer.errors).toEqual([
          {
            path: link.path,
            key: 'Validation.error_unknown_record',
            message: 'This record does not exist (any more).',
          },
        ]);
        expect(await rows()).toBe(before);
      });
    }

    it('refuses a stale version and unknown or negative ids', async () => {
      const saved = await env.api.save(spec.entity, await spec.create(env.fx));
      await env.api.save(spec.entity, inputOf(spec.entity, saved));
      const stale = await env.api.upsert(spec.entity, inputOf(spec.entity, saved), { locale: 'de' });
      expect(stale.message).toMatch(
        /inzwischen an anderer Stelle gespeichert \(vielleicht in einem anderen Tab\)/,
      );
      for (const id of [999_999, -1]) {
        expect(await env.api.get(spec.entity, id)).toBeNull();
        const update = await env.api.upsert(spec.entity, inputOf(spec.entity, saved, { id }));
        expect(update).toMatchObject({ success: false, message: 'The record does not exist.' });
        expect(await env.api.remove(spec.entity, id)).toEqual({
          success: false,
          message: 'The record does not exist.',
        });
      }
    });

    it('writes a revision with the record as loaded for every save and delete', async () => {
      const saved = await env.api.save(spec.entity, await spec.create(env.fx));
      const updated = await env.api.save(spec.entity, inputOf(spec.entity, saved));
      expect((await env.api.remove(spec.entity, saved.id)).success).toBe(true);
      const history = await historyOf(saved.id);
      expect(history.map((r) => r.action)).toEqual(['create', 'update', 'delete']);
      expect(history.every((r) => r.user_id !== null)).toBe(true);
      expect(history[1].snapshot).toMatchObject({ id: saved.id, updated_at: updated.updated_at });
      expect(history[2].snapshot).toMatchObject({ id: saved.id });
    });

    /** A record saved, changed, and its first revision asked to be restored over the change. */
    async function firstRestoredOverChange() {
      const saved = await env.api.save(spec.entity, await spec.create(env.fx));
      const { input } = await spec.change(saved, env.fx);
      const changed = await env.api.save(spec.entity, input);
      const [first] = await historyOf(saved.id);
      const answer = await restoreRevision(env, spec.name, saved.id, first.id, changed.updated_at);
      return { saved, changed, first, answer };
    }
    const restoresVersions =
      recordDefinitions[spec.name as keyof typeof recordDefinitions].restoresVersions !== false;
    if (restoresVersions)
      it('restores its first revision over a change, lists and all, and the history names the restore', async () => {
        const { saved, first, answer } = await firstRestoredOverChange();
        expect(answer, JSON.stringify(answer)).toMatchObject({ success: true, id: saved.id });
        const restored = await env.api.get(spec.entity, saved.id);
        expect(withoutIds(restored)).toEqual(withoutIds(saved));
        const history = await historyPage(env, spec.name, saved.id);
        expect(history.items.map((r: Loaded) => r.action)).toEqual(['update', 'update', 'create']);
        expect(history.items[0]).toMatchObject({ restored_from: first.id });
        expect(history.items[0].summary).toMatch(/^Version 1 restored: /);
      });
    else
      it('refuses to restore an earlier version, changing nothing', async () => {
        const { saved, changed, answer } = await firstRestoredOverChange();
        expect(answer).toMatchObject({ success: false });
        expect(await env.api.get(spec.entity, saved.id)).toEqual(changed);
        expect((await historyPage(env, spec.name, saved.id)).items).toHaveLength(2);
      });

    if (spec.holder) {
      const holder = spec.holder;
      it('refuses to delete while something holds the record, naming it in en and de; then deletes', async () => {
        const saved = await env.api.save(spec.entity, await spec.create(env.fx));
        const held = await holder.hold(env.fx, saved);
        const en = await env.api.remove(spec.entity, saved.id);
        expect(en.success).toBe(false);
        expect(en.message).toMatch(holder.en);
        expect((await env.api.remove(spec.entity, saved.id, { locale: 'de' })).message).toMatch(holder.de);
        expect(await env.api.get(spec.entity, saved.id)).not.toBeNull();
        await held.release();
        expect((await env.api.remove(spec.entity, saved.id)).success).toBe(true);
        expect(await env.api.get(spec.entity, saved.id)).toBeNull();
      });
    }

    it('refuses writes without the contributor role and changes nothing', async () => {
      const saved = await env.api.save(spec.entity, await spec.create(env.fx));
      const fresh = await spec.create(env.fx);
      const before = await rows();
      const callers = [
        null,
        (await createUser(env.server.db, { permission: 3 })).token,
        (await createUser(env.server.db, { permission: 2, verified: false })).token,
      ];
      for (const token of callers) {
        const created = await env.api.upsert(spec.entity, fresh, { token });
        expect(created).toMatchObject({ success: false, id: null });
        expect((await env.api.upsert(spec.entity, inputOf(spec.entity, saved), { token })).success).toBe(
          false,
        );
        expect((await env.api.remove(spec.entity, saved.id, { token })).success).toBe(false);
      }
      expect(await env.api.get(spec.entity, saved.id)).toEqual(saved);
      expect(await rows()).toBe(before);
    });

    if (spec.search) {
      const search = spec.search;
      it('keeps its search entry in step with saves and deletes', async () => {
        const saved = await env.api.save(spec.entity, await spec.create(env.fx));
        const { query, title } = search(saved);
        const found = await env.api.search(query, spec.name);
        expect(found.items).toContainEqual(expect.objectContaining({ id: saved.id, title }));
        await env.api.remove(spec.entity, saved.id);
        expect((await env.api.search(query, spec.name)).items.map((i) => i.id)).not.toContain(saved.id);
      });
    }

    more?.(current);
  });
}
