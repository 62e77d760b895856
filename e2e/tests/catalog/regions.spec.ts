import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, baseURL, signIn } from '../../support/accounts.ts';
import { updateLocale } from '../../support/api/accounts.ts';
import { graphql, upsert } from '../../support/api/client.ts';
import { createCollection } from '../../support/api/collections.ts';
import { uploadFile } from '../../support/api/files.ts';
import { field } from '../../support/forms.ts';
import { screenshot } from '../../support/screens.ts';
import { fill, texts } from '../../support/texts.ts';

// An entry anchored to the region of the scan that lists it: drawn as a box on the page's image beside the
// entries grid, saved with the page, highlighted when its entry is selected, selecting its entry when
// clicked, and served in the digital copy's IIIF manifest as an annotation on the image's canvas. The
// catalog is made as the demo archive's "Catalogus 1762" is: a page per scan of its digital copy.

const de = texts.de;
const entries = [
  { number: '11', signature: 'A 11', genre: 'Missa', composer: 'Eberlin' },
  { number: '12', signature: 'A 12', genre: 'Requiem', composer: 'Mozart' },
  { number: '13', signature: 'A 13', genre: 'Litaniae', composer: 'Adlgasser' },
];

/** A scanned catalog page: lines of writing, one per entry, on paper. */
async function scan(): Promise<Buffer> {
  const lines = entries
    .map((_, i) => `<rect x="80" y="${200 + i * 140}" width="440" height="36" rx="6" fill="#4a3b2a"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="600" height="800" fill="#e8dcc0"/><rect x="80" y="80" width="300" height="50" fill="#6b5a45"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

const regionBoxes = (page: Page) => page.getByTestId('page-scan').getByTestId('entry-region');

/** Drags from one point to another of an element, given as shares of its width and height. */
async function drag(page: Page, area: Locator, from: [number, number], to: [number, number]) {
  const box = await area.boundingBox();
  if (!box) throw new Error('no drawing area');
  const at = ([x, y]: [number, number]) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  await page.mouse.move(...at([(from[0] + to[0]) / 2, (from[1] + to[1]) / 2]), { steps: 4 });
  await page.mouse.move(...at(to), { steps: 4 });
  await page.mouse.up();
}

test.describe
  .serial('entries anchored to regions of the scan', () => {
    let context: BrowserContext;
    let page: Page;
    let token = '';
    let catalogId = 0;
    let pageId = 0;

    test.beforeAll(async ({ browser, request }) => {
      token = await adminToken(request);
      const collection = await createCollection(request, token, { name: 'Stift Marienau', prefix: 'D-MAR' });
      const catalog = await upsert(request, token, 'upsertCatalog', 'CatalogInput', {
        short_title: 'Catalogus 1762',
        collection: collection.id,
      });
      catalogId = catalog.id as number;
      const file = await uploadFile(request, token, {
        name: 'marienau-1762-p001.jpg',
        mimeType: 'image/jpeg',
        buffer: await scan(),
      });
      const copy = await upsert(request, token, 'upsertDigitalCopy', 'DigitalCopyInput', {
        name: 'Catalogus 1762, Scan',
        digitizable_type: 'catalog',
        digitizable_id: catalogId,
        files: [{ file }],
      });
      const copyFiles = await graphql<{ getDigitalCopy: { files: { id: number }[] } }>(
        request,
        'query ($id: Int!) { getDigitalCopy(id: $id) { files { id } } }',
        { id: copy.id },
        { token },
      );
      const [image] = copyFiles.getDigitalCopy.files;
      const saved = await upsert(request, token, 'upsertPage', 'PageInput', {
        catalog: catalogId,
        number: '1',
        digital_copy_file: image.id,
        entries,
      });
      expect(saved).toMatchObject({ success: true });
      pageId = saved.id as number;
      context = await browser.newContext({ baseURL: baseURL(), locale: 'de-DE' });
      await signIn(context, token);
      page = await context.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    test.afterAll(async ({ request }) => {
      await updateLocale(request, token, 'de');
      await context.close();
    });

    test('a region drawn for the selected entry is saved with the page', async () => {
      await page.goto(`/pages/${pageId}/edit`);
      const scanArea = page.getByTestId('page-scan');
      await expect(scanArea.getByTestId('viewer-image-label')).toContainText('marienau-1762-p001.jpg');
      await expect(page.getByTestId('region-status')).toHaveText(de.entities.page.region_select);
      await expect(page.getByTestId('region-mark')).toBeDisabled();

      // The second entry selected in the grid, then its line on the scan framed by a drag.
      await field(page, 'entries.1.composer').click();
      const entry = fill(de.entities.page.region_entry, { position: 2, number: '12' });
      await expect(page.getByTestId('region-status')).toHaveText(
        fill(de.entities.page.region_unmarked, { entry }),
      );
      await page.getByTestId('region-mark').click();
      await expect(page.getByTestId('region-status')).toHaveText(
        fill(de.entities.page.region_drawing, { entry }),
      );
      const canvas = scanArea.getByTestId('viewer-canvas');
      await drag(page, page.getByTestId('region-draw'), [0.3, 0.5], [0.7, 0.56]);
      await expect(regionBoxes(page)).toHaveCount(1);
      await expect(regionBoxes(page)).toHaveAttribute('data-entry', '1');
      await expect(regionBoxes(page)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('region-status')).toHaveText(
        fill(de.entities.page.region_marked, { entry }),
      );
      // The box lies where it was drawn, inside the scan.
      const [drawn, view] = [await regionBoxes(page).boundingBox(), await canvas.boundingBox()];
      expect(drawn?.x).toBeCloseTo((view?.x ?? 0) + (view?.width ?? 0) * 0.3, -1);
      expect(drawn?.width).toBeCloseTo((view?.width ?? 0) * 0.4, -1);
      await screenshot(page, 'page-regions');

      await page.keyboard.press('Control+s');
      await expect(page).toHaveURL(new RegExp(`/catalogs/${catalogId}\\?tab=page&pageId=${pageId}$`));
    });

    test('after a reload, selecting the entry highlights its region and clicking the region selects it', async () => {
      await page.goto(`/pages/${pageId}/edit`);
      await page.reload();
      await expect(regionBoxes(page)).toHaveCount(1);
      const box = regionBoxes(page);
      await expect(box).toHaveAttribute('aria-pressed', 'false');
      await expect(box).toHaveAccessibleName(fill(de.entities.page.region_of, { position: 2, number: '12' }));

      // Another entry selected: no region is highlighted.
      await field(page, 'entries.0.signature').click();
      await expect(box).toHaveAttribute('aria-pressed', 'false');
      const before = (await box.boundingBox())?.width ?? 0;

      // Its own entry selected: its region is highlighted and brought into view, larger.
      await field(page, 'entries.1.genre').click();
      await expect(box).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await box.boundingBox())?.width ?? 0).toBeGreaterThan(before * 1.2);

      // The region clicked from elsewhere selects its entry's row.
      await field(page, 'entries.2.number').click();
      await expect(box).toHaveAttribute('aria-pressed', 'false');
      await box.click();
      await expect(field(page, 'entries.1.number')).toBeFocused();
      await expect(box).toHaveAttribute('aria-pressed', 'true');
    });

    test('the manifest serves the region as an annotation on the canvas of the page’s image', async ({
      request,
    }) => {
      const manifestUrl = await page
        .getByTestId('page-scan')
        .getByTestId('manifest-link')
        .getAttribute('href');
      const manifest = await (await request.get(manifestUrl ?? '')).json();
      const [canvas] = manifest.items;
      const [annotations] = canvas.annotations;
      expect(annotations.type).toBe('AnnotationPage');
      expect(annotations.items).toHaveLength(1);
      const [annotation] = annotations.items;
      expect(annotation).toMatchObject({ type: 'Annotation', motivation: 'tagging' });
      expect(annotation.body.value).toContain('Catalogus 1762 · 1/12 (Mozart)');
      const [, x, y, w, h] = /#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(annotation.target)?.map(Number) ?? [];
      expect(annotation.target.startsWith(`${canvas.id}#`)).toBe(true);
      // Where it was drawn: from 30 % to 70 % of the viewer's width, on the scan of 600 × 800 pixels.
      expect(x + w).toBeLessThanOrEqual(600);
      expect(y + h).toBeLessThanOrEqual(800);
      expect(w).toBeGreaterThan(100);
      expect(h).toBeGreaterThan(10);
      // Its AnnotationPage resolves at its id, for viewers that fetch it.
      const alone = await request.get(annotations.id);
      expect(alone.ok()).toBe(true);
      expect((await alone.json()).items).toEqual(annotations.items);
    });

    test('with the keyboard a region is removed, and the page saved without it', async ({ request }) => {
      await field(page, 'entries.1.signature').focus();
      await page.getByTestId('region-remove').focus();
      await page.keyboard.press('Enter');
      await expect(regionBoxes(page)).toHaveCount(0);
      await expect(page.getByTestId('region-mark')).toHaveText(de.entities.page.region_mark);
      await expect(field(page, 'entries.1.signature')).toBeFocused();
      await page.keyboard.press('Control+s');
      await expect(page).toHaveURL(new RegExp(`/catalogs/${catalogId}\\?tab=page&pageId=${pageId}$`));
      await page.goto(`/pages/${pageId}/edit`);
      await expect(page.getByTestId('page-scan').getByTestId('viewer-image-label')).toBeVisible();
      const manifestUrl = await page
        .getByTestId('page-scan')
        .getByTestId('manifest-link')
        .getAttribute('href');
      const manifest = await (await request.get(manifestUrl ?? '')).json();
      expect(manifest.items[0].annotations).toBeUndefined();
      await expect(regionBoxes(page)).toHaveCount(0);
    });

    test('in English and under 1000 px, the region tools read and fit', async ({ request }) => {
      // A region again, to be seen in the screenshots.
      await field(page, 'entries.0.composer').click();
      await page.getByTestId('region-mark').click();
      await drag(page, page.getByTestId('region-draw'), [0.3, 0.38], [0.72, 0.44]);
      await expect(regionBoxes(page)).toHaveCount(1);
      await page.keyboard.press('Control+s');
      await expect(page).toHaveURL(new RegExp(`/catalogs/${catalogId}\\?tab=page&pageId=${pageId}$`));
      for (const language of ['en', 'de'] as const) {
        await updateLocale(request, token, language);
        for (const width of [1280, 900]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`/pages/${pageId}/edit`);
          await expect(regionBoxes(page)).toHaveCount(1);
          await field(page, 'entries.0.number').click();
          await expect(regionBoxes(page)).toHaveAttribute('aria-pressed', 'true');
          await expect(page.getByTestId('region-status')).toHaveText(
            fill(texts[language].entities.page.region_marked, {
              entry: fill(texts[language].entities.page.region_entry, { position: 1, number: '11' }),
            }),
          );
          await page.getByTestId('region-toolbar').scrollIntoViewIfNeeded();
          await screenshot(page, 'page-regions-selected');
        }
      }
    });

    test('with the keyboard alone a region is drawn: arrows place and size the box, Enter marks it', async ({
      request,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/pages/${pageId}/edit`);
      await expect(regionBoxes(page)).toHaveCount(1);
      await field(page, 'entries.2.number').focus();
      await page.getByTestId('region-mark').focus();
      await page.keyboard.press('Enter');
      const cover = page.getByTestId('region-draw');
      await expect(cover).toBeFocused();
      const drawn = cover.getByTestId('region-drawn');
      await expect(drawn).toHaveCount(0);

      // The first arrow shows a box across the middle of the view; arrows move it, Shift and arrows size it.
      await page.keyboard.press('ArrowDown');
      const view = (await cover.boundingBox()) as NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;
      const first = await drawn.boundingBox();
      expect(first?.height).toBeGreaterThan(view.height / 40);
      expect(Math.abs((first?.y ?? 0) + (first?.height ?? 0) / 2 - (view.y + view.height / 2))).toBeLessThan(
        3,
      );
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
      for (let i = 0; i < 10; i++) await page.keyboard.press('Shift+ArrowDown');
      const placed = await drawn.boundingBox();
      // Each step a fiftieth of the view (to a pixel of the scan).
      expect(Math.abs((placed?.y ?? 0) - (first?.y ?? 0) - (view.height * 5) / 50)).toBeLessThan(6);
      expect(Math.abs((placed?.height ?? 0) - (first?.height ?? 0) - (view.height * 10) / 50)).toBeLessThan(
        6,
      );
      expect(placed?.width).toBeCloseTo(first?.width ?? 0, 0);
      await screenshot(page, 'page-region-keyboard');

      await page.keyboard.press('Enter');
      const marked = regionBoxes(page).and(page.locator('[data-entry="2"]'));
      await expect(marked).toHaveAttribute('aria-pressed', 'true');
      await expect(field(page, 'entries.2.number')).toBeFocused();
      const box = await marked.boundingBox();
      expect(Math.abs((box?.y ?? 0) - (placed?.y ?? 0))).toBeLessThan(3);
      expect(Math.abs((box?.height ?? 0) - (placed?.height ?? 0))).toBeLessThan(3);

      await page.keyboard.press('Control+s');
      await expect(page).toHaveURL(new RegExp(`/catalogs/${catalogId}\\?tab=page&pageId=${pageId}$`));
      await page.goto(`/pages/${pageId}/edit`);
      await expect(regionBoxes(page)).toHaveCount(2);
      const manifestUrl = await page
        .getByTestId('page-scan')
        .getByTestId('manifest-link')
        .getAttribute('href');
      const manifest = await (await request.get(manifestUrl ?? '')).json();
      expect(manifest.items[0].annotations[0].items).toHaveLength(2);
    });
  });
