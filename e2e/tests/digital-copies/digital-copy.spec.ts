import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, signIn } from '../../support/accounts.ts';
import { createFolders, uploadFile } from '../../support/api/files.ts';
import { createScore } from '../../support/api/records.ts';
import { field } from '../../support/forms.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';
import { canvasPixels } from '../../support/viewer.ts';

// A digital copy of a score made through the UI from uploaded scans: two chosen by browsing to their folder, one uploaded in
// place; reordered by keyboard and by drag and drop; seen in the deep-zoom viewer (a tile drawn, a page
// turned by key, zoomed); its IIIF manifest followed.

const de = texts.de;
const en = texts.en;
// A title of its own: the demo archive and other specs have a Missa in D.
const shortTitle = 'Missa Sancti Gregorii';
const copyName = 'Scan 2026 (Stimmen)';
const folder = 'scans/e2e-13';

/** A scan-like JPEG: a coloured page with a dark band, different per page, so that tiles are not blank. */
async function scan(name: string, hue: { r: number; g: number; b: number }) {
  const width = 1400;
  const height = 1900;
  const band = Buffer.from(
    `<svg width="${width}" height="${height}"><rect x="120" y="300" width="1160" height="180" fill="#222"/></svg>`,
  );
  const buffer = await sharp({ create: { width, height, channels: 3, background: hue } })
    .composite([{ input: band }])
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

function filenames(page: Page): Locator {
  return page.getByTestId('files-item').getByTestId('image-filename');
}

/** Chooses an uploaded image for the list's item `index`, browsing down to its folder. */
async function chooseImage(page: Page, index: number, filename: string) {
  await field(page, `files.${index}.file`).click();
  const dialog = page.getByTestId('image-picker');
  // It opens where it was left: at the top the first time, then in the folder.
  await expect(dialog.getByTestId('picker-path')).toBeVisible();
  if (!(await dialog.getByTestId('picker-path').textContent())?.includes(folder))
    for (const name of folder.split('/')) {
      await dialog
        .getByTestId('picker-folder')
        .filter({ hasText: new RegExp(`^${name}$`) })
        .click();
    }
  await expect(dialog.getByTestId('picker-path')).toContainText(folder);
  await dialog.getByRole('checkbox', { name: filename }).check();
  await dialog.getByRole('button', { name: de.entities.digital_copy.use_file }).click();
  await expect(dialog).toBeHidden();
}

/** Drags by the mouse, in steps as a hand would, and drops on the upper part of `target`. */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  await handle.hover();
  await page.mouse.down();
  await target.hover({ position: { x: 40, y: 12 } });
  await target.hover({ position: { x: 44, y: 8 } });
  await page.mouse.up();
}

/** A tile (not a thumbnail) of the file answered by the IIIF image service. */
function tileOf(page: Page, fileId: number) {
  return page.waitForResponse(
    (response) =>
      new RegExp(`/iiif/image/${fileId}-[0-9a-f]{16}/[^/]+/[^/]+/0/default\\.jpg$`).test(response.url()) &&
      !response.url().includes('/full/,120/') &&
      response.status() === 200,
  );
}

test('a digital copy of a score: images chosen, uploaded, reordered, shown in the viewer, its manifest', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const score = await createScore(request, token, shortTitle);
  await createFolders(request, token, folder);
  await uploadFile(request, token, await scan('vl1_001r.jpg', { r: 230, g: 210, b: 170 }), folder);
  const second = await uploadFile(
    request,
    token,
    await scan('vl1_001v.jpg', { r: 170, g: 200, b: 230 }),
    folder,
  );
  const third = await scan('vl1_002r.jpg', { r: 200, g: 230, b: 170 });
  await signIn(context, token);
  const shell = new Shell(page);

  // The viewer's library is loaded with its screen only, never on the first visit.
  const scripts: string[] = [];
  page.on('request', (sent) => sent.resourceType() === 'script' && scripts.push(sent.url()));
  await page.goto('/');
  await expect(page.getByTestId('search-submit')).toBeVisible();
  expect(scripts.filter((url) => url.includes('openseadragon'))).toEqual([]);

  // The score's view offers a new digital copy of it: the form opens with the score picked.
  await page.goto(`/scores/${score}`);
  await page.getByRole('link', { name: de.entities.digital_copy.new_for_record }).click();
  await expect(page).toHaveURL(
    new RegExp(`/digital-copies/create\\?digitizable_type=score&digitizable_id=${score}$`),
  );
  await expect(page.getByTestId('record-title')).toHaveText(de.entities.digital_copy.create_title);
  await expect(field(page, 'digitizable_id')).toHaveValue(shortTitle);
  await expect(field(page, 'name')).toHaveValue(
    fill(de.entities.digital_copy.name_of, { title: shortTitle }),
  );

  // Refusals beside their fields: no name; another type of record clears the record picked.
  await field(page, 'name').fill('');
  await field(page, 'digitizable_type').click();
  await page.getByRole('option', { name: de.codes.digitizableTypes.catalog, exact: true }).click();
  await expect(field(page, 'digitizable_id')).toHaveValue('');
  await page.getByRole('button', { name: de.record.save }).click();
  await expect(page.getByText(de.DigitalCopy.error_name_empty)).toBeVisible();
  await expect(page.getByText(de.DigitalCopy.error_digitizable_empty)).toBeVisible();
  await expect(field(page, 'name')).toBeFocused();
  // The record is picked again among the scores, by typing part of its title.
  await field(page, 'digitizable_type').click();
  await page.getByRole('option', { name: de.codes.digitizableTypes.score, exact: true }).click();
  await field(page, 'digitizable_id').click();
  await field(page, 'digitizable_id').pressSequentially('Gregorii');
  await page
    .getByRole('option', { name: new RegExp(`^${shortTitle}`) })
    .first()
    .click();
  await expect(field(page, 'digitizable_id')).toHaveValue(shortTitle);
  await field(page, 'name').fill(copyName);

  // Two images chosen by their numbers, the third uploaded in place into a folder.
  const addImage = page.getByRole('button', {
    name: fill(de.record.add_item, { list: de.DigitalCopy.fields.files }),
  });
  await addImage.click();
  await chooseImage(page, 0, 'vl1_001r.jpg');
  await addImage.click();
  await chooseImage(page, 1, 'vl1_001v.jpg');
  await page.getByLabel(de.entities.digital_copy.upload_folder).fill(folder);
  await page.getByTestId('upload-images').setInputFiles(third);
  await expect(filenames(page)).toHaveText(['vl1_001r.jpg', 'vl1_001v.jpg', 'vl1_002r.jpg']);
  await screenshot(page, 'digital-copy-form');

  // By keyboard: the second image moves up, and keeps the focus.
  const moveUp = page.getByRole('button', {
    name: fill(de.record.move_up, { item: fill(de.DigitalCopyFile.item, { position: 2 }) }),
  });
  await moveUp.focus();
  await page.keyboard.press('Enter');
  await expect(filenames(page)).toHaveText(['vl1_001v.jpg', 'vl1_001r.jpg', 'vl1_002r.jpg']);
  // By drag and drop: the last image dropped on the upper half of the first goes before it (a window tall
  // enough for both in sight: scrolled to the target under the pressed button, Chromium started no drag).
  await page.setViewportSize({ width: 1280, height: 1200 });
  const items = page.getByTestId('files-item');
  await dragOnto(page, items.nth(2).getByTestId('drag-handle'), items.nth(0));
  await expect(filenames(page)).toHaveText(['vl1_002r.jpg', 'vl1_001v.jpg', 'vl1_001r.jpg']);

  // A removal asks first; cancelled, the image stays.
  await page
    .getByRole('button', {
      name: fill(de.record.remove_item, { item: fill(de.DigitalCopyFile.item, { position: 3 }) }),
    })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: de.common.cancel }).click();
  await expect(filenames(page)).toHaveCount(3);

  await page.getByRole('button', { name: de.record.save }).click();
  await expect(page).toHaveURL(/\/digital-copies\/\d+$/);
  const copyId = Number(new URL(page.url()).pathname.split('/').pop());

  // The view: its name, the score linked, the images in the viewer in the order saved.
  await expect(page.getByTestId('record-title')).toHaveText(copyName);
  await expect(page.getByTestId('digitizable-link')).toHaveText(
    `${de.codes.digitizableTypes.score}: ${shortTitle}`,
  );
  await expect(page.getByTestId('digitizable-link')).toHaveAttribute('href', `/scores/${score}`);
  // The viewer's canvas is one stop of the tab order, named for screen readers.
  const viewer = page.getByRole('region', { name: fill(de.viewer.label, { name: copyName }) });
  await expect(viewer).toBeVisible();
  await expect(page.getByTestId('viewer-position')).toHaveText(
    fill(de.viewer.position, { position: 1, total: 3 }),
  );
  await expect(page.getByTestId('viewer-thumbnails').getByRole('button')).toHaveCount(3);
  // Busy for screen readers until the image is drawn whole at its view: then its pixels are there.
  await expect(page.getByTestId('viewer-canvas')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  expect((await canvasPixels(page)).drawn).toBeGreaterThan(100);
  // Opened at its top, the name in sight: the thumbnails keep the current one in sight by scrolling only
  // themselves, never the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await screenshot(page, 'digital-copy-view');
  expect(scripts.filter((url) => url.includes('openseadragon'))).toHaveLength(1);

  // Page turning by key: the second image's tiles are asked for and drawn.
  const secondTile = tileOf(page, second);
  await page.getByTestId('manifest-link').focus();
  await page.keyboard.press('Tab');
  await expect(viewer).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('viewer-position')).toHaveText(
    fill(de.viewer.position, { position: 2, total: 3 }),
  );
  await secondTile;
  await page.keyboard.press('PageUp');
  await expect(page.getByTestId('viewer-position')).toHaveText(
    fill(de.viewer.position, { position: 1, total: 3 }),
  );

  // Zooming in draws another picture of the page (and its finer tiles are served).
  await expect.poll(async () => (await canvasPixels(page)).drawn, { timeout: 15_000 }).toBeGreaterThan(100);
  await page.waitForTimeout(1_500);
  const before = (await canvasPixels(page)).fingerprint;
  await page.getByRole('button', { name: de.viewer.zoom_in }).click();
  await page.keyboard.press('+');
  await expect.poll(async () => (await canvasPixels(page)).fingerprint, { timeout: 15_000 }).not.toBe(before);

  // The manifest link leads to the IIIF manifest: JSON, one canvas per image, in the order saved.
  const manifestUrl = await page.getByTestId('manifest-link').getAttribute('href');
  expect(manifestUrl).toMatch(new RegExp(`/iiif/manifest/${copyId}$`));
  const manifest = await request.get(manifestUrl as string);
  expect(manifest.ok()).toBe(true);
  expect(manifest.headers()['content-type']).toMatch(/json/);
  const body = (await manifest.json()) as { items: { label: Record<string, string[]>; width: number }[] };
  expect(body.items.map((canvas) => Object.values(canvas.label)[0]?.[0])).toEqual([
    'vl1_002r.jpg',
    'vl1_001v.jpg',
    'vl1_001r.jpg',
  ]);
  expect(body.items.every((canvas) => canvas.width === 1400)).toBe(true);

  // The score's view shows its digital copy in the same viewer.
  await page.goto(`/scores/${score}`);
  await page.getByTestId('tab-links').click();
  await expect(page.getByTestId('value-digital_copies').getByRole('link', { name: copyName })).toBeVisible();
  await expect(page.getByTestId('value-digital_copies')).toContainText(
    fill(de.entities.digital_copy.images_count_other, { count: 3 }),
  );
  await expect(page.getByTestId('digital-copy-viewer')).toBeVisible();
  await expect.poll(async () => (await canvasPixels(page)).drawn, { timeout: 15_000 }).toBeGreaterThan(100);
  await screenshot(page, 'score-digital-copies');

  // Edit keeps the order; English and a narrow window.
  await page.goto(`/digital-copies/${copyId}/edit`);
  await expect(filenames(page)).toHaveText(['vl1_002r.jpg', 'vl1_001v.jpg', 'vl1_001r.jpg']);
  await expect(field(page, 'digitizable_id')).toHaveValue(shortTitle);
  await shell.switchLanguage('en');
  await screenshot(page, 'digital-copy-form');
  await page.goto(`/digital-copies/${copyId}`);
  await expect.poll(async () => (await canvasPixels(page)).drawn, { timeout: 15_000 }).toBeGreaterThan(100);
  await screenshot(page, 'digital-copy-view');
  await page.goto(`/digital-copies/${copyId}/edit`);
  await page.setViewportSize({ width: 900, height: 900 });
  await screenshot(page, 'digital-copy-form');
  await page.goto(`/digital-copies/${copyId}`);
  await expect(page.getByTestId('viewer-position')).toHaveText(
    fill(en.viewer.position, { position: 1, total: 3 }),
  );
  await screenshot(page, 'digital-copy-view');
  await shell.switchLanguage('de');
  await screenshot(page, 'digital-copy-view');
  await page.goto(`/digital-copies/${copyId}/edit`);
  await expect(filenames(page)).toHaveCount(3);
  await screenshot(page, 'digital-copy-form');
  await page.goto(`/digital-copies/${copyId}`);

  // Deleted after confirmation; the score's view no longer shows it.
  await page.getByTestId('delete-button').click();
  await expect(page.getByRole('dialog')).toContainText(de.entities.digital_copy.delete_confirm);
  await page.getByRole('dialog').getByRole('button', { name: de.record.delete }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/scores/${score}`);
  await page.getByTestId('tab-links').click();
  await expect(page.getByTestId('value-digital_copies')).toHaveText(de.entities.digital_copy.none);
  expect((await request.get(manifestUrl as string)).status()).toBe(404);
});
