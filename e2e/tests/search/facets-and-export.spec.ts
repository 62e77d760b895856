import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { demoCollections } from '../../../packages/server/src/demo/demo-catalogs.ts';
import { churchWorks } from '../../../packages/server/src/demo/demo-works.ts';
import { adminToken } from '../../support/accounts.ts';
import { ensureDemoArchive } from '../../support/demo.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// A researcher — a visitor, not signed in — searches the demo archive: narrows the masses by two facets,
// shares the address into a fresh browser, goes back, sorts, asks the advanced form for a shelfmark, sees a
// score's incipit drawn, and exports the whole result as CSV, read back from the downloaded file.

const de = texts.de;
const en = texts.en;
const church = demoCollections[0].name;
const brevis = churchWorks.filter((work) => work.genre === 'Missa brevis');

const hits = (page: Page) => page.getByTestId('search-result');
const total = (page: Page) => page.getByTestId('search-total');
/** The result of the address shown, not the last one kept while it loads. */
const settled = (page: Page) => expect(page.getByTestId('search-body')).toHaveAttribute('aria-busy', 'false');
const facetValue = (page: Page, facet: string, label: string) =>
  page
    .getByTestId(`facet-${facet}`)
    .getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(label)}\\s*\\d+$`) });

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function titlesOf(page: Page): Promise<string[]> {
  return hits(page).evaluateAll((links) =>
    links.map((link) => link.querySelector('.hit-title')?.textContent ?? ''),
  );
}

/** A CSV's rows as fields, quoted fields and doubled quotes read as RFC 4180 writes them. */
function parseCsv(text: string): string[][] {
  const firstLine = text.slice(0, text.indexOf('\n'));
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (quoted || (char !== delimiter && char !== '\n' && char !== '\r')) field += char;
    else if (char === delimiter) endField();
    else if (char === '\n') {
      endField();
      rows.push(row);
      row = [];
    }
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

async function visitor(browser: Browser, locale: 'de-DE' | 'en-US' = 'de-DE', width = 1280) {
  const context = await browser.newContext({
    locale,
    viewport: { width, height: 900 },
    acceptDownloads: true,
  });
  return { context, page: await context.newPage() };
}

test.describe
  .serial('search over the demo archive', () => {
    let page: Page;
    let narrowed = '';
    let narrowedTitles: string[] = [];

    test.beforeAll(async ({ browser, request }) => {
      test.setTimeout(300_000);
      await ensureDemoArchive(request, await adminToken(request));
      ({ page } = await visitor(browser));
    });

    test('a visitor searches the masses and combines two facets', async () => {
      await page.goto('/');
      await page.getByRole('searchbox', { name: de.search.query_label }).fill('Missa');
      await page.getByTestId('search-type').selectOption('score');
      await expect(page).toHaveURL(/\/search\/score\?q=Missa$/);
      // The screen of the new address, not the one it replaces (whose facets would drop the words and type).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        fill(de.search.title_type, { type: de.recordTypes.score }),
      );
      await settled(page);
      await expect(hits(page).first()).toBeVisible();
      // The matched word is marked in the hits.
      await expect(hits(page).first().locator('mark').first()).toHaveText(/missa/i);
      const all = Number((await total(page).textContent())?.match(/\d+/)?.[0]);

      // The click's own task draws the new address: the old result is never shown as settled under it.
      const busyAfterClick = await facetValue(page, 'collection', church).evaluate(async (checkbox) => {
        (checkbox as HTMLElement).click();
        await new Promise<void>((resolve) => queueMicrotask(resolve));
        return document.querySelector('[data-testid="search-body"]')?.getAttribute('aria-busy');
      });
      expect(busyAfterClick).toBe('true');
      await expect(page).toHaveURL(/collection=\d+/);
      await settled(page);
      await expect(facetValue(page, 'collection', church)).toBeChecked();
      const inCollection = await total(page).textContent();
      await facetValue(page, 'genre', 'Missa brevis').click();
      await expect(page).toHaveURL(/\/search\/score\?q=Missa&collection=\d+.*genre=Missa\+brevis/);
      await expect(total(page)).toHaveText(fill(de.search.total_other, { count: brevis.length }));
      expect(brevis.length).toBeLessThan(all);
      await expect(hits(page)).toHaveCount(brevis.length);
      narrowed = page.url();
      narrowedTitles = await titlesOf(page);
      expect([...narrowedTitles].sort()).toEqual(brevis.map((work) => work.title).sort());
      await screenshot(page, 'search-facets');

      // Back: the one facet before, as it was.
      await page.goBack();
      await expect(page).toHaveURL(/collection=\d+$/);
      await expect(total(page)).toHaveText(inCollection ?? '');
      await expect(facetValue(page, 'genre', 'Missa brevis')).not.toBeChecked();
      await page.goForward();
      await expect(total(page)).toHaveText(fill(de.search.total_other, { count: brevis.length }));
    });

    test('the address shared into a fresh browser shows the same result', async ({ browser }) => {
      const fresh = await visitor(browser);
      await fresh.page.goto(narrowed);
      await expect(total(fresh.page)).toHaveText(fill(de.search.total_other, { count: brevis.length }));
      await expect(hits(fresh.page)).toHaveCount(brevis.length);
      expect(await titlesOf(fresh.page)).toEqual(narrowedTitles);
      await expect(facetValue(fresh.page, 'genre', 'Missa brevis')).toBeChecked();
      await fresh.context.close();
    });

    test('sorts by title and by shelfmark, the order in the address', async () => {
      await page.getByTestId('search-sort').selectOption('title');
      await expect(page).toHaveURL(/sort=title/);
      await settled(page);
      const collator = new Intl.Collator('de');
      await expect.poll(() => titlesOf(page)).toEqual([...narrowedTitles].sort(collator.compare));
      await page.getByTestId('search-sort').selectOption('shelfmark');
      await expect(page).toHaveURL(/sort=shelfmark/);
      await settled(page);
      const shelfmarks = page.getByTestId('hit-shelfmark');
      await expect(shelfmarks).toHaveCount(brevis.length);
      const numbers = async () =>
        (await shelfmarks.allTextContents()).map((text) => Number(text.match(/\d+/)?.[0]));
      const expected = [...(await numbers())].sort((a, b) => a - b);
      await expect.poll(numbers).toEqual(expected);
    });

    test('a score hit shows its shelfmark, composer and first incipit as notation', async () => {
      const first = page.getByTestId('search-hit').first();
      // Incipits are drawn when their hit comes near the view; the sorting before may have left it above.
      await first.scrollIntoViewIfNeeded();
      await expect(first.getByTestId('hit-shelfmark')).toHaveText(/MAR/);
      await expect(first).toContainText(de.search.hit.composer);
      await expect(first.getByTestId('incipit-notation').locator('svg').first()).toBeVisible();
      await screenshot(page, 'search-hits');
    });

    test('the advanced form finds a score by its shelfmark, its fields in the address', async () => {
      await page.goto('/search/score');
      await page.getByTestId('advanced-toggle').click();
      // A shelfmark as written and a year range: Mus.ms. 105, Vesperae de Beata Virgine (1763).
      // The functions a person is attributed with, in German like the rest of the form.
      await page.locator('#advanced-field-person_function').click();
      await expect(page.getByRole('option', { name: de.codes.attributionFunctions.scr })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.locator('#advanced-field-shelfmark').fill('Mus.ms. 105');
      await page.locator('#advanced-field-year_from').fill('1760');
      await page.locator('#advanced-field-year_to').fill('1769');
      await page.getByTestId('advanced-submit').click();
      await expect(page).toHaveURL(/year_from=1760&year_to=1769&shelfmark=Mus\.ms\.\+105$/);
      await settled(page);
      await expect(hits(page)).toHaveCount(1);
      await expect(hits(page)).toContainText(churchWorks[4].title);
      await page.reload();
      await expect(page.locator('#advanced-field-shelfmark')).toHaveValue('Mus.ms. 105');
      await expect(page.locator('#advanced-field-year_to')).toHaveValue('1769');
      await expect(hits(page)).toHaveCount(1);
      // A year that is none is refused in place, and the address stays as it was.
      await page.locator('#advanced-field-year_from').fill('17x0');
      await page.getByTestId('advanced-submit').click();
      await expect(page.locator('#advanced-field-year_from')).toBeFocused();
      await expect(page.getByText(de.Search.error_year)).toBeVisible();
      await expect(page).toHaveURL(/year_from=1760&/);
      // A range that ends before it starts is refused beside its end.
      await page.locator('#advanced-field-year_from').fill('1780');
      await page.getByTestId('advanced-submit').click();
      await expect(page.getByText(de.Search.error_year_order)).toBeVisible();
      await expect(page).toHaveURL(/year_from=1760&/);
    });

    test('looks right in German and English, wide and narrow', async ({ browser }) => {
      for (const [locale, strings] of [
        ['de-DE', de],
        ['en-US', en],
      ] as const) {
        for (const width of [1280, 900]) {
          const shown = await visitor(browser, locale, width);
          await shown.page.goto(narrowed);
          if (locale === 'en-US') await new Shell(shown.page).switchLanguage('en');
          await expect(hits(shown.page)).toHaveCount(brevis.length);
          if (width < 1000) {
            await expect(shown.page.getByTestId('search-facets')).toBeHidden();
            await shown.page.getByTestId('facets-toggle').click();
            await expect(shown.page.getByTestId('search-facets')).toBeVisible();
          } else await expect(shown.page.getByTestId('search-facets')).toBeVisible();
          await expect(shown.page.getByRole('heading', { level: 1 })).toHaveText(
            fill(strings.search.title_type, { type: strings.recordTypes.score }),
          );
          await expect(shown.page.getByTestId('incipit-notation').first()).toBeVisible();
          // The facets' codes in the interface's language, whichever it was when they were counted.
          await expect(shown.page.getByTestId('facet-source_type')).toContainText(
            strings.codes.partSourceTypes.cpy,
          );
          await screenshot(shown.page, 'search');
          await shown.context.close();
        }
      }
    });

    test('exports the whole result as CSV, every hit and not one page', async () => {
      await page.goto('/search/score');
      await settled(page);
      await expect(hits(page)).toHaveCount(20);
      const count = Number((await total(page).textContent())?.match(/\d+/)?.[0]);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('search-export').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
      const [header, ...body] = parseCsv(text).filter((row) => row.join('') !== '');
      const columns = de.Search.columns;
      expect(header).toEqual([
        columns.type,
        columns.title,
        columns.subtitle,
        columns.shelfmark,
        columns.composer,
        columns.genre,
        columns.key,
        columns.scoring,
        columns.dates,
        columns.cleric,
        columns.catalog,
        columns.page,
        columns.linked,
        columns.address,
      ]);
      // Every hit, not the page of 20 the screen shows.
      expect(count).toBeGreaterThan(20);
      expect(body).toHaveLength(count);
      const column = (name: keyof typeof columns) => body.map((row) => row[header.indexOf(columns[name])]);
      expect(column('title')).toContain('Missa brevis in D');
      expect(column('shelfmark')).toContain('MAR Mus.ms. 101');
      expect(column('composer')).toContain('Heiß, Gregor');
      expect(
        column('address').every((address) => /^http:\/\/127\.0\.0\.1:\d+\/scores\/\d+$/.test(address)),
      ).toBe(true);
    });
  });
