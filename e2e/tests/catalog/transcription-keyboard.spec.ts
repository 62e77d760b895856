import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, baseURL, signIn } from '../../support/accounts.ts';
import { graphql, upsert } from '../../support/api/client.ts';
import { createCollection } from '../../support/api/collections.ts';
import { uploadFile } from '../../support/api/files.ts';
import { field } from '../../support/forms.ts';
import { screenshot } from '../../support/screens.ts';
import { fill, texts } from '../../support/texts.ts';

// A cataloguer transcribes all day by keyboard: the number the grid proposes is replaced by what is typed,
// Enter goes down a row (adding one at the end) and never submits, the shortcuts go on working from page
// to page and after a row's deletion, a row's region is marked from that row, and rows holding nothing but
// their proposed number are not saved.

const de = texts.de;

type SavedEntry = { number: string | null; signature: string | null; genre: string | null } & Record<
  string,
  unknown
>;

async function savedEntries(request: APIRequestContext, token: string, id: number): Promise<SavedEntry[]> {
  const data = await graphql<{ getPage: { entries: SavedEntry[] } }>(
    request,
    'query ($id: Int!) { getPage(id: $id) { entries { number signature genre composer annotation region { x } } } }',
    { id },
    { token },
  );
  return data.getPage.entries;
}

const editPath = (id: number) => new RegExp(`/pages/${id}/edit$`);

test.describe
  .serial('the transcription grid by keyboard', () => {
    let context: BrowserContext;
    let page: Page;
    let token = '';
    let catalogId = 0;
    const pageIds: number[] = [];
    let regionPageId = 0;
    let saves = 0;

    test.beforeAll(async ({ browser, request }) => {
      token = await adminToken(request);
      const collection = await createCollection(request, token, { name: 'Stift Lambach', prefix: 'A-LA' });
      const catalog = await upsert(request, token, 'upsertCatalog', 'CatalogInput', {
        short_title: 'Inventar 1768',
        collection: collection.id,
      });
      catalogId = catalog.id as number;
      const pages = [
        [{ number: '5', signature: 'A 5' }],
        [{ number: '1', signature: 'B 1' }],
        [
          { number: '1', signature: 'C 1' },
          { number: '2', signature: 'C 1b' },
        ],
        ...[2, 3, 4, 5, 6].map((n) => [{ number: '1', signature: `C ${n}` }]),
      ];
      for (const [index, entries] of pages.entries()) {
        const saved = await upsert(request, token, 'upsertPage', 'PageInput', {
          catalog: catalogId,
          number: String(index + 1),
          entries,
        });
        pageIds.push(saved.id as number);
      }
      const buffer = await sharp({
        create: { width: 400, height: 560, channels: 3, background: { r: 232, g: 220, b: 192 } },
      })
        .jpeg()
        .toBuffer();
      const file = await uploadFile(request, token, { name: 'la-1768.jpg', mimeType: 'image/jpeg', buffer });
      const copy = await upsert(request, token, 'upsertDigitalCopy', 'DigitalCopyInput', {
        name: 'Inventar 1768, Scan',
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
      const regionPage = await upsert(request, token, 'upsertPage', 'PageInput', {
        catalog: catalogId,
        number: '9',
        digital_copy_file: copyFiles.getDigitalCopy.files[0]?.id,
        entries: ['11', '12', '13'].map((number) => ({ number, signature: `D ${number}` })),
      });
      regionPageId = regionPage.id as number;
      context = await browser.newContext({ baseURL: baseURL(), locale: 'de-DE' });
      await signIn(context, token);
      page = await context.newPage();
      await page.setViewportSize({ width: 1280, height: 800 });
      page.on('request', (sent) => {
        if (sent.method() === 'POST' && sent.postData()?.includes('upsertPage(')) saves += 1;
      });
    });

    test.afterAll(async () => {
      await context.close();
    });

    test('a number typed into a proposed cell replaces it; Enter goes down and adds a row, Shift+Enter a new line, never submitting', async ({
      request,
    }) => {
      await page.goto(`/pages/${pageIds[0]}/edit`);
      await field(page, 'entries.0.number').focus();
      saves = 0;
      // Enter in the last row adds one, its number proposed after the previous one; typing replaces it.
      await page.keyboard.press('Enter');
      await expect(field(page, 'entries.1.number')).toBeFocused();
      await expect(field(page, 'entries.1.number')).toHaveValue('6');
      await page.keyboard.type('6');
      await expect(field(page, 'entries.1.number')).toHaveValue('6');
      await page.keyboard.press('Tab');
      await page.keyboard.type('A 6');
      // Shift+Enter in a one-line cell neither submits nor moves.
      await page.keyboard.press('Shift+Enter');
      await expect(field(page, 'entries.1.signature')).toBeFocused();
      for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
      await expect(field(page, 'entries.1.annotation')).toBeFocused();
      await page.keyboard.type('Zeile 1');
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type('Zeile 2');
      await expect(field(page, 'entries.1.annotation')).toHaveValue('Zeile 1\nZeile 2');
      // Enter from a text cell goes down a row too: from the first row to the same column of the second.
      await field(page, 'entries.0.annotation').focus();
      await page.keyboard.press('Enter');
      await expect(field(page, 'entries.1.annotation')).toBeFocused();
      await field(page, 'entries.0.signature').focus();
      await page.keyboard.press('Enter');
      await expect(field(page, 'entries.1.signature')).toBeFocused();
      // The grid selects what it focuses: typing replaces it.
      await page.keyboard.type('A 6a');
      await expect(field(page, 'entries.1.signature')).toHaveValue('A 6a');
      await expect(page).toHaveURL(editPath(pageIds[0]));
      await screenshot(page, 'grid-keyboard');
      expect(saves).toBe(0);

      await page.keyboard.press('Control+s');
      await expect(page).toHaveURL(new RegExp(`/catalogs/${catalogId}\\?tab=page&pageId=${pageIds[0]}$`));
      expect(saves).toBe(1);
      expect(await savedEntries(request, token, pageIds[0])).toMatchObject([
        { number: '5', signature: 'A 5' },
        { number: '6', signature: 'A 6a', annotation: 'Zeile 1\nZeile 2' },
      ]);
    });

    test('rows holding nothing but their proposed number are not saved; an emptied entry is refused', async ({
      request,
    }) => {
      await page.goto(`/pages/${pageIds[1]}/edit`);
      await field(page, 'entries.0.signature').focus();
      await page.keyboard.press('Enter');
      await expect(field(page, 'entries.1.number')).toHaveValue('2');
      await page.keyboard.press('Enter');
      await expect(field(page, 'entries.2.number')).toHaveValue('3');
      await expect(page.getByTestId('entries-item')).toHaveCount(3);
      await page.keyboard.press('Control+s');
      await expect(page).toHaveURL(new RegExp(`/catalogs/${catalogId}\\?tab=page&pageId=${pageIds[1]}$`));
      expect(await savedEntries(request, token, pageIds[1])).toMatchObject([
        { number: '1', signature: 'B 1' },
      ]);

      // A saved entry emptied of its number and text stays, with its error, and nothing is saved.
      await page.goto(`/pages/${pageIds[1]}/edit`);
      for (const cell of ['entries.0.number', 'entries.0.signature']) {
        await field(page, cell).focus();
        await page.keyboard.press('Control+A');
        await page.keyboard.press('Delete');
      }
      await page.keyboard.press('Control+s');
      await expect(field(page, 'entries.0.number')).toHaveAccessibleDescription(de.Entry.error_empty);
      await expect(page).toHaveURL(editPath(pageIds[1]));
      await screenshot(page, 'grid-empty-entry');
      expect(await savedEntries(request, token, pageIds[1])).toMatchObject([
        { number: '1', signature: 'B 1' },
      ]);
    });

    test('Alt+PageDown alone leafs five pages, each opening in its first empty cell; Alt+PageUp goes back, Ctrl+S saves', async ({
      request,
    }) => {
      await page.goto(`/pages/${pageIds[2]}/edit`);
      // A row deleted through its confirmation: the focus goes on in the row before it.
      await page.locator('[id="entries.1-remove"]').focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('confirm-dialog')).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('confirm-dialog')).toHaveCount(0);
      await expect(field(page, 'entries.0.number')).toBeFocused();
      await field(page, 'entries.0.genre').focus();
      await page.keyboard.type('Missa 3');

      for (const at of [3, 4, 5, 6, 7]) {
        if (at === 5) {
          // The shortcuts work wherever the focus is on the page's screen.
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        }
        await page.keyboard.press('Alt+PageDown');
        await expect(page).toHaveURL(editPath(pageIds[at]));
        await expect(field(page, 'entries.0.genre')).toBeFocused();
        await page.keyboard.type(`Missa ${at + 1}`);
      }
      // Back a page: its genre is typed, so the composer is its first empty cell.
      await page.keyboard.press('Alt+PageUp');
      await expect(page).toHaveURL(editPath(pageIds[6]));
      await expect(field(page, 'entries.0.composer')).toBeFocused();
      await page.keyboard.type('Haydn');
      await page.keyboard.press('Control+s');
      await expect(page).toHaveURL(new RegExp(`/catalogs/${catalogId}\\?tab=page&pageId=${pageIds[6]}$`));

      expect(await savedEntries(request, token, pageIds[2])).toMatchObject([
        { number: '1', signature: 'C 1', genre: 'Missa 3' },
      ]);
      for (const at of [3, 4, 5, 7])
        expect(await savedEntries(request, token, pageIds[at])).toMatchObject([
          { signature: `C ${at - 1}`, genre: `Missa ${at + 1}` },
        ]);
      expect(await savedEntries(request, token, pageIds[6])).toMatchObject([
        { genre: 'Missa 7', composer: 'Haydn' },
      ]);
    });

    test("a region is marked for the second row by keyboard, from that row's own button", async ({
      request,
    }) => {
      await page.goto(`/pages/${regionPageId}/edit`);
      await expect(page.getByTestId('page-scan').getByTestId('viewer-image-label')).toContainText(
        'la-1768.jpg',
      );
      await field(page, 'entries.1.notes').focus();
      await page.keyboard.press('Tab');
      const entry = fill(de.entities.page.region_entry, { position: 2, number: '12' });
      const rowButton = page.getByRole('button', { name: fill(de.entities.page.region_mark_row, { entry }) });
      await expect(rowButton).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('region-draw')).toBeFocused();
      await expect(page.getByTestId('region-status')).toHaveText(
        fill(de.entities.page.region_drawing, { entry }),
      );
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      const boxes = page.getByTestId('page-scan').getByTestId('entry-region');
      await expect(boxes).toHaveCount(1);
      await expect(boxes).toHaveAttribute('data-entry', '1');
      await expect(rowButton).toBeFocused();
      await screenshot(page, 'grid-row-region');
      // The shortcuts work from the scan too, whose viewer has keys of its own.
      await page.getByTestId('page-scan').locator('.openseadragon-canvas').focus();
      await page.keyboard.press('Control+s');
      await expect(page).toHaveURL(new RegExp(`/catalogs/${catalogId}\\?tab=page&pageId=${regionPageId}$`));
      const saved = await savedEntries(request, token, regionPageId);
      expect(saved.map((e) => e.region !== null)).toEqual([false, true, false]);

      // Alt+PageUp from the scan leafs back, though the viewer turns its own pages by PageUp.
      await page.goto(`/pages/${regionPageId}/edit`);
      await page.getByTestId('page-scan').locator('.openseadragon-canvas').focus();
      await page.keyboard.press('Alt+PageUp');
      await expect(page).toHaveURL(editPath(pageIds[7]));
    });
  });
