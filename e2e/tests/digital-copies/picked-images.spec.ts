import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, signIn } from '../../support/accounts.ts';
import { createFolders, uploadFile } from '../../support/api/files.ts';
import { createScore } from '../../support/api/records.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// A digital copy's images picked several at once through the browsing dialog (folders opened in place,
// breadcrumbs, search, select all by keyboard), then put in the §9 order by part and page on confirmation.

const de = texts.de.entities.digital_copy;
const en = texts.en.entities.digital_copy;
const folder = 'scans/e2e-15/stimmen';
// Uploaded in this order; the folder lists them by name, §9 orders them by part and page.
const names = ['vl2_001r.jpg', 'Violino primo 2r.jpg', 'vl1_001v.jpg', 'vl1_001r.jpg', 'Partitur 1.jpg'];
const byName = ['Partitur 1.jpg', 'Violino primo 2r.jpg', 'vl1_001r.jpg', 'vl1_001v.jpg', 'vl2_001r.jpg'];
const byPart = ['Partitur 1.jpg', 'vl1_001r.jpg', 'vl1_001v.jpg', 'Violino primo 2r.jpg', 'vl2_001r.jpg'];

async function scan(name: string, shade: number) {
  const buffer = await sharp({
    create: { width: 300, height: 400, channels: 3, background: { r: shade, g: 200, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

function filenames(page: Page): Locator {
  return page.getByTestId('files-item').getByTestId('image-filename');
}

async function openFolder(dialog: Locator, name: string) {
  await dialog
    .getByTestId('picker-folder')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
}

test('images picked from a folder in the browsing dialog, then ordered by part and page', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const score = await createScore(request, token, 'Sinfonia in G');
  await createFolders(request, token, folder);
  for (const [index, name] of names.entries()) {
    await uploadFile(request, token, await scan(name, 120 + index * 25), folder);
  }
  await signIn(context, token);
  const shell = new Shell(page);
  await page.goto(`/digital-copies/create?digitizable_type=score&digitizable_id=${score}`);
  await page.locator('[id="field-name"]').fill('Stimmen 1790');

  // The top folder first; folders open in place, the path grows with them.
  await page.getByRole('button', { name: de.pick_images }).click();
  const dialog = page.getByTestId('image-picker');
  await expect(dialog.getByTestId('picker-path')).toHaveText(texts.de.files.root);
  await openFolder(dialog, 'scans');
  await openFolder(dialog, 'e2e-15');
  await expect(dialog.getByTestId('picker-path')).toContainText('scans/e2e-15');
  await expect(dialog.getByTestId('picker-image')).toHaveCount(0);

  // A search reaches into the folders below, naming the folder of each image found.
  await dialog.getByLabel(de.picker_search).fill('Violino');
  await expect(dialog.getByTestId('picker-image')).toHaveCount(1);
  await expect(dialog.getByTestId('picker-image')).toContainText(folder);
  await dialog.getByRole('checkbox', { name: /Violino primo 2r\.jpg/ }).check();
  await expect(dialog.getByTestId('picker-count')).toHaveText(fill(de.picker_selected_one, { count: 1 }));
  // Enter in the search only searches: nothing is added, the dialog stays.
  await dialog.getByLabel(de.picker_search).press('Enter');
  await expect(dialog).toBeVisible();

  // Opening the folder keeps what was ticked; "select all" by keyboard ticks the rest.
  await dialog.getByLabel(de.picker_search).fill('');
  await openFolder(dialog, 'stimmen');
  await expect(dialog.getByTestId('picker-image')).toHaveText(byName);
  // The small pictures come from the IIIF image service, drawn.
  const thumbnail = dialog.getByTestId('picker-image').first().locator('img');
  await expect(thumbnail).toHaveAttribute('src', /^\/iiif\/image\/\d+\/full\/,120\/0\/default\.jpg$/);
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await dialog.getByRole('checkbox', { name: texts.de.files.select_all }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByTestId('picker-count')).toHaveText(fill(de.picker_selected_other, { count: 5 }));
  await screenshot(page, 'image-picker');
  // The breadcrumbs lead back up, by keyboard too.
  await dialog.getByTestId('picker-path').getByRole('button', { name: 'e2e-15' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('picker-folder')).toHaveText(['stimmen']);
  await dialog.getByRole('button', { name: fill(de.picker_add_other, { count: 5 }) }).click();
  await expect(dialog).toBeHidden();
  await expect(filenames(page)).toHaveText(byName);

  // Opened again, the picker is where it was left; what the copy shows already is ticked, not to be
  // picked twice.
  await page.getByRole('button', { name: de.pick_images }).click();
  await expect(dialog.getByTestId('picker-path')).toContainText('scans/e2e-15');
  await openFolder(dialog, 'stimmen');
  const present = dialog.getByTestId('picker-image');
  await expect(present).toHaveCount(5);
  for (const row of await present.all()) {
    await expect(row).toContainText(de.picker_present);
    await expect(row.getByRole('checkbox')).toBeChecked();
    await expect(row.getByRole('checkbox')).toBeDisabled();
  }
  await expect(dialog.getByRole('checkbox', { name: texts.de.files.select_all })).toBeDisabled();
  await dialog.getByRole('button', { name: texts.de.common.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(filenames(page)).toHaveText(byName);

  // The §9 order is previewed with each image's place before; cancelled, nothing moves.
  const order = page.getByRole('button', { name: de.order_open });
  await order.click();
  const preview = page.getByTestId('scan-order-dialog');
  await expect(preview.getByTestId('scan-order-row')).toHaveCount(5);
  await expect(preview.getByTestId('scan-order-row').nth(1)).toHaveText(['2', 'vl1_001r.jpg', '3'].join(''));
  await screenshot(page, 'image-order');
  await preview.getByRole('button', { name: texts.de.common.cancel }).click();
  await expect(filenames(page)).toHaveText(byName);
  // Confirmed, the list takes the order; asked again, there is nothing to change.
  await order.click();
  await preview.getByRole('button', { name: de.order_apply }).click();
  await expect(preview).toBeHidden();
  await expect(filenames(page)).toHaveText(byPart);
  await order.click();
  await expect(preview).toContainText(de.order_unchanged);
  await expect(preview.getByRole('button', { name: de.order_apply })).toBeDisabled();
  await preview.getByRole('button', { name: texts.de.common.cancel }).click();

  // Saved in that order: the manifest's canvases follow it; the files kept their names.
  await page.getByRole('button', { name: texts.de.record.save }).click();
  await expect(page).toHaveURL(/\/digital-copies\/\d+$/);
  const copyId = Number(new URL(page.url()).pathname.split('/').pop());
  const manifest = (await (await request.get(`/iiif/manifest/${copyId}`)).json()) as {
    items: { label: Record<string, string[]> }[];
  };
  expect(manifest.items.map((canvas) => Object.values(canvas.label)[0]?.[0])).toEqual(byPart);

  // English, wide and narrow.
  await page.goto(`/digital-copies/${copyId}/edit`);
  await expect(filenames(page)).toHaveText(byPart);
  await shell.switchLanguage('en');
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('button', { name: en.pick_images }).click();
    // From the top after the page was loaded, then where it was left.
    if (width === 1280) for (const name of ['scans', 'e2e-15', 'stimmen']) await openFolder(dialog, name);
    await expect(dialog.getByTestId('picker-path')).toContainText('scans/e2e-15/stimmen');
    await expect(dialog.getByTestId('picker-image').first()).toContainText(en.picker_present);
    await screenshot(page, 'image-picker');
    await dialog.getByRole('button', { name: texts.en.common.cancel }).click();
    await page.getByRole('button', { name: en.order_open }).click();
    await expect(preview).toContainText(en.order_unchanged);
    await screenshot(page, 'image-order');
    await preview.getByRole('button', { name: texts.en.common.cancel }).click();
  }
  await shell.switchLanguage('de');
  await page.setViewportSize({ width: 800, height: 900 });
  await page.getByRole('button', { name: de.pick_images }).click();
  await dialog.getByTestId('picker-path').getByRole('button', { name: texts.de.files.root }).click();
  await openFolder(dialog, 'scans');
  await screenshot(page, 'image-picker');
});
