import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { revisions } from '../../db/schema.ts';
import { describeCatalogue, idsOf } from '../../test/catalogue.ts';
import { createUser } from '../../test/harness.ts';

const ADD = `mutation A($pageId: Int!, $entry: EntryInput!) {
  addEntry(pageId: $pageId, entry: $entry) {
    success message message_key id errors { path key message } warnings { path key }
  }
}`;

describeCatalogue('addEntry', (env) => {
  const add = async (pageId: number, entry: object, options: { token?: string | null; locale?: 'de' } = {}) =>
    (await env().api.call(ADD, { pageId, entry }, options)).addEntry;

  it('adds one entry after the last, the others kept as they were, saved as the page is', async () => {
    const { api, fx, server } = env();
    const page = await fx.page([
      { number: '1', composer: 'Haydn' },
      { number: '2', composer: 'Gassmann', notes: 'fehlt' },
    ]);
    const answer = await add(page.id, { number: '3', composer: 'Albrechtsberger', genre: 'Messe' });
    expect(answer).toMatchObject({ success: true, message: 'Saved.', id: page.id, errors: [], warnings: [] });
    const after = await api.get('Page', page.id);
    expect(after.entries).toMatchObject([
      { id: page.entries[0].id, number: '1', composer: 'Haydn', position: 1 },
      { id: page.entries[1].id, number: '2', composer: 'Gassmann', notes: 'fehlt', position: 2 },
      { number: '3', composer: 'Albrechtsberger', genre: 'Messe', position: 3 },
    ]);
    // A new version of the page, a revision holding it as getPage answers, and the entry searchable.
    expect(after.updated_at).not.toBe(page.updated_at);
    const logged = await server.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.record_type, 'page'), eq(revisions.record_id, page.id)));
    expect(logged.map((r) => r.action)).toEqual(['create', 'update']);
    expect(logged[1].snapshot).toMatchObject({ entries: [{}, {}, { composer: 'Albrechtsberger' }] });
    expect((await api.search('Albrechtsberger', 'entry')).total).toBe(1);
  });

  it('adds a new entry even when sent with the id of a stored one', async () => {
    const { api, fx } = env();
    const page = await fx.page([{ number: '1', composer: 'Haydn' }]);
    const other = await fx.page([{ number: '9', composer: 'Mozart' }]);
    expect(await add(page.id, { id: other.entries[0].id, number: '2' })).toMatchObject({ success: true });
    expect(await add(page.id, { id: page.entries[0].id, number: '3' })).toMatchObject({ success: true });
    const after = await api.get('Page', page.id);
    expect(after.entries.map((e: { number: string }) => e.number)).toEqual(['1', '2', '3']);
    expect(idsOf(after.entries)).not.toContain(other.entries[0].id);
    expect((await api.get('Page', other.id)).entries).toMatchObject([{ number: '9', composer: 'Mozart' }]);
  });

  it('refuses an empty entry at the entry’s own path, in English and German, and changes nothing', async () => {
    const { api, fx } = env();
    const page = await fx.page([{ number: '1' }]);
    expect(await add(page.id, { composer: ' ' })).toMatchObject({
      success: false,
      id: null,
      errors: [
        { path: 'number', key: 'Entry.error_empty', message: 'An entry needs a number or some text.' },
      ],
    });
    expect(
      await add(page.id, { region: { x: 0, y: 0, w: 5, h: 5 }, number: '2' }, { locale: 'de' }),
    ).toMatchObject({
      success: false,
      errors: [
        {
          path: 'region',
          message: 'Die Seite hat kein Bild, auf dem ein Bereich markiert werden könnte.',
        },
      ],
    });
    expect(await api.get('Page', page.id)).toMatchObject({
      updated_at: page.updated_at,
      entries: [{ number: '1' }],
    });
  });

  it('answers an unknown page as not found', async () => {
    expect(await add(999_999, { number: '1' })).toMatchObject({
      success: false,
      message_key: 'Server.error_not_found',
      errors: [],
    });
  });

  it('is for contributors, as a page’s save is: others are refused and nothing changes', async () => {
    const { api, fx, server } = env();
    const page = await fx.page([{ number: '1' }]);
    const guest = await createUser(server.db, { permission: 3 });
    const unverified = await createUser(server.db, { permission: 2, verified: false });
    expect(await add(page.id, { number: '2' }, { token: null })).toMatchObject({
      success: false,
      message: 'Please log in first.',
    });
    for (const { token } of [guest, unverified]) {
      expect(await add(page.id, { number: '2' }, { token })).toMatchObject({ success: false, id: null });
    }
    expect(await api.get('Page', page.id)).toMatchObject({
      updated_at: page.updated_at,
      entries: [{ number: '1' }],
    });
  });
});
