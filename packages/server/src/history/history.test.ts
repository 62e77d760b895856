import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { oaiTombstones } from '../db/schema.ts';
import { again, type CatalogueEnv, describeCatalogue, type Loaded } from '../test/catalogue.ts';
import { inputOf, itemInput } from '../test/catalogue-inputs.ts';
import { createUser, gql } from '../test/harness.ts';

// The history of records: what each revision says it changed, diffs between versions, restoring a
// version and a deleted record, and what is refused. Every record type's restore is in the record contract.

const REVISIONS = `query H($type: RecordName!, $id: Int!, $first: Int, $after: String) {
  revisions(type: $type, id: $id, first: $first, after: $after) {
    total endCursor hasNextPage
    items { id type record_id action author summary restored_from title
      changes { field label added changed removed } } } }`;

const DIFF = `query D($type: RecordName!, $id: Int!, $from: Int!, $to: Int) {
  revisionDiff(type: $type, id: $id, from: $from, to: $to) {
    from { id action } to { id }
    fields { field label change before after words { text change }
      items { position label change incipit_before { clef pae } incipit_after { clef pae }
        fields { field label change before after } } } } }`;

const RESTORE = `mutation R($type: RecordName!, $id: Int!, $revision: Int!, $at: String) {
  restoreRevision(type: $type, id: $id, revision: $revision, updated_at: $at) {
    success message message_key id errors { path key message } } }`;

const DELETED = `query X($type: RecordName!) {
  deletedRecords(type: $type) { total items { id record_id action title author summary } } }`;

const RESTORE_DELETED = `mutation RD($type: RecordName!, $id: Int!) {
  restoreDeleted(type: $type, id: $id) { success message id errors { path key } } }`;

const INCIPIT = { number: '1.1.1', clef: 'G-2', pae: "'4C8DEFG4A" };

describeCatalogue('History', (current) => {
  let env: CatalogueEnv;
  beforeAll(() => {
    env = current();
  });
  const call = (query: string, variables: object, locale: 'en' | 'de' = 'en') =>
    env.api.call(query, variables as Record<string, unknown>, { locale });
  const history = async (type: string, id: number, locale: 'en' | 'de' = 'en') =>
    (await call(REVISIONS, { type, id }, locale)).revisions;

  /** A score saved, then changed: a title, two incipits changed and a part added. */
  async function changedScore() {
    const saved = await env.fx.score({
      title: 'Missa in C',
      notes: 'Eine Abschrift der Messe aus dem Nachlass des Regens chori, mit Stimmen in zwei Händen.',
      incipits: [INCIPIT, { ...INCIPIT, number: '1.1.2' }],
    });
    const input = inputOf('Score', saved, {
      title: 'Missa in D',
      notes: 'Eine Abschrift der Messe aus dem Nachlass des Chorregenten, mit Stimmen in zwei Händen.',
      incipits: itemInput(saved.incipits).map((incipit: Loaded) => ({ ...incipit, pae: "'4D8EFGA4B" })),
      parts: [{ score_type: 'individual', source_type: 'cpy', voices: [{ voice: 'sop' }] }],
    });
    const changed = await env.api.save('Score', input);
    return { saved, changed };
  }

  it('lists a record’s revisions newest first, each with its author and what it changed, in both languages', async () => {
    const { saved } = await changedScore();
    const page = await history('score', saved.id);
    expect(page.total).toBe(2);
    const [update, create] = page.items;
    expect(create).toMatchObject({
      action: 'create',
      summary: 'Created',
      type: 'score',
      record_id: saved.id,
    });
    expect(update.action).toBe('update');
    expect(update.author).toEqual(expect.any(String));
    expect(update.changes).toEqual([
      { field: 'title', label: 'Title', added: 0, changed: 0, removed: 0 },
      { field: 'notes', label: 'Notes', added: 0, changed: 0, removed: 0 },
      { field: 'parts', label: 'Parts', added: 1, changed: 0, removed: 0 },
      { field: 'incipits', label: 'Incipits', added: 0, changed: 2, removed: 0 },
    ]);
    expect(update.summary).toBe('Title, Notes, Parts (1 added), Incipits (2 changed)');
    expect(update.title).toBe(saved.short_title);
    const [german] = (await history('score', saved.id, 'de')).items;
    expect(german.summary).toBe('Titel, Anmerkungen, Stimmen (1 hinzugefügt), Incipits (2 geändert)');
  });

  it('titles a person’s revisions by the primary name', async () => {
    const person = await env.api.save('Person', {
      names: [
        { name: 'Haydn, Michael', primary: false },
        { name: 'Haydn, Johann Michael', primary: true },
      ],
    });
    expect((await history('person', person.id)).items.map((r: Loaded) => r.title)).toEqual([
      'Haydn, Johann Michael',
    ]);
  });

  it('says a save that changed nothing, and pages the history', async () => {
    const saved = await env.fx.score();
    let record = saved;
    for (let i = 0; i < 3; i++) record = await env.api.save('Score', inputOf('Score', record));
    const first = await call(REVISIONS, { type: 'score', id: saved.id, first: 3 });
    expect(first.revisions).toMatchObject({ total: 4, hasNextPage: true, endCursor: '3' });
    expect(first.revisions.items[0].summary).toBe('Saved without changes');
    const rest = await call(REVISIONS, { type: 'score', id: saved.id, first: 3, after: '3' });
    expect(rest.revisions.items.map((r: Loaded) => r.action)).toEqual(['create']);
  });

  it('diffs two versions field by field, lists item by item, long texts by words, incipits with their code', async () => {
    const { saved } = await changedScore();
    const [update, create] = (await history('score', saved.id)).items;
    const { revisionDiff } = await call(DIFF, {
      type: 'score',
      id: saved.id,
      from: create.id,
      to: update.id,
    });
    expect(revisionDiff.from).toEqual({ id: create.id, action: 'create' });
    const byField = Object.fromEntries(revisionDiff.fields.map((f: Loaded) => [f.field, f]));
    expect(Object.keys(byField)).toEqual(['title', 'notes', 'parts', 'incipits']);
    expect(byField.title).toMatchObject({ change: 'changed', before: 'Missa in C', after: 'Missa in D' });
    const changedWords = byField.notes.words.filter((w: Loaded) => w.change);
    expect(changedWords.map((w: Loaded) => [w.change, w.text.trim()])).toEqual([
      ['removed', 'Regens chori'],
      ['added', 'Chorregenten'],
    ]);
    expect(byField.parts.items).toMatchObject([{ position: 1, label: 'Part 1', change: 'added' }]);
    const [incipit] = byField.incipits.items;
    expect(incipit).toMatchObject({
      position: 1,
      label: 'Incipit 1',
      change: 'changed',
      incipit_before: { clef: 'G-2', pae: "'4C8DEFG4A" },
      incipit_after: { clef: 'G-2', pae: "'4D8EFGA4B" },
    });
    expect(incipit.fields).toEqual([
      expect.objectContaining({ field: 'pae', label: 'Plaine & Easie code', change: 'changed' }),
    ]);
  });

  it('diffs a version against the record as it is now', async () => {
    const { saved, changed } = await changedScore();
    const [, create] = (await history('score', saved.id)).items;
    const { revisionDiff } = await call(DIFF, { type: 'score', id: saved.id, from: create.id });
    expect(revisionDiff.to).toBeNull();
    expect(revisionDiff.fields.find((f: Loaded) => f.field === 'title')).toMatchObject({
      before: 'Missa in C',
      after: changed.title,
    });
  });

  it('answers no diff for a revision of another record', async () => {
    const { saved } = await changedScore();
    const other = await env.fx.score();
    const [create] = (await history('score', other.id)).items;
    expect((await call(DIFF, { type: 'score', id: saved.id, from: create.id })).revisionDiff).toBeNull();
    expect((await call(DIFF, { type: 'person', id: saved.id, from: create.id })).revisionDiff).toBeNull();
  });

  it('restores a version through the save path: the version check and the links that must exist', async () => {
    const person = await env.fx.person('Aichinger, Gregor');
    const saved = await env.fx.score({ attributions: [{ person, function: 'aut', qualifier: 'asc' }] });
    const changed = await env.api.save('Score', inputOf('Score', saved, { attributions: [], title: 'Neu' }));
    const [, create] = (await history('score', saved.id)).items;

    const stale = await call(RESTORE, {
      type: 'score',
      id: saved.id,
      revision: create.id,
      at: saved.updated_at,
    });
    expect(stale.restoreRevision).toMatchObject({ success: false, message_key: 'Server.error_stale' });

    expect((await env.api.remove('Person', person)).success).toBe(true);
    for (const locale of ['en', 'de'] as const) {
      const gone = await call(
        RESTORE,
        { type: 'score', id: saved.id, revision: create.id, at: changed.updated_at },
        locale,
      );
      expect(gone.restoreRevision).toMatchObject({ success: false, message_key: 'History.error_links_gone' });
      expect(gone.restoreRevision.errors).toEqual([
        expect.objectContaining({ path: 'attributions.0.person', key: 'Validation.error_unknown_record' }),
      ]);
      expect(gone.restoreRevision.message).toMatch(locale === 'en' ? /no longer exist/ : /nicht mehr gibt/);
    }
    expect(await env.api.get('Score', saved.id)).toEqual(changed);
  });

  it('refuses a revision that is not the record’s, of a delete, or unknown; and visitors and readers', async () => {
    const saved = await env.fx.score();
    const other = await env.fx.score();
    const [otherCreate] = (await history('score', other.id)).items;
    for (const revision of [otherCreate.id, 999_999, -1]) {
      const answer = await call(RESTORE, { type: 'score', id: saved.id, revision });
      expect(answer.restoreRevision).toMatchObject({
        success: false,
        message_key: 'History.error_revision_not_found',
      });
    }
    const reader = (await createUser(env.server.db, { permission: 3 })).token;
    for (const token of [undefined, reader]) {
      const read = await gql(env.server.app, {
        query: REVISIONS,
        variables: { type: 'score', id: saved.id },
        token,
      });
      expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const restore = await gql(env.server.app, {
        query: RESTORE,
        variables: { type: 'score', id: saved.id, revision: otherCreate.id },
        token,
      });
      expect(restore.data.restoreRevision.success).toBe(false);
    }
    expect(await env.api.get('Score', saved.id)).toEqual(saved);
  });

  it('lists deleted records and restores one under its id, its entry linked again', async () => {
    const saved = await env.fx.score({ title: 'Gelöschte Messe', incipits: [INCIPIT] });
    expect((await env.api.remove('Score', saved.id)).success).toBe(true);
    const { deletedRecords } = await call(DELETED, { type: 'score' });
    expect(deletedRecords.items[0]).toMatchObject({
      record_id: saved.id,
      action: 'delete',
      title: saved.short_title,
      summary: 'Deleted',
    });
    const tombstones = () =>
      env.server.db.$count(
        oaiTombstones,
        and(eq(oaiTombstones.type, 'score'), eq(oaiTombstones.record_id, saved.id)),
      );
    expect(await tombstones()).toBe(1);
    const answer = await call(RESTORE_DELETED, { type: 'score', id: saved.id });
    expect(answer.restoreDeleted, JSON.stringify(answer)).toMatchObject({ success: true, id: saved.id });
    expect(await tombstones()).toBe(0);
    const restored = await env.api.get('Score', saved.id);
    expect(restored).toMatchObject({ title: 'Gelöschte Messe', entries: [{ id: saved.entries[0].id }] });
    expect(restored.incipits).toMatchObject([{ pae: INCIPIT.pae }]);
    const listed = (await call(DELETED, { type: 'score' })).deletedRecords.items;
    expect(listed.map((r: Loaded) => r.record_id)).not.toContain(saved.id);
    const again2 = await call(RESTORE_DELETED, { type: 'score', id: saved.id });
    expect(again2.restoreDeleted).toMatchObject({ success: false, message: 'This record is not deleted.' });
    const [restore] = (await history('score', saved.id)).items;
    expect(restore).toMatchObject({ action: 'create' });
    expect(restore.summary).toMatch(/^Version \d+ restored: Created$/);
    expect((await env.api.search(saved.short_title, 'score')).items.map((i) => i.id)).toContain(saved.id);
  });

  it('refuses to restore a deleted file, and a record whose entry another score took meanwhile', async () => {
    const file = await env.fx.image();
    expect((await env.api.remove('File', file)).success).toBe(true);
    const refusal = await call(RESTORE_DELETED, { type: 'file', id: file }, 'de');
    expect(refusal.restoreDeleted).toMatchObject({
      success: false,
      message: expect.stringMatching(/erneut hoch/),
    });

    const saved = await env.fx.score();
    await env.api.remove('Score', saved.id);
    await env.fx.score({ entries: [{ id: saved.entries[0].id }] });
    const taken = await call(RESTORE_DELETED, { type: 'score', id: saved.id });
    expect(taken.restoreDeleted.success).toBe(false);
    expect(taken.restoreDeleted.errors.map((e: Loaded) => e.path)).toEqual(['entries.0.id']);
    expect(await env.api.get('Score', saved.id)).toBeNull();
  });

  it('keeps one revision per record of a save, with a summary for each', async () => {
    const catalog = await env.fx.catalog();
    const page = await env.fx.page([{ number: '1', composer: 'Haydn' }], catalog.id);
    await env.api.save(
      'Page',
      again(page, {
        number: page.number,
        catalog: catalog.id,
        entries: [{ id: page.entries[0].id, number: '1', composer: 'Haydn, Michael' }],
      }),
    );
    const [update] = (await history('page', page.id)).items;
    expect(update.summary).toBe('Entries (1 changed)');
  });

  it('answers an empty history for an entry (its page keeps it) and refuses a page size out of range', async () => {
    const page = await env.fx.page();
    expect((await history('entry', page.entries[0].id)).total).toBe(0);
    const huge = await gql(env.server.app, {
      query: REVISIONS,
      variables: { type: 'score', id: 1, first: 100_000 },
      token: env.api.token,
    });
    expect(huge.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
