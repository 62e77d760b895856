import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzipped } from '../../../packages/server/src/test/unzip.ts';
import { adminToken } from '../../support/accounts.ts';
import { createScore } from '../../support/api/records.ts';
import { Shell } from '../../support/shell.ts';
import { texts } from '../../support/texts.ts';

// A visitor downloads a score's MEI from its view, in both languages: one MEI 5 file named by the
// shelfmark, holding the shelfmark and the incipit's notes as Verovio converted them; and a search's
// scores as a zip of MEI files from the search screen.

test('a visitor downloads a score as MEI from its view', async ({ browser, request }) => {
  const token = await adminToken(request);
  const id = await createScore(request, token, 'Missa MEI', {
    incipits: [
      {
        number: '1',
        movement: 'Kyrie',
        clef: 'G-2',
        time_signature: '3/4',
        pae: "'4CDE/",
        is_text_incipit: false,
      },
    ],
  });

  const context = await browser.newContext({ locale: 'de-DE', acceptDownloads: true });
  const page = await context.newPage();
  const shell = new Shell(page);
  for (const language of ['de', 'en'] as const) {
    await page.goto(`/scores/${id}`);
    // A visitor reads the site in German first; the shell's switch changes it to English.
    if (language === 'en') await shell.switchLanguage('en');
    const button = page.getByTestId('download-mei');
    await expect(button).toHaveText(texts[language].record.download_mei);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('Ms. Missa MEI.mei');
    const mei = await readFile(await download.path(), 'utf8');
    expect(mei).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<mei xmlns="http:\/\/www.music-encoding.org\/ns\/mei" meiversion="5.0">/,
    );
    expect(mei).toContain('<identifier type="shelfmark">Ms. Missa MEI</identifier>');
    expect(mei.match(/<note /g)).toHaveLength(3);
  }
  await context.close();
});

test('a visitor exports the scores a search finds as a zip of MEI files', async ({ browser, request }) => {
  const token = await adminToken(request);
  const title = `Magnificat MEI ${Date.now().toString(36)}`;
  const incipit = { clef: 'G-2', time_signature: 'c', pae: "'4CDEF/", is_text_incipit: false };
  await createScore(request, token, title, { incipits: [incipit] });
  const context = await browser.newContext({ locale: 'de-DE', acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`/search/score?q=${encodeURIComponent(title)}`);
  await expect(page.getByTestId('search-body')).toHaveAttribute('aria-busy', 'false');
  const button = page.getByTestId('search-export-mei');
  await expect(button).toHaveText(texts.de.search.export_mei);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const files = await unzipped(await readFile(await download.path()));
  expect([...files.keys()]).toEqual([expect.stringMatching(/\.mei$/)]);
  const [mei] = [...files.values()];
  expect(mei).toContain(`<title>${title}</title>`);
  expect(mei.match(/<note /g)).toHaveLength(4);
  await context.close();
});
