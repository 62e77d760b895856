import { normalize } from '@iiif/parser';
import { expect, it } from 'vitest';
import { describeCatalogue, type Loaded } from '../../test/catalogue.ts';
import { inputOf } from '../../test/catalogue-inputs.ts';

const ASSIGN = `mutation A($firstPageId: Int!, $firstImageId: Int!) {
  assignPageImages(firstPageId: $firstPageId, firstImageId: $firstImageId) { success errors { path key } } }`;

describeCatalogue('regions of catalog entries', (env) => {
  /** A page of a catalog shown by the first of two images (400 × 300 and 200 × 100) of its digital copy. */
  async function scannedPage() {
    const { api, fx } = env();
    const catalog = await fx.catalog(undefined, { short_title: 'Inventar 1762' });
    const copy = await api.save('DigitalCopy', {
      name: 'Scan 1762',
      digitizable_type: 'catalog',
      digitizable_id: catalog.id,
      files: [{ file: await fx.image(400, 300) }, { file: await fx.image(200, 100) }],
    });
    const [image, other] = copy.files.map((f: { id: number }) => f.id);
    const page = await api.save('Page', {
      catalog: catalog.id,
      number: '3',
      digital_copy_file: image,
      entries: [
        { number: '12', composer: 'Haydn', region: { x: 10, y: 20, w: 300, h: 40 } },
        { number: '13', composer: 'Mozart' },
      ],
    });
    return { catalog, copy, image, other, page };
  }

  const manifestOf = async (copyId: number) =>
    (await env().server.app.inject({ method: 'GET', url: `/iiif/manifest/${copyId}` })).json();
  const get = (url: string) => env().server.app.inject({ method: 'GET', url: new URL(url).pathname });
  const regionsOf = (manifest: Loaded) =>
    manifest.items.map((canvas: Loaded) => canvas.annotations?.[0].items ?? []);

  it('saves a region with the page’s entries and serves it in the manifest as an annotation', async () => {
    const { copy, page } = await scannedPage();
    expect(page.entries.map((e: Loaded) => e.region)).toEqual([{ x: 10, y: 20, w: 300, h: 40 }, null]);

    const manifest = await manifestOf(copy.id);
    const [canvas, second] = manifest.items;
    expect(second.annotations).toBeUndefined();
    const [annotationPage] = canvas.annotations;
    expect(annotationPage).toMatchObject({
      id: `${manifest.id}/regions/${page.digital_copy_file.id}`,
      type: 'AnnotationPage',
    });
    expect(annotationPage.items).toEqual([
      {
        id: `${manifest.id}/region/${page.entries[0].id}`,
        type: 'Annotation',
        motivation: 'tagging',
        body: {
          type: 'TextualBody',
          value: expect.stringContaining('Inventar 1762 · 3/12 (Haydn)'),
          format: 'text/plain',
        },
        target: `${canvas.id}#xywh=10,20,300,40`,
      },
    ]);
    // A IIIF client reads it, and the AnnotationPage's id resolves to the same page.
    const parsed = normalize(manifest);
    expect(parsed.resource).toMatchObject({ type: 'Manifest' });
    const alone = await get(annotationPage.id);
    expect(alone.statusCode).toBe(200);
    expect(alone.headers['access-control-allow-origin']).toBe('*');
    expect(alone.json()).toMatchObject({ '@context': expect.any(String), ...annotationPage });
    expect((await get(`${manifest.id}/regions/${second.id.split('/').pop()}`)).statusCode).toBe(404);
  });

  it('refuses a region outside the image, of no size or on a page without an image, saving nothing', async () => {
    const { api, fx } = env();
    const { page } = await scannedPage();
    const withRegion = (region: Loaded) =>
      inputOf('Page', page, { entries: [{ ...inputOf('Entry', page.entries[0]), region }] });
    const cases: Array<[Loaded, Loaded, string, RegExp]> = [
      [withRegion({ x: 300, y: 20, w: 101, h: 40 }), {}, 'Entry.error_region_outside', /400 × 300 pixels/],
      [withRegion({ x: 10, y: 20, w: 0, h: 40 }), {}, 'Entry.error_region_size', /at least one pixel/],
      [withRegion({ x: -1, y: 20, w: 10, h: 40 }), {}, 'Entry.error_region_size', /at least one pixel/],
      [
        withRegion({ x: 10, y: 20, w: 10, h: 10 }),
        { digital_copy_file: null },
        'Entry.error_region_no_image',
        /no image/,
      ],
    ];
    for (const [input, change, key, message] of cases) {
      const answer = await api.upsert('Page', { ...input, ...change });
      expect(answer.success).toBe(false);
      expect(answer.errors).toEqual([
        { path: expect.stringMatching(/^entries\.0\.region/), key, message: expect.stringMatching(message) },
      ]);
    }
    const german = await api.upsert('Page', withRegion({ x: 300, y: 20, w: 101, h: 40 }), { locale: 'de' });
    expect(german.errors[0].message).toBe(
      'Der Bereich muss innerhalb des Seitenbilds liegen (400 × 300 Pixel).',
    );
    expect((await api.get('Page', page.id)).entries[0].region).toEqual({ x: 10, y: 20, w: 300, h: 40 });
    // A page of a catalog without scans has no image to mark.
    const bare = await api.upsert('Page', {
      catalog: (await fx.catalog()).id,
      number: '1',
      entries: [{ number: '1', region: { x: 0, y: 0, w: 1, h: 1 } }],
    });
    expect(bare.errors).toMatchObject([{ path: 'entries.0.region', key: 'Entry.error_region_no_image' }]);
  });

  it('removes the region with its entry, its page, or its page’s image', async () => {
    const { api } = env();
    const entries = (page: Loaded) => page.entries.map((e: Loaded) => inputOf('Entry', e));

    // The entry deleted: its annotation goes.
    const first = await scannedPage();
    await api.save('Page', inputOf('Page', first.page, { entries: entries(first.page).slice(1) }));
    expect(regionsOf(await manifestOf(first.copy.id)).flat()).toEqual([]);

    // Redrawn, removed (null), and the page deleted.
    const second = await scannedPage();
    const redrawn = await api.save(
      'Page',
      inputOf('Page', second.page, {
        entries: [
          { ...entries(second.page)[0], region: null },
          { ...entries(second.page)[1], region: { x: 0, y: 0, w: 400, h: 300 } },
        ],
      }),
    );
    expect(redrawn.entries.map((e: Loaded) => e.region)).toEqual([null, { x: 0, y: 0, w: 400, h: 300 }]);
    expect(regionsOf(await manifestOf(second.copy.id))[0]).toMatchObject([
      { target: expect.stringMatching(/#xywh=0,0,400,300$/) },
    ]);
    expect((await api.remove('Page', second.page.id)).success).toBe(true);
    expect(regionsOf(await manifestOf(second.copy.id)).flat()).toEqual([]);

    // The image taken from the page (a save without its entries): the regions go with it.
    const third = await scannedPage();
    const { entries: _, ...withoutEntries } = inputOf('Page', third.page, { digital_copy_file: null });
    const unassigned = await api.save('Page', withoutEntries);
    expect(unassigned.entries.map((e: Loaded) => e.region)).toEqual([null, null]);
    expect(regionsOf(await manifestOf(third.copy.id)).flat()).toEqual([]);

    // Another image given to the page by assignPageImages: a region of the former image means nothing there.
    const fourth = await scannedPage();
    const answer = (await api.call(ASSIGN, { firstPageId: fourth.page.id, firstImageId: fourth.other }))
      .assignPageImages;
    expect(answer).toMatchObject({ success: true });
    expect((await api.get('Page', fourth.page.id)).entries[0].region).toBeNull();
    expect(regionsOf(await manifestOf(fourth.copy.id)).flat()).toEqual([]);
  });
});
