import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { admin, adminToken, baseURL } from '../../support/accounts.ts';
import { graphql, upsert } from '../../support/api/client.ts';
import { uploadFile } from '../../support/api/files.ts';
import { field } from '../../support/forms.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// An archive catalogues a score in the browser alone: the administrator logs in, makes a collection, a
// catalog, a page with an entry, a score linked to that entry; then a batch of pages (a bad count refused in place),
// a page opened by its shared link, and a page whose entry a score names refused deletion.

const de = texts.de;
const en = texts.en;

const collection = { name: 'Musikarchiv Stift Lambach', prefix: 'A-LA' };
const catalog = { short_title: 'Inventar 1768', title: 'Catalogus musicalium 1768', shelfmark: 'Cod. 12' };
const entry = { number: '4', signature: 'L 17', genre: 'Missa', composer: 'Lasser' };
const score = { shelfmark: 'Mus. 204', short_title: 'Missa in C' };

async function pick(page: Page, path: string, typed: string, option: string | RegExp) {
  const input = field(page, path);
  await input.click();
  await input.pressSequentially(typed);
  await page.getByRole('option', { name: option }).first().click();
}

// By element, not role: an open dialog hides the page from the accessibility tree.
const pageLinks = (page: Page) => page.getByTestId('page-list').locator('a');

test.describe
  .serial('catalogs and pages through the UI', () => {
    let context: BrowserContext;
    let page: Page;
    let shell: Shell;
    let catalogId = 0;

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({ baseURL: baseURL(), locale: 'de-DE' });
      page = await context.newPage();
      shell = new Shell(page);
    });

    test.afterAll(async () => {
      await context.close();
    });

    test('from the login to a score linked to its entry on a catalog page', async ({ request }) => {
      test.setTimeout(120_000);
      // The administrator the run's set-up registered (registering the first account is first-account's),
      // its saved language German.
      await adminToken(request);
      await page.goto('/auth/login');
      await page.locator('#field-email').fill(admin.email);
      await page.locator('#field-password').fill(admin.password);
      await page.getByTestId('auth-submit').click();
      await expect(page).toHaveURL(`${baseURL()}/`);

      await shell.create('collection');
      await field(page, 'name').fill(collection.name);
      await field(page, 'prefix').fill(collection.prefix);
      await page.getByTestId('save-button').click();
      await expect(page).toHaveURL(/\/collections\/\d+$/);

      // The catalog: its short title and collection are asked for, in German.
      await shell.create('catalog');
      await expect(page).toHaveURL(/\/catalogs\/create$/);
      await expect(page.getByTestId('record-title')).toHaveText(de.entities.catalog.create_title);
      await page.getByTestId('save-button').click();
      await expect(field(page, 'short_title')).toHaveAccessibleDescription(
        de.Catalog.error_short_title_empty,
      );
      await expect(page.getByTestId('tab-page'), 'the form has no pages tab').toHaveCount(0);
      await field(page, 'title').fill(catalog.title);
      await field(page, 'short_title').fill(catalog.short_title);
      await field(page, 'shelfmark').fill(catalog.shelfmark);
      await pick(page, 'collection', 'Lambach', collection.name);
      await page.getByTestId('save-button').click();
      await expect(page).toHaveURL(/\/catalogs\/\d+$/);
      catalogId = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(page.getByTestId('record-title')).toHaveText(catalog.title);
      await expect(page.getByTestId('record-subtitle')).toHaveText(collection.name);
      await expect(page.getByRole('link', { name: de.entities.digital_copy.new_for_record })).toHaveAttribute(
        'href',
        `/digital-copies/create?digitizable_type=catalog&digitizable_id=${catalogId}`,
      );

      // A page added singly, with one entry, from the pages tab.
      await page.getByTestId('tab-page').click();
      await expect(page.getByTestId('no-pages')).toHaveText(de.entities.catalog.no_pages);
      await page.getByTestId('add-page').click();
      await expect(page).toHaveURL(new RegExp(`/pages/create\\?catalog=${catalogId}$`));
      await expect(field(page, 'catalog')).toHaveValue(catalog.title);
      await field(page, 'number').fill('1');
      await page
        .getByRole('button', { name: fill(de.record.add_item, { list: de.Page.fields.entries }) })
        .click();
      await field(page, 'entries.0.number').fill(entry.number);
      await field(page, 'entries.0.signature').fill(entry.signature);
      await field(page, 'entries.0.genre').fill(entry.genre);
      await field(page, 'entries.0.composer').fill(entry.composer);
      await screenshot(page, 'page-form');
      await page.getByTestId('save-button').click();

      // Saved, the page is shown in its catalog, at its own address.
      await expect(page).toHaveURL(new RegExp(`/catalogs/${catalogId}\\?tab=page&pageId=\\d+$`));
      await expect(page.getByTestId('open-page-number')).toHaveText(
        fill(de.entities.catalog.page_number, { number: 1 }),
      );
      await expect(shell.flash).toHaveText(de.Server.saved);
      const row = page.getByTestId('page-entries').getByRole('row').nth(1);
      for (const text of Object.values(entry)) await expect(row).toContainText(text);

      // The score, its entry picked by the catalog's title (the short title is the picker's to learn), whole:
      // other specs and the demo archive have catalogs called Catalogus, too many for the picker to list.
      await shell.create('score');
      await pick(page, 'collection', 'Lambach', collection.name);
      await field(page, 'shelfmark').fill(score.shelfmark);
      await field(page, 'short_title').fill(score.short_title);
      await field(page, 'voices.0.voice').click();
      await page.getByRole('option', { name: de.codes.scoringCodes.sop, exact: true }).click();
      await page.getByTestId('tab-links').click();
      await pick(page, 'entries.0.id', catalog.title, new RegExp(`1/${entry.number}`));
      await page.getByTestId('save-button').click();
      await expect(page).toHaveURL(/\/scores\/\d+(\?tab=\w+)?$/);
      await page.getByTestId('tab-links').click();
      await page.getByTestId('table-entries').getByRole('link').first().click();

      // The entry's link leads to its page, which names the score.
      await expect(page).toHaveURL(new RegExp(`/catalogs/${catalogId}\\?tab=page&pageId=\\d+$`));
      await expect(
        page.getByTestId('page-entries').getByRole('link', { name: new RegExp(score.short_title) }),
      ).toBeVisible();
    });

    test('a batch of pages: a bad count is refused in place, a good one adds numbered pages', async () => {
      await page.goto(`/catalogs/${catalogId}?tab=page`);
      await page.getByTestId('add-pages').click();
      const count = page.getByTestId('page-batch-dialog').getByLabel(de.Catalog.fields.page_count);
      await expect(count).toBeFocused();
      await count.fill('zwölf');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('page-batch-dialog').getByRole('textbox')).toHaveAccessibleDescription(
        de.Catalog.error_page_count_invalid,
      );
      await expect(pageLinks(page)).toHaveCount(1);
      await screenshot(page, 'page-batch-refused');
      // One page is named alone, not as a range from it to itself.
      await count.fill('1');
      await expect(page.getByTestId('page-batch-dialog')).toContainText('Seite 2 wird hinzugefügt.');
      await count.fill('3');
      await expect(page.getByTestId('page-batch-dialog')).toContainText(
        fill(de.entities.catalog.add_pages_numbers_other, { first: 2, last: 4 }),
      );
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('page-batch-dialog')).toHaveCount(0);
      await expect(pageLinks(page)).toHaveCount(4);
      await expect(page.getByTestId('open-page-number')).toHaveText(
        fill(de.entities.catalog.page_number, { number: 2 }),
      );
      await expect(pageLinks(page).nth(3)).toContainText(
        fill(de.entities.catalog.page_number, { number: 4 }),
      );
    });

    test("a page's shared link opens it; /pages/{id} leads there; switching pages changes the address", async ({
      browser,
    }) => {
      await page.goto(`/catalogs/${catalogId}?tab=page`);
      // The pages are links, switched with the keyboard as well: Tab goes past a page's move buttons to the next
      // (shown once the session says the user may move pages).
      const pageTwo = fill(de.entities.catalog.page_number, { number: 2 });
      await expect(
        page.getByRole('button', { name: fill(de.record.move_up, { item: pageTwo }) }),
      ).toBeVisible();
      await pageLinks(page).nth(1).focus();
      for (const key of [de.record.move_up, de.record.move_down]) {
        await page.keyboard.press('Tab');
        await expect(page.getByRole('button', { name: fill(key, { item: pageTwo }) })).toBeFocused();
        // Its name shows beside it (one tooltip shared by the list's buttons), on focus as on hover.
        await expect(page.getByRole('tooltip')).toHaveText(fill(key, { item: pageTwo }));
      }
      await page.getByRole('button', { name: fill(de.record.move_up, { item: pageTwo }) }).hover();
      await expect(page.getByRole('tooltip')).toHaveText(fill(de.record.move_up, { item: pageTwo }));
      await pageLinks(page).nth(1).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(pageLinks(page).nth(2)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('open-page-number')).toHaveText(
        fill(de.entities.catalog.page_number, { number: 3 }),
      );
      const shared = page.url();
      const pageId = Number(new URL(shared).searchParams.get('pageId'));

      const guest = await browser.newContext({ baseURL: baseURL(), locale: 'en-US' });
      const visitor = await guest.newPage();
      await visitor.goto(shared);
      await expect(visitor.getByTestId('open-page-number')).toHaveText(
        fill(de.entities.catalog.page_number, { number: 3 }),
      );
      await visitor.goto(`/pages/${pageId}`);
      await expect(visitor).toHaveURL(shared);
      await expect(visitor.getByTestId('edit-page'), 'a guest edits nothing').toHaveCount(0);
      await guest.close();
    });

    test("a page shows the image of the catalog's digital copy chosen for it", async ({ request }) => {
      const token = await adminToken(request);
      const files: number[] = [];
      for (const [index, shade] of [40, 120].entries()) {
        const buffer = await sharp({
          create: { width: 300, height: 400, channels: 3, background: { r: shade, g: 200, b: 160 } },
        })
          .jpeg()
          .toBuffer();
        files.push(
          await uploadFile(request, token, {
            name: `lambach-${index + 1}.jpg`,
            mimeType: 'image/jpeg',
            buffer,
          }),
        );
      }
      const copy = { name: 'Scans 1768', digitizable_type: 'catalog', digitizable_id: catalogId };
      const saved = await upsert(request, token, 'upsertDigitalCopy', 'DigitalCopyInput', {
        ...copy,
        files: files.map((file) => ({ file })),
      });
      expect(saved).toMatchObject({ success: true });

      await page.goto(`/catalogs/${catalogId}?tab=page`);
      await pageLinks(page).nth(1).click();
      await expect(page.getByTestId('digital-copy-viewer')).toHaveCount(0);
      await page.getByTestId('edit-page').click();
      await field(page, 'digital_copy_file').click();
      await page
        .getByRole('option', {
          name: fill(de.entities.page.image_option, { copy: copy.name, position: 2, name: 'lambach-2.jpg' }),
        })
        .click();
      await page.getByTestId('save-button').click();
      await expect(page.getByTestId('open-page-number')).toHaveText(
        fill(de.entities.catalog.page_number, { number: 2 }),
      );
      await expect(page.getByTestId('viewer-image-label')).toContainText('lambach-2.jpg');
      await screenshot(page, 'catalog-page-image');

      // The page's history, beside the page: the scan assigned; the version before it restored.
      await page.getByTestId('history-open').click();
      const history = page.getByTestId('history-dialog');
      const versions = history.getByTestId('revision');
      await expect(versions.first().getByTestId('revision-summary')).toHaveText(
        de.Page.fields.digital_copy_file,
      );
      await screenshot(page, 'catalog-page-history');
      await versions.nth(1).getByTestId('revision-restore').click();
      await page
        .getByRole('dialog', { name: de.history.restore_title })
        .getByTestId('confirm-button')
        .click();
      await expect(history.getByTestId('history-message')).toHaveText(de.History.restored);
      await history.getByTestId('history-close').click();
      await expect(page.getByTestId('digital-copy-viewer')).toHaveCount(0);
    });

    test('deleting a page asks first; a page whose entry a score names is refused, the score named', async () => {
      await page.goto(`/catalogs/${catalogId}?tab=page`);
      await pageLinks(page).first().click();
      await page.getByTestId('delete-page').click();
      await page.getByTestId('confirm-button').click();
      await expect(page.getByTestId('page-message')).toContainText(score.short_title);
      await expect(pageLinks(page)).toHaveCount(4);

      await pageLinks(page).nth(3).click();
      await page.getByTestId('delete-page').click();
      await expect(page.getByTestId('confirm-dialog')).toContainText(
        fill(de.entities.page.delete_confirm, { number: 4 }),
      );
      await page.getByTestId('confirm-button').click();
      await expect(pageLinks(page)).toHaveCount(3);

      // The catalog's form leaves its pages as they are.
      await page.getByTestId('edit-button').click();
      await field(page, 'shelfmark').fill('Cod. 12a');
      await page.getByTestId('save-button').click();
      await expect(page.getByTestId('value-shelfmark')).toHaveText('Cod. 12a');
      await page.getByTestId('tab-page').click();
      await expect(pageLinks(page)).toHaveCount(3);
    });

    test('the catalog and page screens at 1280 and 900 px, in German and English', async () => {
      for (const language of ['de', 'en'] as const) {
        if (language === 'en') await shell.switchLanguage('en');
        for (const width of [1280, 900]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(`/catalogs/${catalogId}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expect(page.getByTestId('record-title')).toHaveText(catalog.title);
          await screenshot(page, 'catalog-view');
          await page.getByTestId('tab-page').click();
          await expect(page.getByTestId('open-page')).toBeVisible();
          await screenshot(page, 'catalog-pages');
          await page.getByTestId('edit-page').click();
          await expect(field(page, 'number')).toHaveValue('1');
          await screenshot(page, 'page-edit');
          await page.goto(`/catalogs/${catalogId}/edit`);
          await expect(field(page, 'short_title')).toHaveValue(catalog.short_title);
          await screenshot(page, 'catalog-edit');
        }
      }
      await expect(page.getByTestId('record-title')).toHaveText(catalog.title);
      expect(en.entities.catalog.add_page).not.toBe(de.entities.catalog.add_page);
      await shell.switchLanguage('de');
    });
  });

test('a catalog of 400 pages draws the pages in sight; a shared link far down shows its page in the list', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const archive = await upsert(request, token, 'upsertCollection', 'CollectionInput', {
    name: 'Musikarchiv Stift Kremsmünster',
    prefix: 'A-KR',
  });
  const inventory = await upsert(request, token, 'upsertCatalog', 'CatalogInput', {
    collection: archive.id,
    short_title: 'Inventar 1790',
  });
  const { createPages } = await graphql<{ createPages: { ids: number[] } }>(
    request,
    'mutation ($id: Int!, $n: Int!) { createPages(catalogId: $id, count: $n) { ids } }',
    { id: inventory.id, n: 400 },
    { token },
  );
  const ids = createPages.ids;
  const context = await browser.newContext({ baseURL: baseURL(), locale: 'de-DE' });
  const page = await context.newPage();
  const list = page.getByTestId('page-list');
  const current = list.locator('a[aria-current="page"]');
  await page.goto(`/catalogs/${inventory.id}?tab=page&pageId=${ids[349]}`);
  await expect(current).toContainText(fill(de.entities.catalog.page_number, { number: 350 }));
  // In sight in the list, which has scrolled to it.
  const nav = page.getByRole('navigation', { name: de.Catalog.fields.pages });
  const inSight = async (link: typeof current) => {
    const [box, shown] = [await link.boundingBox(), await nav.boundingBox()];
    return !!box && !!shown && box.y >= shown.y && box.y + box.height <= shown.y + shown.height;
  };
  await expect.poll(() => inSight(current)).toBe(true);
  // Only the pages in sight and some around them are drawn; the list says how many there are.
  const drawn = await pageLinks(page).count();
  expect(drawn).toBeGreaterThan(10);
  expect(drawn).toBeLessThan(100);
  await expect(list.locator('li').first()).toHaveAttribute('aria-setsize', '400');
  // The next page is there to open, and then marked.
  await list.locator(`a[href$="pageId=${ids[350]}"]`).click();
  await expect(page).toHaveURL(new RegExp(`pageId=${ids[350]}$`));
  await expect(current).toContainText(fill(de.entities.catalog.page_number, { number: 351 }));
  // Scrolled to its end, the list draws the last page.
  const toEnd = () =>
    nav.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
  // Scrolled again as the rows drawn are measured and the list's height follows.
  await expect
    .poll(async () => {
      await toEnd();
      return inSight(list.locator(`a[href$="pageId=${ids[399]}"]`));
    })
    .toBe(true);
  await screenshot(page, 'catalog-400-pages');
  // Under 1000 px the list stands above the open page, as high as 40 % of the window.
  await page.setViewportSize({ width: 700, height: 900 });
  await page.goto(`/catalogs/${inventory.id}?tab=page&pageId=${ids[349]}`);
  await expect.poll(() => inSight(current)).toBe(true);
  await screenshot(page, 'catalog-400-pages');
  await context.close();
});
