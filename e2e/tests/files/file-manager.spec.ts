import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, signIn } from '../../support/accounts.ts';
import { createCatalogDigitalCopy, filesIn } from '../../support/api/files.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// Scans of a score's parts managed in the browser: a new folder, twelve real JPEG scans uploaded at once with
// visible progress (an empty file refused by name while they arrive) and one more dropped, the §9 helper's plan
// applied in one request (its progress shown while it runs), a file deleted, and a file a digital copy uses
// not offered for deletion: the confirmation names the copy, linked.

const de = texts.de;
const en = texts.en;

// biome-ignore format: one scan per row, with the short name and place the helper gives it
const scans = [
  ['Violino primo 2r.jpg', 'vl1_002r.jpg'],
  ['Basso continuo p. 12-13.jpg', 'bc_p012-013.jpg'],
  ['Canto 1r.jpg', 'sop_001r.jpg'],
  ['Vl. II 2r.jpg', 'vl2_002r.jpg'],
  ['Oboe I 1r.jpg', 'ob1_001r.jpg'],
  ['Partitura p. 1.jpg', 'score_p001.jpg'],
  ['Pauken 1r.jpg', 'timp_001r.jpg'],
  ['Corno secondo 1r.jpg', 'cor2_001r.jpg'],
  ['Violino primo 2v.jpg', 'vl1_002v.jpg'],
  ['Basso 1r.jpg', 'bas_001r.jpg'],
  ['Orgel S. 3.jpg', 'org_p003.jpg'],
  ['Clarino 1 1r.jpg', 'clno1_001r.jpg'],
] as const;
const dropped = ['Viola 1r.jpg', 'vla_001r.jpg'] as const;
// biome-ignore format: the order of the score's parts
const planned = [
  'score_p001.jpg', 'sop_001r.jpg', 'bas_001r.jpg', 'ob1_001r.jpg', 'cor2_001r.jpg', 'clno1_001r.jpg',
  'timp_001r.jpg', 'org_p003.jpg', 'vl1_002r.jpg', 'vl1_002v.jpg', 'vl2_002r.jpg', 'vla_001r.jpg', 'bc_p012-013.jpg',
];

/** A scan: a page-sized JPEG of grain (about a megabyte) with the part's name written on it. */
async function scan(name: string, width = 1000, height = 1400): Promise<Buffer> {
  const label = `<svg width="${width}" height="200"><text x="40" y="120" font-size="72" fill="#222">${name}</text></svg>`;
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#ffffff',
      noise: { type: 'gaussian', mean: 200, sigma: 40 },
    },
  })
    .composite([{ input: Buffer.from(label), top: 60, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const row = (page: Page, name: string) =>
  page.getByTestId('file-row').filter({ has: page.getByText(name, { exact: true }) });

async function rowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: fill(de.files.actions_for, { name }) }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('scans are uploaded with progress, renamed by the §9 helper, deleted, and kept while a digital copy uses them', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  await signIn(context, token);
  await page.setViewportSize({ width: 1280, height: 900 });
  const folder = `Haydn Missa ${Date.now()}`;

  // The menu leads admins to the file manager; a new folder opens in place and is empty.
  await page.goto('/');
  await new Shell(page).navigationNamed('de').getByRole('link', { name: de.shell.menu.files }).click();
  await expect(page).toHaveURL(/\/files$/);
  await page.getByTestId('files-new-folder').click();
  await page.getByTestId('name-dialog').getByRole('textbox').fill(folder);
  await page.getByTestId('name-submit').click();
  await expect(page.getByTestId('files-message')).toHaveText(de.files.saved);
  await page.getByTestId('file-name').filter({ hasText: folder }).click();
  await expect(page.getByTestId('files-path')).toContainText(folder);
  await expect(page.getByTestId('files-empty')).toHaveText(de.files.empty);
  await screenshot(page, 'files-empty-folder');

  // Twelve scans and an empty file at once, over a slowed upload so that the progress can be seen.
  const files = await Promise.all(
    scans.map(async ([name]) => ({ name, mimeType: 'image/jpeg', buffer: await scan(name) })),
  );
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 3 * 1024 * 1024,
  });
  await page
    .getByTestId('files-picker')
    .setInputFiles([
      ...files,
      { name: 'Violoncello 1r.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) },
    ]);
  const status = page.getByTestId('upload-status');
  await expect(status).toHaveText(
    new RegExp(`^${fill(de.files.uploading, { done: '\\d+', total: 13 }).replace(/[()]/g, '\\$&')}$`),
  );
  await expect(page.getByTestId('upload-item').first().getByRole('progressbar')).toBeVisible();
  await screenshot(page, 'files-uploading');
  await expect(status).toHaveText(fill(de.files.uploaded_other, { count: 12 }), { timeout: 60_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(page.getByTestId('upload-failed')).toHaveText(
    fill(de.files.upload_failed_named, {
      name: 'Violoncello 1r.jpg',
      message: de.File.error_upload_no_content,
    }),
  );
  await expect(page.getByTestId('file-row')).toHaveCount(12);

  // One more, dropped onto the list.
  const viola = [...(await scan(dropped[0], 300, 420))];
  const transfer = await page.evaluateHandle(
    ([bytes, name]) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes as number[])], name as string, { type: 'image/jpeg' }));
      return data;
    },
    [viola, dropped[0]] as const,
  );
  const zone = page.getByTestId('files-drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
  await expect(page.getByTestId('file-row')).toHaveCount(13);
  await expect(row(page, dropped[0])).toBeVisible();
  await screenshot(page, 'files-uploaded');

  // The helper shows the new names in the score's order, and renames only when confirmed.
  await page.getByTestId('upload-shorten').click();
  const plan = page.getByTestId('scan-names-dialog');
  await expect(plan.getByTestId('scan-names-row')).toHaveCount(13);
  await expect(plan.getByTestId('scan-names-row').locator('td:nth-child(3)')).toHaveText(planned);
  await screenshot(page, 'files-scan-names');
  // One request renames them all; held back here so that its progress can be seen.
  const operations: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    const name = (route.request().postData() ?? '').match(/"operationName":"(\w+)"/)?.[1];
    if (name === 'RenameFiles' || name === 'SaveFile') operations.push(name);
    if (name === 'RenameFiles') await held;
    await route.continue();
  });
  await plan.getByTestId('scan-names-apply').click();
  await expect(plan.getByTestId('scan-names-progress')).toHaveText(
    fill(de.files.names.renaming_other, { count: 13 }),
  );
  await expect(plan.getByTestId('scan-names-apply')).toBeDisabled();
  await screenshot(page, 'files-scan-names-renaming');
  release();
  await expect(plan).toHaveCount(0);
  await page.unroute('**/graphql');
  expect(operations).toEqual(['RenameFiles']);
  await expect(page.getByTestId('files-message')).toHaveText(
    fill(de.files.names.renamed_other, { count: 13 }),
  );
  await expect(page.getByTestId('file-name')).toHaveText([...planned].sort());

  // Sorted by size, largest first: the small dropped scan comes last.
  // The second click turns the order round only once the first one's order is in the address.
  await page.getByRole('button', { name: de.files.columns.size }).click();
  await expect(page).toHaveURL(/[?&]sort=size(?!.*desc=1)/);
  await page.getByRole('button', { name: de.files.columns.size }).click();
  await expect(page).toHaveURL(/[?&]desc=1/);
  await expect(page.getByTestId('file-name').last()).toHaveText(dropped[1]);

  // Deleted after confirmation.
  await rowAction(page, 'ob1_001r.jpg', de.files.delete);
  await expect(page.getByTestId('confirm-dialog')).toContainText(de.files.delete_confirm);
  await page.getByTestId('confirm-button').click();
  await expect(page.getByTestId('files-message')).toHaveText(fill(de.files.deleted_one, { count: 1 }));
  await expect(page.getByTestId('file-row')).toHaveCount(12);
  await expect(row(page, 'ob1_001r.jpg')).toHaveCount(0);

  // A file a digital copy shows is not offered for deletion: the confirmation names the copy, linked.
  const ids = await filesIn(request, token, folder);
  const copyName = `Digitalisat ${folder}`;
  await createCatalogDigitalCopy(request, token, copyName, [
    ids['vl1_002r.jpg'] as number,
    ids['vl1_002v.jpg'] as number,
  ]);
  await rowAction(page, 'vl1_002r.jpg', de.files.delete);
  const blocked = page.getByTestId('confirm-dialog');
  await expect(blocked).toContainText(fill(de.files.delete_blocked_one, { count: 1 }));
  const copyLink = blocked.getByTestId('delete-usages').getByRole('link', { name: copyName });
  await expect(copyLink).toHaveAttribute('href', /^\/digital-copies\/\d+$/);
  await expect(blocked.getByTestId('confirm-button')).toHaveCount(0);
  await screenshot(page, 'files-delete-blocked');
  // Focus starts on Close; the link is one step back, by keyboard.
  await expect(blocked.getByTestId('confirm-cancel')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(copyLink).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(blocked).toHaveCount(0);
  await expect(row(page, 'vl1_002r.jpg')).toHaveCount(1);

  // Moved into a folder that does not exist yet: it is created, and the file is found by opening it.
  await rowAction(page, dropped[1], de.files.move);
  await expect(page.getByTestId('name-dialog').getByRole('textbox')).toHaveValue(folder);
  await page.getByTestId('name-dialog').getByRole('textbox').fill(`${folder}/Viola`);
  await page.getByTestId('name-submit').click();
  await expect(row(page, dropped[1])).toHaveCount(0);
  await expect(page.getByTestId('file-name').first()).toHaveText('Viola');
  await page.getByTestId('file-name').first().click();
  await expect(page.getByTestId('file-name')).toHaveText([dropped[1]]);
  await page.getByTestId('files-path').getByRole('link', { name: folder }).click();

  // Search under the folder (back from the subfolder, sorted by name again); then the file's own page:
  // preview, details, the copy that uses it.
  await page.getByTestId('files-search').fill('vl1');
  await expect(page.getByTestId('file-name')).toHaveText(['vl1_002r.jpg', 'vl1_002v.jpg']);
  await page.getByTestId('file-name').first().click();
  await expect(page.getByTestId('file-title')).toHaveText('vl1_002r.jpg');
  await expect(page.getByTestId('preview-image')).toBeVisible();
  await expect
    .poll(() => page.getByTestId('preview-image').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(1000);
  await expect(page.getByTestId('file-digital-copies')).toHaveText(copyName);
  await screenshot(page, 'file-details');
  // Its content replaced by a new scan: the same file, now of the new pixels.
  await page.getByTestId('file-replace-picker').setInputFiles({
    name: 'neu.jpg',
    mimeType: 'image/jpeg',
    buffer: await scan('Violino primo 2r (neu)', 600, 840),
  });
  await expect(page.getByTestId('files-message')).toHaveText(de.files.replaced);
  await expect(page.getByText('600 × 840')).toBeVisible();
  await expect
    .poll(() => page.getByTestId('preview-image').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(600);
  await expect(page.getByTestId('file-title')).toHaveText('vl1_002r.jpg');
  // Its history: uploaded, renamed by the helper, its content replaced (named by what changed with it);
  // shown, not restored, as its earlier content is not kept.
  await page.getByTestId('history-open').click();
  const history = page.getByTestId('history-dialog');
  await expect(history.getByTestId('revision')).toHaveCount(3);
  await expect(history.getByTestId('revision').first().getByTestId('revision-summary')).toContainText(
    de.File.fields.width,
  );
  await expect(history.getByTestId('revision').last().getByTestId('revision-summary')).toHaveText(
    de.History.created,
  );
  await expect(history.getByTestId('revision-restore')).toHaveCount(0);
  await history.getByTestId('revision').first().getByTestId('revision-show').click();
  await expect(history.getByTestId('revision-changes')).toContainText('1000');
  await screenshot(page, 'file-history');
  await history.getByTestId('history-close').click();

  // The same screens in English and under 1000 px.
  const shell = new Shell(page);
  await shell.switchLanguage('en');
  await expect(page.getByText(en.files.digital_copies)).toBeVisible();
  await screenshot(page, 'file-details');
  await page.goto(`/files?folder=${encodeURIComponent(folder)}`);
  await expect(page.getByTestId('file-row')).toHaveCount(12);
  await screenshot(page, 'files-list');
  await page.setViewportSize({ width: 800, height: 900 });
  // Under 1000 px each row is a card; the head's labels stand above their cells.
  for (const cell of ['filename', 'mime', 'size', 'created_at']) {
    const head = await page.locator(`thead [data-cell=${cell}]`).boundingBox();
    const first = await page.getByTestId('file-row').first().locator(`[data-cell=${cell}]`).boundingBox();
    expect(head && first && Math.abs(head.x - first.x), cell).toBeLessThan(2);
  }
  await screenshot(page, 'files-list');
  await page.goto(`/files/${ids['vl1_002r.jpg']}`);
  await expect(page.getByTestId('preview-image')).toBeVisible();
  await screenshot(page, 'file-details');
  await shell.switchLanguage('de');
  await page.goto(`/files?folder=${encodeURIComponent(folder)}`);
  await expect(page.getByTestId('file-row')).toHaveCount(12);
  await screenshot(page, 'files-list');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'files-list');

  // A folder's own address opens it in the list.
  const folderId = (await filesIn(request, token, ''))[folder] as number;
  await page.goto(`/files/${folderId}`);
  await expect(page).toHaveURL(`/files?folder=${encodeURIComponent(folder)}`);
  await expect(page.getByTestId('file-row')).toHaveCount(12);
});
