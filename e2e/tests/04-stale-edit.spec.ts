import { expect, test } from '@playwright/test';
import { adminToken, signIn } from '../support/accounts.ts';
import { createCollection, getCollection, upsertCollection } from '../support/api.ts';
import { screenshot } from '../support/screens.ts';
import { Shell } from '../support/shell.ts';
import { texts } from '../support/texts.ts';

// The generic save path's version check, seen from the browser: a form based on a stale version is refused
// with a translated message, and the change made in the meantime is kept.

const de = texts.de;
const en = texts.en;

test('saving a form whose record changed meanwhile is refused and keeps the other change', async ({
  page,
  context,
  request,
}) => {
  const token = await adminToken(request);
  const loaded = await createCollection(request, token, {
    name: 'Musiksammlung St. Florian',
    prefix: 'A-SF',
    description: 'Augustiner-Chorherrenstift',
    url: 'https://www.example.org/st-florian',
  });
  await signIn(context, token);
  const shell = new Shell(page);

  await page.goto(`/collections/${loaded.id}/edit`);
  await expect(page.locator('#field-name')).toHaveValue(loaded.name);

  // Someone else saves the record, based on the version the browser has loaded too.
  const meanwhile = await upsertCollection(request, token, {
    id: loaded.id,
    name: 'Musikarchiv des Stifts St. Florian',
    prefix: loaded.prefix,
    description: 'Geändert über die Schnittstelle',
    url: loaded.url ?? '',
    updated_at: loaded.updated_at,
  });
  expect(meanwhile).toMatchObject({ success: true, id: loaded.id });

  await page.locator('#field-description').fill('Geändert im Browser');
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('record-message')).toHaveText(de.Server.error_stale);
  await expect(page).toHaveURL(new RegExp(`/collections/${loaded.id}/edit$`));
  await expect(page.locator('#field-description'), 'the user keeps what they typed').toHaveValue(
    'Geändert im Browser',
  );
  await screenshot(page, 'collection-stale');

  // The message comes in the interface language.
  await shell.switchLanguage('en');
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('record-message')).toHaveText(en.Server.error_stale);
  await shell.switchLanguage('de');

  expect(await getCollection(request, loaded.id)).toMatchObject({
    name: 'Musikarchiv des Stifts St. Florian',
    description: 'Geändert über die Schnittstelle',
  });

  // Reloaded, the form shows the current version and saves.
  await page.reload();
  await expect(page.locator('#field-name')).toHaveValue('Musikarchiv des Stifts St. Florian');
  await page.locator('#field-description').fill('Geändert im Browser');
  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(new RegExp(`/collections/${loaded.id}$`));
  await expect(shell.flash).toHaveText(de.Server.saved);
  await expect(page.getByTestId('record-title')).toHaveText('Musikarchiv des Stifts St. Florian');
  await expect(page.getByTestId('record-subtitle')).toHaveText('Geändert im Browser');
});
