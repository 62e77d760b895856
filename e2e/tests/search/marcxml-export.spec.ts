import { readFile } from 'node:fs/promises';
import type { MarcDataField, MarcRecord } from '@natlibfi/marc-record';
import { MARCXML } from '@natlibfi/marc-record-serializers';
import { expect, type Page, test } from '@playwright/test';
import { adminToken } from '../../support/accounts.ts';
import { ensureDemoArchive } from '../../support/demo.ts';
import { texts } from '../../support/texts.ts';

// A visitor exports a search result as MARCXML and downloads one score's MARCXML from its view; both files
// are read back by the MARC library's own MARCXML reader.

const de = texts.de;

const settled = (page: Page) => expect(page.getByTestId('search-body')).toHaveAttribute('aria-busy', 'false');

/** The records of a downloaded MARCXML collection, each read by @natlibfi's serializer. */
async function recordsOf(path: string): Promise<MarcRecord[]> {
  const text = await readFile(path, 'utf8');
  expect(text).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<collection xmlns="http:\/\/www.loc.gov\/MARC21\/slim">/,
  );
  const records = text.match(/<record>[\s\S]*?<\/record>/g) ?? [];
  return Promise.all(
    records.map((xml) =>
      MARCXML.from(xml.replace('<record>', '<record xmlns="http://www.loc.gov/MARC21/slim">')),
    ),
  );
}

const subfield = (record: MarcRecord, tag: string, code: string) =>
  (record.get(tag) as MarcDataField[])[0]?.subfields.find((sub) => sub.code === code)?.value;

test.describe('MARCXML export', () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(300_000);
    await ensureDemoArchive(request, await adminToken(request));
  });

  test('a visitor exports every hit of a search as MARCXML and downloads a score’s record', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'de-DE', acceptDownloads: true });
    const page = await context.newPage();
    await page.goto('/search/score?q=Missa');
    await settled(page);
    const count = Number((await page.getByTestId('search-total').textContent())?.match(/\d+/)?.[0]);
    expect(count).toBeGreaterThan(0);

    const exportButton = page.getByTestId('search-export-marcxml');
    await expect(exportButton).toHaveText(de.search.export_marcxml);
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/\.xml$/);
    const records = await recordsOf(await download.path());
    // Every hit, each a score in RISM's profile: notated music, its id, its short title, where it is kept.
    expect(records).toHaveLength(count);
    for (const record of records) {
      expect(record.leader[6]).toMatch(/[cd]/);
      expect(record.get('001')).toHaveLength(1);
      expect(subfield(record, '240', 'a')).toBeTruthy();
      expect(subfield(record, '852', 'c')).toBeTruthy();
    }
    expect(records.some((record) => /missa/i.test(subfield(record, '240', 'a') ?? ''))).toBe(true);

    // One score's own download, from its view.
    const first = records[0];
    const id = (first.get('001')[0] as { value: string }).value;
    await page.goto(`/scores/${id}`);
    const scoreDownload = page.getByTestId('download-marcxml');
    await expect(scoreDownload).toHaveText(de.record.download_marcxml);
    const [file] = await Promise.all([page.waitForEvent('download'), scoreDownload.click()]);
    expect(file.suggestedFilename()).toBe(`score-${id}.xml`);
    const [record] = await recordsOf(await file.path());
    expect(subfield(record, '852', 'c')).toBe(subfield(first, '852', 'c'));
    await context.close();
  });
});
