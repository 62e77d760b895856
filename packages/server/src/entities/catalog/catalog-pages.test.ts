import { and, asc, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { revisions } from '../../db/schema.ts';
import { describeCatalogue } from '../../test/catalogue.ts';
import { FIELDS } from '../../test/catalogue-fields.ts';
import { inputOf } from '../../test/catalogue-inputs.ts';

const CREATE = `mutation C($catalogId: Int!, $count: Int!) {
  createPages(catalogId: $catalogId, count: $count) { success message ids errors { path key message } } }`;
const PAGES =
  'query P($id: Int!) { getCatalogPages(catalogId: $id) { id number position entries { id number } } }';

describeCatalogue('catalog pages', (env) => {
  const numbers = async (catalogId: number) =>
    (await env().api.call(PAGES, { id: catalogId })).getCatalogPages.map(
      (p: { number: string; position: number }) => [p.number, p.position],
    );

  it.each([
    ['an empty catalog', [], 3, ['1', '2', '3']],
    ['after the highest integer page number', ['1', '5r', '2', 'Umschlag'], 2, ['3', '4']],
    ['after the page count when no number is an integer', ['a', 'b'], 2, ['3', '4']],
  ])('numbers a batch in %s (§4)', async (_name, existing, count, added) => {
    const { server, api, fx } = env();
    const catalog = await fx.catalog(undefined, { pages: existing.map((number) => ({ number })) });
    const answer = (await api.call(CREATE, { catalogId: catalog.id, count })).createPages;
    expect(answer).toMatchObject({ success: true, errors: [] });
    expect(answer.ids).toHaveLength(count);
    const all = [...existing, ...added];
    expect(await numbers(catalog.id)).toEqual(all.map((number, i) => [number, i + 1]));
    const logged = await server.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.record_type, 'page'), eq(revisions.action, 'create')));
    expect(logged.map((r) => r.record_id)).toEqual(expect.arrayContaining(answer.ids));
  });

  it('saves a batch as every page is saved: each revision holds the page as getPage answers it', async () => {
    const { server, api, fx } = env();
    const catalog = await fx.catalog(undefined, { pages: [{ number: '1' }] });
    const { ids } = (await api.call(CREATE, { catalogId: catalog.id, count: 2 })).createPages;
    const logged = await server.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.record_type, 'page'), inArray(revisions.record_id, ids)))
      .orderBy(asc(revisions.record_id));
    expect(logged.map((r) => [r.record_id, r.action])).toEqual(ids.map((id: number) => [id, 'create']));
    for (const revision of logged) {
      const page = await api.get('Page', revision.record_id);
      expect(page).toMatchObject({ catalog: { id: catalog.id }, entries: [] });
      expect(revision.snapshot).toMatchObject(page);
    }
  });

  it('answers each page with every field as getPage answers it', async () => {
    const { api, fx } = env();
    const catalog = await fx.catalog();
    for (const entries of [[{ number: '1', composer: 'Haydn' }, { number: '2' }], []])
      await fx.page(entries, catalog.id);
    const query = `query P($id: Int!) { getCatalogPages(catalogId: $id) { ${FIELDS.Page} } }`;
    const pages = (await api.call(query, { id: catalog.id })).getCatalogPages;
    expect(pages).toHaveLength(2);
    expect(pages[0].entries.map((entry: { number: string }) => entry.number)).toEqual(['1', '2']);
    for (const page of pages) expect(page).toEqual(await api.get('Page', page.id));
  });

  it('refuses an invalid count with the spec’s message, creates nothing below 1, and needs a contributor', async () => {
    const { api, fx } = env();
    const catalog = await fx.catalog();
    const en = (await api.call(CREATE, { catalogId: catalog.id, count: 5000 })).createPages;
    expect(en).toEqual({
      success: false,
      message: 'Please enter a valid number of pages!',
      ids: [],
      errors: [
        {
          path: 'count',
          key: 'Catalog.error_page_count_invalid',
          message: 'Please enter a valid number of pages!',
        },
      ],
    });
    const de = (await api.call(CREATE, { catalogId: catalog.id, count: 5000 }, { locale: 'de' })).createPages;
    expect(de.message).toBe('Bitte geben Sie eine gültige Anzahl Seiten ein!');
    expect((await api.call(CREATE, { catalogId: catalog.id, count: 0 })).createPages).toMatchObject({
      success: true,
      ids: [],
    });
    const anonymous = (await api.call(CREATE, { catalogId: catalog.id, count: 2 }, { token: null }))
      .createPages;
    expect(anonymous).toMatchObject({ success: false, message: 'Please log in first.' });
    expect(await numbers(catalog.id)).toEqual([]);
    const unknown = (await api.call(CREATE, { catalogId: 999_999, count: 2 })).createPages;
    expect(unknown).toMatchObject({ success: false, message: 'The record does not exist.' });
  });

  it('changes the catalog’s version with its pages, so that a stale catalog cannot drop a new page', async () => {
    const { api, fx } = env();
    const catalog = await fx.catalog(undefined, { pages: [{ number: '1' }] });
    await api.call(CREATE, { catalogId: catalog.id, count: 1 });
    const stale = await api.upsert('Catalog', inputOf('Catalog', catalog));
    expect(stale).toMatchObject({
      success: false,
      message: expect.stringMatching(/saved elsewhere in the meantime \(perhaps in another tab\)/),
    });
    expect(await numbers(catalog.id)).toEqual([
      ['1', 1],
      ['2', 2],
    ]);
  });

  it('keeps the pages when a catalog is saved without them, and deletes unlinked pages left out', async () => {
    const { api, fx } = env();
    const catalog = await fx.catalog(undefined, { pages: [{ number: '1' }, { number: '2' }] });
    await fx.page([{ number: '9', composer: 'Zelenka' }], catalog.id);
    const loaded = await api.get('Catalog', catalog.id);
    const { pages: _pages, ...withoutPages } = inputOf('Catalog', loaded);
    const kept = await api.save('Catalog', { ...withoutPages, title: 'Neu' });
    expect(kept.pages.map((p: { number: string }) => p.number)).toEqual(['1', '2', loaded.pages[2].number]);
    expect((await api.search('zelenka', 'entry')).total).toBe(1);
    const trimmed = await api.save(
      'Catalog',
      inputOf('Catalog', kept, { pages: [{ id: kept.pages[0].id, number: '1' }] }),
    );
    expect(trimmed.pages).toHaveLength(1);
    expect((await api.search('zelenka', 'entry')).total).toBe(0);
  });

  it('re-indexes its entries when the catalog is renamed, and drops them when it is deleted', async () => {
    const { api, fx } = env();
    const catalog = await fx.catalog(undefined, { title: 'Inventar 1788' });
    const page = await fx.page([{ number: '1', composer: 'Gassmann' }], catalog.id);
    await api.save(
      'Catalog',
      inputOf('Catalog', await api.get('Catalog', catalog.id), { title: 'Musikalieninventar 1788' }),
    );
    const [found] = (await api.search('gassmann', 'entry')).items;
    expect(found).toMatchObject({
      id: page.entries[0].id,
      title: expect.stringContaining(' · Musikalieninventar 1788 · '),
    });
    expect((await api.remove('Catalog', catalog.id)).success).toBe(true);
    expect((await api.search('gassmann')).total).toBe(0);
    expect(await api.get('Page', page.id)).toBeNull();
  });

  const ARRANGE = `mutation A($catalogId: Int!, $pageIds: [Int!]!, $firstNumber: Int) {
    arrangePages(catalogId: $catalogId, pageIds: $pageIds, firstNumber: $firstNumber) {
      success message ids errors { path key message } } }`;

  it('reorders the pages and renumbers them all from a start number, each renumbered page saved', async () => {
    const { server, api, fx } = env();
    const catalog = await fx.catalog(undefined, { pages: ['1', '2', '3'].map((number) => ({ number })) });
    const [a, b, c] = (await api.call(PAGES, { id: catalog.id })).getCatalogPages.map(
      (p: { id: number }) => p.id,
    );
    const moved = (await api.call(ARRANGE, { catalogId: catalog.id, pageIds: [c, a, b] })).arrangePages;
    expect(moved).toMatchObject({ success: true, ids: [] });
    expect(await numbers(catalog.id)).toEqual([
      ['3', 1],
      ['1', 2],
      ['2', 3],
    ]);
    const renumbered = (
      await api.call(ARRANGE, { catalogId: catalog.id, pageIds: [c, a, b], firstNumber: 3 })
    ).arrangePages;
    // The first page keeps its number 3: only the others are saved.
    expect(renumbered).toMatchObject({ success: true, ids: [a, b] });
    expect(await numbers(catalog.id)).toEqual([
      ['3', 1],
      ['4', 2],
      ['5', 3],
    ]);
    const logged = await server.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.record_type, 'page'), eq(revisions.action, 'update')));
    expect(logged.map((r) => r.record_id).sort()).toEqual([a, b].sort());
    const NEIGHBOURS = 'query G($id: Int!) { getPage(id: $id) { previous_page_id next_page_id } }';
    expect((await api.call(NEIGHBOURS, { id: a })).getPage).toEqual({ previous_page_id: c, next_page_id: b });
    expect((await api.call(NEIGHBOURS, { id: c })).getPage).toEqual({
      previous_page_id: null,
      next_page_id: a,
    });
  });

  it('refuses an order that is not the catalog’s pages each once, or a bad start, and changes nothing', async () => {
    const { api, fx } = env();
    const catalog = await fx.catalog(undefined, { pages: ['1', '2'].map((number) => ({ number })) });
    const other = await fx.page([]);
    const [a, b] = (await api.call(PAGES, { id: catalog.id })).getCatalogPages.map(
      (p: { id: number }) => p.id,
    );
    for (const pageIds of [[a], [a, a], [b, other.id], [b, a, other.id]]) {
      const answer = (await api.call(ARRANGE, { catalogId: catalog.id, pageIds, firstNumber: 7 }))
        .arrangePages;
      expect(answer).toMatchObject({
        success: false,
        errors: [
          { path: 'pageIds', message: 'The pages have changed in the meantime. Please reload the catalog.' },
        ],
      });
    }
    for (const firstNumber of [0, -3, 100_001]) {
      const answer = (
        await api.call(ARRANGE, { catalogId: catalog.id, pageIds: [b, a], firstNumber }, { locale: 'de' })
      ).arrangePages;
      expect(answer).toMatchObject({
        success: false,
        errors: [{ path: 'firstNumber', message: 'Bitte geben Sie eine ganze Seitenzahl ab 1 ein!' }],
      });
    }
    const anonymous = (await api.call(ARRANGE, { catalogId: catalog.id, pageIds: [b, a] }, { token: null }))
      .arrangePages;
    expect(anonymous).toMatchObject({ success: false, message: 'Please log in first.' });
    expect(await numbers(catalog.id)).toEqual([
      ['1', 1],
      ['2', 2],
    ]);
  });

  it("lists a catalog's pages for its view with their entry counts but no entries, in one statement", async () => {
    const { api, fx } = env();
    const catalog = await fx.catalog(undefined, { pages: [{ number: '1' }, { number: '2v' }] });
    const first = await fx.page([{ number: '1' }, { number: '2' }, { number: '3' }], catalog.id);
    const LIST = `query L($id: Int!) { getCatalogPageList(catalogId: $id) {
      id number position digital_copy_file_id entry_count } }`;
    const list = (await api.call(LIST, { id: catalog.id })).getCatalogPageList;
    expect(list.map((p: { number: string; position: number; entry_count: number }) => p)).toEqual([
      expect.objectContaining({ number: '1', position: 1, entry_count: 0, digital_copy_file_id: null }),
      expect.objectContaining({ number: '2v', position: 2, entry_count: 0 }),
      expect.objectContaining({ id: first.id, position: 3, entry_count: 3 }),
    ]);
    // Without a token: the session's own lookup is not the list's.
    expect(await api.statements(() => api.call(LIST, { id: catalog.id }, { token: null }))).toBe(1);
  });

  it('answers getCatalog without its pages when they are not asked for, and with them when they are', async () => {
    const { api, fx } = env();
    const catalog = await fx.catalog(undefined, { pages: [{ number: '1' }] });
    await fx.page([{ number: '7', composer: 'Haydn' }], catalog.id);
    const alone = (
      await api.call('query C($id: Int!) { getCatalog(id: $id) { id short_title collection { id } } }', {
        id: catalog.id,
      })
    ).getCatalog;
    expect(alone).toEqual({
      id: catalog.id,
      short_title: catalog.short_title,
      collection: expect.anything(),
    });
    const withPages = (
      await api.call(
        'query C($id: Int!) { getCatalog(id: $id) { id ...P } } fragment P on Catalog { pages { number entries { composer } } }',
        { id: catalog.id },
      )
    ).getCatalog;
    expect(withPages.pages).toEqual([
      { number: '1', entries: [] },
      { number: expect.any(String), entries: [{ composer: 'Haydn' }] },
    ]);
  });
});
