import { expect, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { texts } from '../../support/texts.ts';

// Addresses that lead nowhere (yet) get a proper page inside the shell, with a way back to the search.

const de = texts.de;
const en = texts.en;

test('a record that does not exist gets the missing-record page', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/collections/999999');
  await expect(page.getByTestId('not-found')).toHaveText(de.notFound.record_title);
  await expect(page.getByText(de.notFound.record_text)).toBeVisible();
  await expect(shell.navigation, 'inside the shell').toBeVisible();
  await screenshot(page, 'not-found-record');

  await page.goto('/collections/keine-zahl');
  await expect(page.getByTestId('not-found')).toHaveText(de.notFound.record_title);

  await page.getByRole('link', { name: de.notFound.to_search }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: de.search.title })).toBeVisible();
});

test('an address of no route gets the not-found page, in either language', async ({ page }) => {
  const shell = new Shell(page);
  for (const path of ['/no/such/route', '/search/nonsense']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found'), path).toHaveText(de.notFound.missing_title);
    await expect(page.getByText(de.notFound.missing_text)).toBeVisible();
  }
  await expect(shell.navigation).toBeVisible();
  await page.goto('/no/such/route');
  await expect(page.getByTestId('not-found')).toHaveText(de.notFound.missing_title);
  await screenshot(page, 'not-found');

  await shell.switchLanguage('en');
  await expect(page.getByTestId('not-found')).toHaveText(en.notFound.missing_title);
  await expect(page.getByRole('link', { name: en.notFound.to_search })).toBeVisible();
  await screenshot(page, 'not-found');
});

test("the Create menu's catalog entry opens the new catalog's form, no longer a screen to come", async ({
  page,
  context,
  request,
}) => {
  await signIn(context, await adminToken(request));
  const shell = new Shell(page);
  await page.goto('/');
  await shell.create('catalog');
  await expect(page).toHaveURL(/\/catalogs\/create$/);
  await expect(page.getByTestId('record-title')).toHaveText(de.entities.catalog.create_title);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
  await expect(shell.entry('create-catalog')).toHaveAttribute('aria-current', 'page');
});
