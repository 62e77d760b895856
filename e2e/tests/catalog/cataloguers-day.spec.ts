import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { demoCollections } from '../../../packages/server/src/demo/demo-catalogs.ts';
import { adminToken, baseURL, signIn } from '../../support/accounts.ts';
import { updateLocale } from '../../support/api/accounts.ts';
import { graphql, saved } from '../../support/api/client.ts';
import { ensureDemoArchive } from '../../support/demo.ts';
import { choose, field } from '../../support/forms.ts';
import { screenshot } from '../../support/screens.ts';
import { fill, texts } from '../../support/texts.ts';

// A cataloguer's day on the demo archive: a new catalog of a demo collection gets 12 pages in a batch and
// the demo scans, one page is transcribed with the keyboard alone, one entry linked to a demo score and
// another catalogued as a new score from the entry (prefilled, linked, back on the page); the pages are
// reordered and renumbered, everything is there after a reload and by the page's shared link, and a page
// whose entry a score names cannot be deleted. What catalogs-and-pages, transcription and records/holdings
// show of the single steps is not repeated.

const de = texts.de;
const en = texts.en;
const stamp = Date.now() % 100_000;
const shortTitle = `Inventar W${stamp}`;
const entries = [
  { signature: `W${stamp} 1`, genre: 'Missa', composer: 'Sig. Albrechtsberger' },
  { signature: `W${stamp} 2`, genre: 'Requiem', composer: 'Giuseppe Haydn' },
  { signature: `W${stamp} 3`, genre: 'Litaniae', composer: 'Sig. Gassmann' },
  { signature: `W${stamp} 4`, genre: 'Offertorium', composer: 'Sig. Tuma' },
  { signature: `W${stamp} 5`, genre: 'Vesperae', composer: 'Sig. Brixi' },
];

const pageLinks = (page: Page) => page.getByTestId('page-list').locator('a');
const entryRows = (page: Page) => page.getByTestId('page-entry');

/** The demo collection's id and the images of the demo's scanned catalog, loaded by whichever spec came first. */
async function demoParts(request: APIRequestContext, token: string) {
  await ensureDemoArchive(request, token);
  const { search } = await graphql<{ search: { items: { id: number; title: string }[] } }>(
    request,
    'query ($q: String) { search(query: $q, type: collection) { items { id title } } }',
    { q: demoCollections[0].name },
  );
  const collection = search.items.find((item) => item.title === demoCollections[0].name);
  const copies = await graphql<{ search: { items: { id: number; title: string }[] } }>(
    request,
    'query { search(query: "Catalogus 1762, Scan", type: digital_copy) { items { id title } } }',
    {},
  );
  // The regions spec names its copy as the demo's: the demo's is the one of a catalog in the demo collection.
  for (const copy of copies.search.items.filter((item) => item.title === 'Catalogus 1762, Scan')) {
    const { getDigitalCopy } = await graphql<{
      getDigitalCopy: { digitizable_id: number; files: { file: { id: number } }[] };
    }>(
      request,
      'query ($id: Int!) { getDigitalCopy(id: $id) { digitizable_id files { file { id } } } }',
      { id: copy.id },
      { token },
    );
    const { getCatalog } = await graphql<{ getCatalog: { collection: { id: number } } | null }>(
      request,
      'query ($id: Int!) { getCatalog(id: $id) { collection { id } } }',
      { id: getDigitalCopy.digitizable_id },
    );
    if (collection && getCatalog?.collection.id === collection.id)
      return { collection: collection.id, scans: getDigitalCopy.files.map((image) => image.file.id) };
  }
  throw new Error("no copy of the demo's Catalogus 1762 found");
}

test.describe
  .serial('a catalog transcribed and linked on the demo archive', () => {
    let context: BrowserContext;
    let page: Page;
    let token = '';
    let demo = { collection: 0, scans: [] as number[] };
    let catalogId = 0;
    let pageIds: number[] = [];
    let newScore = '';

    test.beforeAll(async ({ browser, request }) => {
      test.setTimeout(600_000);
      token = await adminToken(request);
      await updateLocale(request, token, 'de');
      demo = await demoParts(request, token);
      expect(demo.scans).toHaveLength(12);
      context = await browser.newContext({ baseURL: baseURL(), locale: 'de-DE' });
      await signIn(context, token);
      page = await context.newPage();
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    test.afterAll(async () => {
      await context.close();
    });

    test('a catalog of a demo collection gets 12 pages in a batch and the demo scans', async ({
      request,
    }) => {
      await page.goto(`/catalogs/create?collection=${demo.collection}`);
      await expect(field(page, 'collection')).toHaveValue(demoCollections[0].name);
      await field(page, 'short_title').fill(shortTitle);
      await page.getByTestId('save-button').click();
      await expect(page).toHaveURL(/\/catalogs\/\d+$/);
      catalogId = Number(new URL(page.url()).pathname.split('/').pop());

      await page.goto(`/catalogs/${catalogId}?tab=page`);
      await page.getByTestId('add-pages').click();
      await page.getByTestId('page-batch-dialog').getByLabel(de.Catalog.fields.page_count).fill('12');
      await page.getByTestId('page-batch-submit').click();
      await expect(pageLinks(page)).toHaveCount(12);
      const { getCatalog } = await graphql<{ getCatalog: { pages: { id: number }[] } }>(
        request,
        'query ($id: Int!) { getCatalog(id: $id) { pages { id } } }',
        { id: catalogId },
        { token },
      );
      pageIds = getCatalog.pages.map((p) => p.id);

      // The demo scans as this catalog's digital copy (the copy's own screens are the digital-copies specs'), then
      // "images 1–12 to pages 1–12" in one action.
      await saved(request, token, 'upsertDigitalCopy', 'DigitalCopyInput', {
        name: `${shortTitle}, Scan`,
        digitizable_type: 'catalog',
        digitizable_id: catalogId,
        files: demo.scans.map((file, index) => ({ name: `fol. ${index + 1}`, file })),
      });
      await page.reload();
      await page.getByTestId('assign-images').click();
      await expect(page.getByTestId('assign-images-range')).toHaveText(
        fill(de.entities.catalog.assign_images_range, {
          firstImage: 1,
          lastImage: 12,
          firstPage: 1,
          lastPage: 12,
        }),
      );
      await page.getByTestId('assign-images-submit').click();
      await expect(page.getByTestId('assign-images-dialog')).toHaveCount(0);
      await pageLinks(page).nth(11).click();
      await expect(page.getByTestId('viewer-image-label')).toContainText('fol. 12');
    });

    test('five entries of a page typed with the keyboard alone, Enter going down the rows', async () => {
      await page.goto(`/pages/${pageIds[0]}/edit`);
      await page
        .getByRole('button', { name: fill(de.record.add_item, { list: de.Page.fields.entries }) })
        .focus();
      await page.keyboard.press('Enter');
      for (const [index, entry] of entries.entries()) {
        await expect(field(page, `entries.${index}.number`)).toBeFocused();
        for (const value of [entry.signature, entry.genre, entry.composer, '', '']) {
          await page.keyboard.press('Tab');
          if (value) await page.keyboard.type(value);
        }
        // Enter in the last row's last cell adds the next entry, numbered on.
        if (index < entries.length - 1) await page.keyboard.press('Enter');
      }
      await expect(field(page, 'entries.4.number')).toHaveValue('5');

      // Enter in any other cell goes one row down in the same column, and never saves the page.
      await field(page, 'entries.0.signature').focus();
      await page.keyboard.press('Enter');
      await expect(field(page, 'entries.1.signature')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(field(page, 'entries.2.signature')).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(field(page, 'entries.3.number')).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`/pages/${pageIds[0]}/edit$`));
      await expect(field(page, 'entries.5.number')).toHaveCount(0);

      await page.keyboard.press('Control+s');
      await expect(page).toHaveURL(new RegExp(`/catalogs/${catalogId}\\?tab=page&pageId=${pageIds[0]}$`));
      await expect(entryRows(page)).toHaveCount(5);
    });

    test('one entry linked to a demo score, another catalogued as a new score from the entry', async ({
      request,
    }) => {
      // An existing demo score takes the page's fifth entry, found in its picker by short title and number.
      const { getPage } = await graphql<{ getPage: { entries: { id: number }[] } }>(
        request,
        'query ($id: Int!) { getPage(id: $id) { entries { id } } }',
        { id: pageIds[0] },
        { token },
      );
      const found = await graphql<{ search: { items: { id: number }[] } }>(
        request,
        'query { search(query: "MAR", type: score, first: 1) { items { id } } }',
        {},
      );
      const demoScore = found.search.items[0]?.id as number;
      const { getScore } = await graphql<{ getScore: { entries: { id: number }[] } }>(
        request,
        'query ($id: Int!) { getScore(id: $id) { entries { id } } }',
        { id: demoScore },
      );
      await page.goto(`/scores/${demoScore}/edit`);
      await page.getByTestId('tab-links').click();
      await page
        .getByRole('button', { name: fill(de.record.add_item, { list: de.Score.fields.entries }) })
        .click();
      const picker = field(page, `entries.${getScore.entries.length}.id`);
      await picker.click();
      await picker.pressSequentially(`${shortTitle} 5`);
      await page.getByRole('option', { name: /· 1\/5 / }).click();
      await page.getByTestId('save-button').click();
      await expect(page).toHaveURL(new RegExp(`/scores/${demoScore}(\\?tab=\\w+)?$`));
      await page.goto(`/catalogs/${catalogId}?tab=page&pageId=${pageIds[0]}`);

      await page.reload();
      const rows = entryRows(page);
      // A linked entry opens its score; the others offer to be catalogued as one.
      await expect(rows.nth(4).getByTestId('entry-score')).toHaveAttribute('href', `/scores/${demoScore}`);
      await expect(rows.nth(4).getByTestId('catalogue-as-score')).toHaveCount(0);
      // Each entry shows its §3 title.
      await expect(rows.first().getByTestId('entry-title')).toHaveText(
        `${demoCollections[0].name} · ${shortTitle} · 1/1 (${entries[0].composer})`,
      );
      await screenshot(page, 'catalog-workflow-page');

      // A composer no single person matches is left, named, for the cataloguer to pick.
      await rows.nth(1).getByTestId('catalogue-as-score').click();
      await expect(page).toHaveURL(new RegExp(`/scores/create\\?entry=${getPage.entries[1].id}$`));
      await page.getByTestId('tab-attributions').click();
      await expect(field(page, 'attributions.0.person')).toHaveValue('');
      await expect(field(page, 'attributions.0.person')).toHaveAccessibleDescription(
        fill(de.record.reference_unpicked, { name: entries[1].composer }),
      );
      await page.getByTestId('cancel-button').click();
      await expect(page).toHaveURL(new RegExp(`/catalogs/${catalogId}\\?tab=page&pageId=${pageIds[0]}$`));

      // "Sig. Albrechtsberger" is the demo's one Albrechtsberger.
      await entryRows(page).first().getByTestId('catalogue-as-score').click();
      await expect(page).toHaveURL(new RegExp(`/scores/create\\?entry=${getPage.entries[0].id}$`));
      await expect(field(page, 'collection')).toHaveValue(demoCollections[0].name);
      await expect(field(page, 'shelfmark')).toHaveValue(entries[0].signature);
      await expect(field(page, 'genres.0.name')).toHaveValue(entries[0].genre);
      await choose(page, 'voices.0.voice', de.codes.scoringCodes.sop);
      await page.getByTestId('tab-links').click();
      await expect(field(page, 'entries.0.id')).toHaveValue(
        `${demoCollections[0].name} · ${shortTitle} · 1/1 (${entries[0].composer})`,
      );
      await page.getByTestId('tab-attributions').click();
      await expect(field(page, 'attributions.0.person')).toHaveValue('Albrechtsberger, Johann Georg');
      await expect(field(page, 'attributions.0.function')).toHaveText(de.codes.attributionFunctions.aut);
      await page.getByTestId('tab-basic').click();
      await page.getByRole('button', { name: de.entities.score.use_suggestion }).click();
      newScore = await field(page, 'short_title').inputValue();
      expect(newScore).toContain('Albrechtsberger');
      await screenshot(page, 'catalog-workflow-score-from-entry');
      await page.getByTestId('save-button').click();
      await expect(page).toHaveURL(new RegExp(`/catalogs/${catalogId}\\?tab=page&pageId=${pageIds[0]}$`));
      await expect(entryRows(page).first().getByTestId('entry-score')).toContainText(newScore);
    });

    test('the pages reordered by keyboard and renumbered from a start number, found after a reload', async () => {
      await page.goto(`/catalogs/${catalogId}?tab=page&pageId=${pageIds[0]}`);
      // The last page moved up by its button; the focus stays with it.
      await page.locator('#page-11-up').focus();
      await page.keyboard.press('Enter');
      await expect(pageLinks(page).nth(10)).toHaveAttribute('href', new RegExp(`pageId=${pageIds[11]}$`));
      await expect(page.locator('#page-10-up')).toBeFocused();

      await page.getByTestId('renumber-pages').click();
      const first = page.getByTestId('renumber-pages-dialog').getByLabel(de.entities.catalog.renumber_first);
      await first.fill('0');
      await page.getByTestId('renumber-pages-submit').click();
      await expect(first).toHaveAccessibleDescription(de.Catalog.error_first_number_invalid);
      await first.fill('5');
      await expect(first).toHaveAccessibleDescription(
        fill(de.entities.catalog.renumber_numbers, { first: 5, last: 16 }),
      );
      await screenshot(page, 'catalog-workflow-renumber');
      await page.getByTestId('renumber-pages-submit').click();
      await expect(page.getByTestId('renumber-pages-dialog')).toHaveCount(0);

      await page.reload();
      const numbers = Array.from({ length: 12 }, (_, i) =>
        fill(de.entities.catalog.page_number, { number: i + 5 }),
      );
      await expect(pageLinks(page).locator('.MuiListItemText-primary')).toHaveText(numbers);
      await expect(pageLinks(page).nth(10)).toHaveAttribute('href', new RegExp(`pageId=${pageIds[11]}$`));
      await expect(page.getByTestId('open-page-number')).toHaveText(
        fill(de.entities.catalog.page_number, { number: 5 }),
      );
      await expect(entryRows(page)).toHaveCount(5);
      await expect(entryRows(page).first().getByTestId('entry-score')).toContainText(newScore);
    });

    test("the page's shared link opens it for a visitor, in English at 900 px", async ({ browser }) => {
      const visitor = await browser.newContext({ baseURL: baseURL(), locale: 'en-US' });
      const shared = await visitor.newPage();
      await shared.setViewportSize({ width: 900, height: 900 });
      await shared.goto(`/catalogs/${catalogId}?tab=page&pageId=${pageIds[0]}`);
      await shared.getByTestId('language-en').click();
      await expect(shared.getByTestId('open-page-number')).toHaveText(
        fill(en.entities.catalog.page_number, { number: 5 }),
      );
      await expect(entryRows(shared)).toHaveCount(5);
      // A visitor opens linked scores but catalogues nothing.
      await expect(shared.getByTestId('catalogue-as-score')).toHaveCount(0);
      await expect(entryRows(shared).first().getByTestId('entry-score')).toContainText(newScore);
      await screenshot(shared, 'catalog-workflow-page');
      await visitor.close();
    });

    test('the score form from an entry in English at 900 px', async () => {
      await page.setViewportSize({ width: 900, height: 900 });
      await page.goto(`/catalogs/${catalogId}?tab=page&pageId=${pageIds[0]}`);
      await page.getByTestId('language-en').click();
      await screenshot(page, 'catalog-workflow-page');
      await entryRows(page).nth(2).getByTestId('catalogue-as-score').click();
      await page.getByTestId('tab-attributions').click();
      await expect(field(page, 'attributions.0.person')).toHaveAccessibleDescription(
        fill(en.record.reference_unpicked, { name: entries[2].composer }),
      );
      await screenshot(page, 'catalog-workflow-score-from-entry');
      await page.getByTestId('cancel-button').click();
      await page.getByTestId('language-de').click();
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    test('a page whose entry a score names is not deleted, the score named', async () => {
      await page.goto(`/catalogs/${catalogId}?tab=page&pageId=${pageIds[0]}`);
      await page.getByTestId('delete-page').click();
      await page.getByTestId('confirm-button').click();
      await expect(page.getByTestId('page-message')).toContainText(newScore);
      await page.reload();
      await expect(pageLinks(page)).toHaveCount(12);
      await expect(entryRows(page)).toHaveCount(5);
    });
  });
