import { expect, type Page, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { createCollection } from '../../support/api/collections.ts';
import { uploadFile } from '../../support/api/files.ts';
import { Shell } from '../../support/shell.ts';
import { texts } from '../../support/texts.ts';

// Screen readers read out the accessible names of buttons and regions: in German screens, none of them may
// be English (the flash message's close button once said "Close").

/** Every string leaf of a locale. */
function strings(messages: object): string[] {
  return Object.values(messages).flatMap((value) =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? strings(value) : [],
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What an English label looks like: each English interface string that German does not share ("Fontes",
 * "Website"), `{{name}}` matching anything; and what MUI's components say in English unless told otherwise.
 */
const englishLabels: RegExp[] = (() => {
  const german = new Set(strings(texts.de));
  const english = strings(texts.en).filter(
    (text) => !german.has(text) && /[a-z]{2}/i.test(text.replace(/\{\{\w+\}\}/g, '')),
  );
  return [
    ...english.map(
      (text) =>
        new RegExp(
          `^${text
            .split(/\{\{\w+\}\}/)
            .map(escapeRegExp)
            .join('.+')}$`,
          's',
        ),
    ),
    /^(Close|Clear|Open|Show path|No options|Loading…|pagination navigation)$/,
    /^Go to (the )?(first|previous|next|last) page$/,
  ];
})();

/** The `aria-label`s on the page that are English. */
async function englishAriaLabels(page: Page): Promise<string[]> {
  const labels = await page
    .locator('[aria-label]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
  return labels.filter((label) => englishLabels.some((english) => english.test(label)));
}

async function expectGermanLabels(page: Page, screen: string) {
  expect(await englishAriaLabels(page), `English aria-labels on ${screen}`).toEqual([]);
}

test('German screens name their controls in German: no English aria-label anywhere', async ({
  page,
  context,
  request,
}) => {
  expect(
    englishLabels.some((english) => english.test('Close')),
    'the check knows MUI’s English',
  ).toBe(true);
  const token = await adminToken(request);
  const de = texts.de;
  const collection = await createCollection(request, token, {
    name: 'Stiftsarchiv Kremsmünster',
    prefix: 'A-KR',
  });
  await uploadFile(request, token, {
    name: 'kremsmuenster-001.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await signIn(context, token);
  const shell = new Shell(page);

  await page.goto(`/search?q=${encodeURIComponent('Kremsmünster')}`);
  await expect(page.getByTestId('search-results')).toBeVisible();
  await expectGermanLabels(page, 'the search');

  await page.goto(`/collections/${collection.id}/edit`);
  await expect(page.locator('#field-name')).toHaveValue(collection.name);
  await expectGermanLabels(page, 'a record form');
  // Saved, the view shows the flash message with its close button.
  await page.getByTestId('save-button').click();
  await expect(shell.flash).toHaveText(de.Server.saved);
  await expect(shell.flash.getByRole('button', { name: de.common.close })).toBeVisible();
  await expectGermanLabels(page, 'a record view');

  // A form with lists: each item's buttons are named after the item.
  await page.goto('/scores/create');
  await expect(page.getByTestId('save-button')).toBeVisible();
  await expectGermanLabels(page, 'the score form');

  await page.goto('/files');
  await expect(page.getByTestId('files-table')).toBeVisible();
  await expect(page.getByRole('button', { name: de.common.page_next })).toBeVisible();
  await expectGermanLabels(page, 'the file manager');

  await page.goto('/settings/users');
  await expect(page.getByTestId('users-table')).toBeVisible();
  await expectGermanLabels(page, 'the user administration');

  await page.goto('/settings/website');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectGermanLabels(page, 'the website settings');

  await context.clearCookies();
  await page.goto('/auth/login');
  await expect(page.getByTestId('auth-submit')).toBeVisible();
  await expectGermanLabels(page, 'the login');
});
