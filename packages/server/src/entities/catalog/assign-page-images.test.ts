import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { revisions } from '../../db/schema.ts';
import { describeCatalogue } from '../../test/catalogue.ts';

const ASSIGN = `mutation A($firstPageId: Int!, $firstImageId: Int!) {
  assignPageImages(firstPageId: $firstPageId, firstImageId: $firstImageId) {
    success message ids errors { path key message } } }`;
const PAGES = `query P($id: Int!) { getCatalogPages(catalogId: $id) {
  id number updated_at digital_copy_file { id } entries { id number } previous_page_id next_page_id } }`;

describeCatalogue('images to pages', (env) => {
  /** A catalog of `pageCount` pages (the first with an entry) and a digital copy of it with `imageCount` images. */
  async function scannedCatalog(pageCount: number, imageCount: number) {
    const { api, fx } = env();
    const catalog = await fx.catalog();
    await fx.page([{ number: '1', composer: 'Haydn' }], catalog.id);
    for (let i = 1; i < pageCount; i++) await fx.page([], catalog.id);
    const images = [];
    for (let i = 0; i < imageCount; i++) images.push({ file: await fx.image() });
    const copy = await api.save('DigitalCopy', {
      name: 'Scan 1768',
      digitizable_type: 'catalog',
      digitizable_id: catalog.id,
      files: images,
    });
    const pages = async () => (await api.call(PAGES, { id: catalog.id })).getCatalogPages;
    return { catalog, copy, imageIds: copy.files.map((f: { id: number }) => f.id), pages };
  }

  it('gives the pages the images in order from the chosen ones, as far as both go, in one save', async () => {
    const { api, server } = env();
    const { imageIds, pages } = await scannedCatalog(4, 5);
    const before = await pages();
    const answer = (await api.call(ASSIGN, { firstPageId: before[1].id, firstImageId: imageIds[0] }))
      .assignPageImages;
    expect(answer).toMatchObject({ success: true, message: 'Saved.', errors: [] });
    expect(answer.ids).toEqual(before.slice(1).map((p: { id: number }) => p.id));
    const after = await pages();
    expect(
      after.map((p: { digital_copy_file: { id: number } | null }) => p.digital_copy_file?.id ?? null),
    ).toEqual([null, ...imageIds.slice(0, 3)]);
    // Numbers and entries stay; each page is saved as a page save saves it: a new version, a revision.
    expect(after.map((p: { number: string }) => p.number)).toEqual(
      before.map((p: { number: string }) => p.number),
    );
    expect(after[0].entries).toEqual(before[0].entries);
    expect(after[1].updated_at).not.toBe(before[1].updated_at);
    const logged = await server.db
      .select()
      .from(revisions)
      .where(
        and(
          eq(revisions.record_type, 'page'),
          eq(revisions.action, 'update'),
          inArray(revisions.record_id, answer.ids),
        ),
      );
    expect(logged).toHaveLength(3);
    // Each page of the list knows its neighbours in the catalog's order.
    const ids = after.map((p: { id: number }) => p.id);
    expect(after.map((p: { previous_page_id: number | null }) => p.previous_page_id)).toEqual([
      null,
      ...ids.slice(0, -1),
    ]);
    expect(after.map((p: { next_page_id: number | null }) => p.next_page_id)).toEqual([
      ...ids.slice(1),
      null,
    ]);
  });

  it('starts at a later image, and stops at the last page', async () => {
    const { api } = env();
    const { imageIds, pages } = await scannedCatalog(2, 4);
    const [first] = await pages();
    const answer = (await api.call(ASSIGN, { firstPageId: first.id, firstImageId: imageIds[1] }))
      .assignPageImages;
    expect(answer.ids).toHaveLength(2);
    expect((await pages()).map((p: { digital_copy_file: { id: number } }) => p.digital_copy_file.id)).toEqual(
      imageIds.slice(1, 3),
    );
  });

  it('refuses an image of another catalog’s copy, unknown ids, and a user who may not write; nothing changes', async () => {
    const { api } = env();
    const { pages } = await scannedCatalog(2, 1);
    const other = await scannedCatalog(1, 1);
    const [first] = await pages();
    const refusals = [
      [
        { firstPageId: first.id, firstImageId: other.imageIds[0] },
        'firstImageId',
        'Catalog.error_copy_not_of_catalog',
      ],
      [{ firstPageId: first.id, firstImageId: 999_999 }, 'firstImageId', 'Catalog.error_first_image_invalid'],
      [
        { firstPageId: 999_999, firstImageId: other.imageIds[0] },
        'firstPageId',
        'Catalog.error_first_page_invalid',
      ],
    ] as const;
    for (const [variables, path, key] of refusals) {
      const answer = (await api.call(ASSIGN, variables)).assignPageImages;
      expect(answer).toMatchObject({ success: false, ids: [], errors: [{ path, key }] });
    }
    const german = (
      await api.call(ASSIGN, { firstPageId: first.id, firstImageId: other.imageIds[0] }, { locale: 'de' })
    ).assignPageImages;
    expect(german.errors[0].message).toBe('Bitte wählen Sie ein Digitalisat dieses Katalogs!');
    const anonymous = (
      await api.call(ASSIGN, { firstPageId: first.id, firstImageId: other.imageIds[0] }, { token: null })
    ).assignPageImages;
    expect(anonymous).toMatchObject({ success: false, ids: [] });
    expect((await pages()).map((p: { digital_copy_file: unknown }) => p.digital_copy_file)).toEqual([
      null,
      null,
    ]);
  });
});
