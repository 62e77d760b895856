import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, baseURL, signIn } from '../../support/accounts.ts';
import { graphql, saved } from '../../support/api/client.ts';
import { createCollection } from '../../support/api/collections.ts';
import { uploadFile } from '../../support/api/files.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { texts } from '../../support/texts.ts';

// The transcription desk at 1280 × 800: the page form's grid has columns as wide as their values (a number
// narrow, a composer and an annotation wide, no value cut, no word broken), several entries in sight, a
// split between grid and scan moved by keyboard and kept, the scan's toolbar under the app bar while the
// entries scroll; the catalog's page tab shows entries and scan side by side, every column in sight.

const de = texts.de;
const composers = ['P. Gregorio Heißler', 'P. Marian Königsperger', 'Sig. Brixi', 'Sig. Zach'];
const genres = ['Missa pastoralis in G', 'Requiem in c', 'Litaniae Lauretanae', 'Offertorium de Tempore'];
const scoring = 'à Canto, Alto, Tenore, Basso, 2 Violini, Viola, Violone, 2 Clarini e Tympano';
const entries = Array.from({ length: 16 }, (_, index) => ({
  number: String(index + 1),
  signature: `A ${index + 11}`,
  genre: genres[index % genres.length],
  composer: composers[index % composers.length],
  annotation: index % 2 ? 'à Canto, Alto, Tenore, Basso, 2 Violini e Organo' : scoring,
  notes: index === 1 ? 'Im Inventar von 1798 nicht mehr verzeichnet.' : '',
}));

/** The page's grid: its rows (one per entry) and, in the first, the cell of each column. */
const rows = (page: Page) => page.getByTestId('entries-item');
const cell = (page: Page, index: number, name: string) =>
  page.locator(`[id="field-entries.${index}.${name}"]`);
const separator = (page: Page) => page.getByRole('separator', { name: de.shell.split_panes });
const width = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;

test.describe
  .serial('the transcription desk at 1280 × 800', () => {
    let context: BrowserContext;
    let page: Page;
    let catalogId = 0;
    let pageId = 0;

    test.beforeAll(async ({ browser, request }) => {
      const token = await adminToken(request);
      const collection = await createCollection(request, token, { name: 'Stift Lambach', prefix: 'A-LA' });
      catalogId = await saved(request, token, 'upsertCatalog', 'CatalogInput', {
        short_title: 'Catalogus 1768',
        collection: collection.id,
      });
      const buffer = await sharp({
        create: { width: 600, height: 840, channels: 3, background: { r: 230, g: 215, b: 180 } },
      })
        .png()
        .toBuffer();
      const file = await uploadFile(request, token, { name: 'la-1768-1.png', mimeType: 'image/png', buffer });
      const copy = await saved(request, token, 'upsertDigitalCopy', 'DigitalCopyInput', {
        name: 'Catalogus 1768, Scan',
        digitizable_type: 'catalog',
        digitizable_id: catalogId,
        files: [{ file }],
      });
      const { getDigitalCopy } = await graphql<{ getDigitalCopy: { files: { id: number }[] } }>(
        request,
        'query ($id: Int!) { getDigitalCopy(id: $id) { files { id } } }',
        { id: copy },
        { token },
      );
      pageId = await saved(request, token, 'upsertPage', 'PageInput', {
        catalog: catalogId,
        number: '1r',
        digital_copy_file: getDigitalCopy.files[0]?.id,
        entries,
      });
      context = await browser.newContext({
        baseURL: baseURL(),
        locale: 'de-DE',
        viewport: { width: 1280, height: 800 },
      });
      await signIn(context, token);
      page = await context.newPage();
    });

    test.afterAll(async () => {
      await context.close();
    });

    test('the grid: columns as wide as their values, none cut, several entries in sight', async () => {
      await page.goto(`/pages/${pageId}/edit`);
      await expect(rows(page)).toHaveCount(entries.length);
      await expect(cell(page, 0, 'composer')).toHaveValue(composers[0] as string);
      // The menu gives its width to the desk, a toggle away.
      await expect(page.getByTestId('navigation-drawer')).toHaveCount(0);
      await expect(page.getByTestId('menu-toggle')).toHaveAttribute('aria-expanded', 'false');

      const number = await width(cell(page, 0, 'number'));
      const signature = await width(cell(page, 0, 'signature'));
      const composer = await width(cell(page, 0, 'composer'));
      const annotation = await width(cell(page, 0, 'annotation'));
      expect(number, 'the number narrow').toBeLessThan(composer / 2);
      expect(signature, 'the signature narrow').toBeLessThan(composer / 1.5);
      expect(number).toBeLessThan(annotation / 2);
      for (const index of [0, 1, 2, 3]) {
        // A one-line cell shows its whole value; a text breaks only between words.
        for (const name of ['number', 'signature', 'genre', 'composer']) {
          const cut = await cell(page, index, name).evaluate(
            (input) => input.scrollWidth > input.clientWidth,
          );
          expect(cut, `entry ${index + 1}'s ${name} is cut`).toBe(false);
        }
        for (const name of ['annotation', 'notes']) {
          const room = await cell(page, index, name).evaluate(widestWordRoom);
          expect(room, `entry ${index + 1}'s ${name} breaks inside a word`).toBeGreaterThanOrEqual(0);
        }
      }
      // The genre's warning wraps between words, read whole, neither cut nor hidden.
      const warning = page.getByTestId('field-warning').first();
      await expect(warning).toHaveText(de.Genre.warning_unknown);
      const hidden = await warning.evaluate(
        (element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
      expect(hidden, 'the warning is cut').toBe(false);

      const inSight = await rows(page).evaluateAll(
        (items) => items.filter((item) => item.getBoundingClientRect().bottom <= window.innerHeight).length,
      );
      // Each with its genre's warning, the worst case: three whole entries at least (one before).
      expect(inSight, 'entries wholly in sight').toBeGreaterThanOrEqual(3);
      await screenshot(page, 'transcription-desk');
    });

    test('the split between grid and scan moves by keyboard and is kept after a reload', async () => {
      await page.goto(`/pages/${pageId}/edit`);
      const grid = page.getByTestId('record-form').locator('.MuiPaper-root').first();
      await expect(rows(page)).toHaveCount(entries.length);
      const before = Number(await separator(page).getAttribute('aria-valuenow'));
      const gridBefore = await width(grid);
      await separator(page).focus();
      for (let press = 0; press < 5; press++) await page.keyboard.press('ArrowLeft');
      await expect(separator(page)).toHaveAttribute('aria-valuenow', String(before - 10));
      const gridAfter = await width(grid);
      expect(gridAfter, 'the grid narrower').toBeLessThan(gridBefore - 80);
      await page.keyboard.press('End');
      await expect(separator(page)).toHaveAttribute(
        'aria-valuenow',
        (await separator(page).getAttribute('aria-valuemax')) ?? '',
      );
      await page.keyboard.press('Home');
      for (let press = 0; press < 10; press++) await page.keyboard.press('ArrowRight');
      const kept = await separator(page).getAttribute('aria-valuenow');
      const keptWidth = await width(grid);
      await page.reload();
      await expect(rows(page)).toHaveCount(entries.length);
      await expect(separator(page)).toHaveAttribute('aria-valuenow', kept ?? '');
      expect(Math.abs((await width(grid)) - keptWidth)).toBeLessThan(2);
      // Back to where it started, for the tests after: from the far end, by steps of 2 %.
      await separator(page).focus();
      await page.keyboard.press('End');
      const end = Number(await separator(page).getAttribute('aria-valuenow'));
      for (let press = 0; press < (end - before) / 2; press++) await page.keyboard.press('ArrowLeft');
      await expect(separator(page)).toHaveAttribute('aria-valuenow', String(before));
    });

    test("the scan's toolbar stays in sight under the app bar while the grid scrolls", async () => {
      await page.goto(`/pages/${pageId}/edit`);
      const zoomIn = page.getByRole('button', { name: de.viewer.zoom_in });
      await expect(zoomIn).toBeVisible();
      await cell(page, entries.length - 1, 'notes').scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
      const bar = await page.locator('header.MuiAppBar-root').boundingBox();
      const toolbar = await zoomIn.boundingBox();
      expect(toolbar?.y ?? 0, 'the toolbar below the app bar').toBeGreaterThanOrEqual(
        (bar?.y ?? 0) + (bar?.height ?? 0),
      );
      await expect(zoomIn).toBeInViewport();
      await screenshot(page, 'transcription-desk-scrolled');
    });

    test("the catalog's page tab: entries beside the scan, every column in sight", async () => {
      await page.goto(`/catalogs/${catalogId}?tab=page&pageId=${pageId}`);
      const table = page.getByTestId('page-entries');
      await expect(table.getByTestId('page-entry')).toHaveCount(entries.length);
      const viewer = page.getByTestId('digital-copy-viewer');
      await expect(viewer).toBeVisible();
      const tableBox = await table.boundingBox();
      const viewerBox = await viewer.boundingBox();
      expect(tableBox && viewerBox, 'both shown').toBeTruthy();
      if (!tableBox || !viewerBox) return;
      expect(viewerBox.x, 'the scan beside the entries').toBeGreaterThanOrEqual(tableBox.x + tableBox.width);
      expect(viewerBox.y, 'the scan level with the entries').toBeLessThan(tableBox.y + 100);
      const headers = table.locator('thead th');
      await expect(headers.last()).toHaveText(de.Entry.fields.score);
      for (const header of await headers.all()) {
        const box = await header.boundingBox();
        expect(
          (box?.x ?? 0) + (box?.width ?? 0),
          `${await header.textContent()} in sight`,
        ).toBeLessThanOrEqual(viewerBox.x);
      }
      const scrolls = await table.evaluate((element) => {
        const container = element.parentElement as HTMLElement;
        return container.scrollWidth > container.clientWidth;
      });
      expect(scrolls, 'the table fits its pane').toBe(false);
      await screenshot(page, 'catalog-page-desk');
    });

    test('the menu is shown and hidden again by its toggle, and stays as it was left', async () => {
      await page.goto(`/pages/${pageId}/edit`);
      const toggle = page.getByTestId('menu-toggle');
      await toggle.click();
      await expect(page.getByTestId('navigation-drawer')).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.reload();
      await expect(page.getByTestId('navigation-drawer')).toBeVisible();
      await page.getByTestId('menu-toggle').click();
      await expect(page.getByTestId('navigation-drawer')).toHaveCount(0);
      // Other screens keep their menu docked.
      await page.goto('/files');
      await expect(page.getByTestId('navigation-drawer')).toBeVisible();
    });

    test('screens at 1280 and 900 px in German and English', async () => {
      for (const language of ['de', 'en'] as const) {
        for (const viewportWidth of [1280, 900]) {
          await page.setViewportSize({ width: viewportWidth, height: 800 });
          await page.goto(`/pages/${pageId}/edit`);
          if ((await page.locator('html').getAttribute('lang')) !== language)
            await new Shell(page).switchLanguage(language);
          await expect(rows(page)).toHaveCount(entries.length);
          await screenshot(page, 'transcription-desk-screen');
          await page.goto(`/catalogs/${catalogId}?tab=page&pageId=${pageId}`);
          await expect(page.getByTestId('page-entry')).toHaveCount(entries.length);
          await screenshot(page, 'catalog-page-desk-screen');
        }
      }
    });
  });

/** The room a text area leaves beside its widest word (negative: that word is broken to fit). */
function widestWordRoom(area: HTMLTextAreaElement | HTMLInputElement | HTMLElement): number {
  const style = getComputedStyle(area);
  const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  const words = ((area as HTMLTextAreaElement).value ?? '').split(/\s+/);
  const widest = Math.max(0, ...words.map((word) => context.measureText(word).width));
  const inner =
    area.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
  return inner - widest;
}
