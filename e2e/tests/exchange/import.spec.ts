import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { saved } from '../../support/api/client.ts';
import { createCollection } from '../../support/api/collections.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// An archivist brings records in through the import screen, in German: an inventory spreadsheet previewed
// with its columns mapped and each row's errors in place, the mapping corrected, imported with its
// progress, the refused rows downloaded, the records found in search, and the import undone; then a MARCXML
// file the same way.

const de = texts.de;
const stamp = Date.now().toString(36);
const siglum = `E2E-Imp-${stamp}`;

const settled = (page: Page) => expect(page.getByTestId('search-body')).toHaveAttribute('aria-busy', 'false');

async function hits(page: Page, query: string): Promise<number> {
  await page.goto(`/search/score?q=${encodeURIComponent(query)}`);
  await settled(page);
  return Number((await page.getByTestId('search-total').textContent())?.match(/\d+/)?.[0] ?? 0);
}

/** The import job on the screen ended as it should. */
const done = (page: Page, section: string) =>
  expect(page.getByTestId(section).getByTestId('job-progress').first()).toHaveAttribute(
    'data-status',
    'done',
    {
      timeout: 60_000,
    },
  );

test.describe('importing records', () => {
  let token: string;
  let collection: number;
  test.beforeEach(async ({ context, request }) => {
    token = await adminToken(request);
    await signIn(context, token);
    collection = (await createCollection(request, token, { name: `Importarchiv ${stamp}`, prefix: siglum }))
      .id;
  });

  test('a spreadsheet previewed, mapped, imported, its refused rows downloaded, and undone', async ({
    page,
    context,
  }) => {
    const title = `Vesperae ${stamp}`;
    const inventory = [
      'Sigel;Signatur;Titel;Komponist;Besetzung;Bemerkungen',
      `${siglum};Mus. 1;${title};Beispiel, Berta (1701–1760);S, A, T, B, bc;=HYPERLINK("http://x")`,
      `${siglum};;Ohne Signatur ${stamp};Anonymus;S;`,
    ].join('\r\n');
    await page.goto('/import');
    await expect(page.getByRole('heading', { level: 1, name: de.import.title })).toBeVisible();
    await page.getByTestId('import-file').setInputFiles({
      name: 'inventar.csv',
      mimeType: 'text/csv',
      // As a German office program writes it: Windows-1252, whose en dash is 0x96.
      buffer: Buffer.from(inventory.replaceAll('–', '\x96'), 'latin1'),
    });
    await expect(page.getByTestId('import-file-name')).toHaveText('inventar.csv');
    await expect(page.getByTestId('import-format')).toContainText(de.import.formats.csv);
    await page.getByTestId('import-preview').click();

    // The headers mapped as the spreadsheet names them; each row's errors where the row is.
    const report = page.getByTestId('import-preview-report');
    await expect(report).toBeVisible({ timeout: 60_000 });
    const mapping = page.getByTestId('sheet-mapping');
    await expect(mapping.getByTestId('mapping-3')).toContainText(de.Spreadsheet.fields.composer);
    await expect(mapping.getByTestId('mapping-5')).toContainText(de.Spreadsheet.fields.notes);
    await expect(mapping).toContainText('Windows-1252');
    await expect(report.getByTestId('record-error')).toHaveText([de.Score.error_shelfmark_empty]);
    await expect(report.getByTestId('import-refused-count')).toHaveText(
      fill(de.import.counts.refused_one, { count: 1 }),
    );
    await screenshot(page, 'import-sheet-preview');
    // Under 1000 px the drawer folds away; the mapping and the records stay readable, the table scrolls.
    await page.setViewportSize({ width: 900, height: 900 });
    await expect(report.getByTestId('record-error')).toBeVisible();
    await screenshot(page, 'import-sheet-preview');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The notes column left out: the preview no longer shows what the import would do until checked again.
    await mapping.getByTestId('mapping-5').click();
    await page.getByRole('option', { name: de.import.mapping.ignored }).click();
    await expect(page.getByText(de.import.preview_stale)).toBeVisible();
    await expect(mapping.getByTestId('mapping-5')).toContainText(de.import.mapping.ignored);
    await expect(page.getByTestId('import-start')).toBeDisabled();
    await page.getByTestId('import-preview').click();
    await expect(page.getByText(de.import.preview_stale)).toBeHidden({ timeout: 60_000 });
    const start = page.getByTestId('import-start');
    await expect(start).toHaveText(fill(de.import.start_one, { count: 1 }));
    await start.click();

    await done(page, 'import-result');
    const result = page.getByTestId('import-result');
    await expect(result.getByTestId('import-summary')).toContainText(
      fill(de.import.counts.create_one, { count: 1 }),
    );
    await expect(result.getByTestId('import-catalog')).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result.getByTestId('import-refused-download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('inventar-abgewiesen.csv');
    const refused = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(refused[0]).toBe(
      `Sigel;Signatur;Titel;Komponist;Besetzung;Bemerkungen;${de.import.refused_errors}`,
    );
    expect(refused[1]).toBe(
      `${siglum};;Ohne Signatur ${stamp};Anonymus;S;;${de.Score.error_shelfmark_empty}`,
    );
    await screenshot(page, 'import-sheet-done');

    // The imported score is found (in a second tab), with its composer; the refused row is not.
    const search = await context.newPage();
    expect(await hits(search, title)).toBe(1);
    await search.getByTestId('search-hit').first().click();
    await expect(search.getByText('Beispiel, Berta').first()).toBeVisible();
    expect(await hits(search, `Ohne Signatur ${stamp}`)).toBe(0);

    // The import undone as a whole.
    await page.getByTestId('import-undo').click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toContainText(de.import.undo_text);
    await dialog.getByRole('button', { name: de.import.undo }).click();
    await expect(page.getByTestId('import-undone')).toContainText(
      fill(de.import.undone_other, { count: 4 }),
      { timeout: 60_000 },
    );
    expect(await hits(search, title)).toBe(0);
  });

  test('a MARCXML file imported from a catalog, its new entry in that catalog', async ({ page, request }) => {
    const inventory = `Inventar ${stamp}`;
    const catalog = await saved(request, token, 'upsertCatalog', 'CatalogInput', {
      collection,
      short_title: inventory,
    });
    const title = `Magnificat ${stamp}`;
    // RISM's ids are numbers: its entry in the catalog made for the import is numbered by it.
    const recordId = String(Date.now());
    const marcxml = `<?xml version="1.0" encoding="UTF-8"?>
<collection xmlns="http://www.loc.gov/MARC21/slim">
  <record>
    <leader>00000ndd a2200000 u 4500</leader>
    <controlfield tag="001">${recordId}</controlfield>
    <datafield tag="100" ind1="1" ind2=" "><subfield code="a">Beispiel, Carl</subfield><subfield code="4">cmp</subfield></datafield>
    <datafield tag="240" ind1="1" ind2="0"><subfield code="a">${title}</subfield><subfield code="m">S, bc</subfield></datafield>
    <datafield tag="594" ind1=" " ind2=" "><subfield code="b">sop</subfield><subfield code="c">1</subfield></datafield>
    <datafield tag="852" ind1=" " ind2=" "><subfield code="a">${siglum}</subfield><subfield code="c">Mus. ms. 7</subfield></datafield>
    <datafield tag="690" ind1=" " ind2=" "><subfield code="a">RISM A/II</subfield></datafield>
  </record>
</collection>`;
    // Opened from the catalog, the import names where the new entries go.
    await page.goto(`/catalogs/${catalog}?tab=page`);
    await page.getByTestId('import-into-catalog').click();
    await expect(page).toHaveURL(new RegExp(`/import\\?catalog=${catalog}$`));
    await expect(page.getByTestId('import-catalog-target')).toContainText(
      fill(de.import.catalog_target, { title: inventory }),
    );
    await page.getByTestId('import-file').setInputFiles({
      name: 'rism.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(marcxml),
    });
    await expect(page.getByTestId('import-format')).toContainText(de.import.formats.marcxml);
    await page.getByTestId('import-preview').click();
    const report = page.getByTestId('import-preview-report');
    await expect(report).toBeVisible({ timeout: 60_000 });
    await expect(report.getByTestId('import-records')).toContainText(title);
    await expect(report.getByTestId('import-warnings')).toContainText(
      fill(de.import.warning_tag, { tag: '690', count: 1 }),
    );
    await expect(page.getByTestId('sheet-mapping')).toHaveCount(0);
    await expect(report.getByTestId('import-summary')).toContainText(
      fill(de.import.catalog_chosen_one, { count: 1, title: inventory }),
    );
    await screenshot(page, 'import-into-catalog');
    // A file previewed but not imported is not left without a question.
    await new Shell(page).entry('search').click();
    const leave = page.getByTestId('confirm-dialog');
    await expect(leave).toContainText(de.record.leave_title);
    await leave.getByRole('button', { name: de.common.cancel }).click();
    await expect(page).toHaveURL(/\/import\?catalog=/);
    await page.getByTestId('import-start').click();
    await done(page, 'import-result');
    // The record's entry, numbered by its id, is on a page of the catalog it was imported from.
    await page.getByTestId('import-catalog').click();
    await expect(page).toHaveURL(new RegExp(`/catalogs/${catalog}\\?tab=page`));
    await expect(page.getByTestId('page-entries')).toContainText(recordId);
    expect(await hits(page, title)).toBe(1);
  });
});
