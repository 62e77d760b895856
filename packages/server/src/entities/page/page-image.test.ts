import { expect, it } from 'vitest';
import { describeCatalogue, type Loaded } from '../../test/catalogue.ts';
import { inputOf } from '../../test/catalogue-inputs.ts';

// A page's image through the page's own save and its catalog's: only its catalog's images, regions of a
// former image dropped, and an image a client leaves out of a page item kept.

describeCatalogue('a page’s image', (env) => {
  /** A catalog with a page and a digital copy of two images (400 × 300, 200 × 100). */
  async function scannedCatalog() {
    const { api, fx } = env();
    const catalog = await fx.catalog();
    const copy = await api.save('DigitalCopy', {
      name: 'Scan',
      digitizable_type: 'catalog',
      digitizable_id: catalog.id,
      files: [{ file: await fx.image(400, 300) }, { file: await fx.image(200, 100) }],
    });
    const [image, other] = copy.files.map((f: { id: number }) => f.id);
    const page = await api.save('Page', {
      catalog: catalog.id,
      number: '1',
      digital_copy_file: image,
      entries: [{ number: '12', region: { x: 10, y: 20, w: 100, h: 40 } }, { number: '13' }],
    });
    // The catalog as it is now: its page's save made a new version of it.
    return { catalog: await api.get('Catalog', catalog.id), copy, image, other, page };
  }

  it('refuses an image of another catalog’s copy in the page’s save and the catalog’s, changing nothing', async () => {
    const { api } = env();
    const own = await scannedCatalog();
    const stranger = await scannedCatalog();
    const pageSave = inputOf('Page', own.page, { digital_copy_file: stranger.image });
    for (const locale of ['en', 'de'] as const) {
      const answer = await api.upsert('Page', pageSave, { locale });
      expect(answer.success).toBe(false);
      expect(answer.errors).toEqual([
        {
          path: 'digital_copy_file',
          key: 'Page.error_image_not_of_catalog',
          message:
            locale === 'en'
              ? 'Please choose an image of a digital copy of this catalog!'
              : 'Bitte wählen Sie ein Bild eines Digitalisats dieses Katalogs!',
        },
      ]);
    }
    const catalogSave = inputOf('Catalog', own.catalog, {
      pages: [{ id: own.page.id, number: '1', digital_copy_file: stranger.other }],
    });
    const answer = await api.upsert('Catalog', catalogSave);
    expect(answer.errors).toMatchObject([
      { path: 'pages.0.digital_copy_file', key: 'Page.error_image_not_of_catalog' },
    ]);
    const newCatalog = await api.upsert('Catalog', {
      collection: own.catalog.collection.id,
      short_title: 'Neu',
      pages: [{ number: '1', digital_copy_file: stranger.image }],
    });
    expect(newCatalog.errors).toMatchObject([{ path: 'pages.0.digital_copy_file' }]);
    expect((await api.get('Page', own.page.id)).digital_copy_file.id).toBe(own.image);
  });

  it('drops the regions of the former image when the page’s save gives it another', async () => {
    const { api } = env();
    const regions = (page: Loaded) => page.entries.map((e: Loaded) => e.region);
    // The entries sent back as loaded, with the region drawn on the former image.
    const resent = await scannedCatalog();
    const moved = await api.save('Page', inputOf('Page', resent.page, { digital_copy_file: resent.other }));
    expect(regions(moved)).toEqual([null, null]);
    // The entries left out of the save.
    const omitted = await scannedCatalog();
    const { entries: _, ...withoutEntries } = inputOf('Page', omitted.page, {
      digital_copy_file: omitted.other,
    });
    expect(regions(await api.save('Page', withoutEntries))).toEqual([null, null]);
    // A region drawn anew on the new image, in the same save, stays; the same image keeps its regions.
    const redrawn = await scannedCatalog();
    const input = inputOf('Page', redrawn.page, { digital_copy_file: redrawn.other });
    (input.entries as Loaded[])[1].region = { x: 0, y: 0, w: 50, h: 50 };
    expect(regions(await api.save('Page', input))).toEqual([null, { x: 0, y: 0, w: 50, h: 50 }]);
    const same = await scannedCatalog();
    expect(regions(await api.save('Page', inputOf('Page', same.page, { number: '2' })))).toEqual([
      { x: 10, y: 20, w: 100, h: 40 },
      null,
    ]);
  });

  it('keeps a page’s image that a catalog save leaves out of the page’s item; null takes it away', async () => {
    const { api } = env();
    const { catalog, page, image } = await scannedCatalog();
    const saved = await api.save(
      'Catalog',
      inputOf('Catalog', catalog, { pages: [{ id: page.id, number: '1a' }] }),
    );
    expect(saved.pages.map((p: Loaded) => [p.number, p.digital_copy_file?.id])).toEqual([['1a', image]]);
    expect((await api.get('Page', page.id)).entries[0].region).toEqual({ x: 10, y: 20, w: 100, h: 40 });
    const cleared = await api.save(
      'Catalog',
      inputOf('Catalog', saved, { pages: [{ id: page.id, number: '1a', digital_copy_file: null }] }),
    );
    expect(cleared.pages[0].digital_copy_file).toBeNull();
  });
});
