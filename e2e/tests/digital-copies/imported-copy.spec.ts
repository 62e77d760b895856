import { expect, test } from '@playwright/test';
import { adminToken } from '../../support/accounts.ts';
import { graphql } from '../../support/api/client.ts';
import { createScore } from '../../support/api/records.ts';
import { type ImageHost, imageHost, manifestOf, startImageHost } from '../../support/image-host.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';
import { canvasPixels } from '../../support/viewer.ts';

// A digital copy imported from a IIIF manifest keeps its images where they are: a visitor's viewer loads
// them from the image server's origin, and says in words when that server does not answer.

const de = texts.de.viewer;
let host: ImageHost;

test.beforeAll(async () => {
  host = await startImageHost({
    '/copy.json': manifestOf('Stimmbuch Bass', `${imageHost}/iiif/scan`),
    '/down.json': manifestOf('Stimmbuch Tenor', `${imageHost}/silent/scan`),
  });
});
test.afterAll(async () => host.close());

async function importCopy(request: Parameters<typeof adminToken>[0], manifest: string): Promise<number> {
  const token = await adminToken(request);
  const score = await createScore(request, token, `Motette (${manifest})`);
  const { importDigitalCopy } = await graphql<{ importDigitalCopy: { success: boolean; id: number } }>(
    request,
    'mutation ($input: ImportDigitalCopyInput!) { importDigitalCopy(input: $input) { success id } }',
    { input: { digitizable_type: 'score', digitizable_id: score, url: `${imageHost}${manifest}` } },
    { token },
  );
  expect(importDigitalCopy.success).toBe(true);
  return importDigitalCopy.id;
}

test("an imported copy's images are drawn from their own server, for a visitor", async ({
  page,
  request,
}) => {
  const copy = await importCopy(request, '/copy.json');
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  const tile = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${imageHost}/iiif/scan/`) &&
      !response.url().includes('/full/,120/') &&
      response.status() === 200,
  );
  await page.goto(`/digital-copies/${copy}`);
  await expect(page.getByRole('region', { name: fill(de.label, { name: 'Stimmbuch Bass' }) })).toBeVisible();
  await tile;
  await expect.poll(async () => (await canvasPixels(page)).drawn, { timeout: 15_000 }).toBeGreaterThan(100);
  // The thumbnail comes from the same image service.
  const thumbnail = page.getByTestId('viewer-thumbnails').locator('img').first();
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByTestId('viewer-failed')).toHaveCount(0);
  expect(blocked).toEqual([]);
  expect(host.requested).toContain('/iiif/scan/info.json');
});

test('an image server that does not answer is named in words, in the reader’s language', async ({
  page,
  request,
}) => {
  const copy = await importCopy(request, '/down.json');
  await page.goto(`/digital-copies/${copy}`);
  await expect(page.getByTestId('viewer-failed')).toHaveText(de.image_failed);
  // Not left busy: the failure is what there is to read.
  await expect(page.getByTestId('viewer-canvas')).toHaveAttribute('aria-busy', 'false');
  // Nothing on the screen says "[object Object]" (OpenSeadragon's own English message is not shown).
  expect(await page.locator('body').innerText()).not.toContain('[object Object]');
  expect(await page.locator('body').innerText()).not.toContain('Unable to open');

  await new Shell(page).switchLanguage('en');
  await expect(page.getByTestId('viewer-failed')).toHaveText(texts.en.viewer.image_failed);
});
