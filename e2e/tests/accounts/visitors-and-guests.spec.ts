import { expect, test } from '@playwright/test';
import { admin, adminToken, signIn } from '../../support/accounts.ts';
import { register } from '../../support/api/accounts.ts';
import { createCollection } from '../../support/api/collections.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { texts } from '../../support/texts.ts';

// Logged-out visitors and guests: what the menu offers them and where the contributor guard sends them.
// Every test starts in a fresh browser context (no cookies).

const de = texts.de;

test('a logged-out visitor sees Search and Login, no Create, Settings, Files or Logout', async ({
  page,
  request,
}) => {
  await adminToken(request);
  const shell = new Shell(page);
  await page.goto('/search/collection?q=Brixen');
  await expect(shell.entry('search')).toHaveText(de.shell.menu.search);
  await expect(shell.entry('search')).toHaveAttribute('aria-current', 'page');
  for (const hidden of ['create', 'settings', 'files', 'logout']) {
    await expect(shell.entry(hidden), `no ${hidden} entry`).toHaveCount(0);
  }

  // The login entry carries the current path and query, and logging in returns there.
  await expect(shell.entry('login')).toHaveText(de.shell.menu.login);
  await expect(shell.entry('login')).toHaveAttribute(
    'href',
    '/auth/login?redirect=%2Fsearch%2Fcollection%3Fq%3DBrixen',
  );
  await shell.entry('login').click();
  await page.locator('#field-email').fill(admin.email);
  await page.locator('#field-password').fill(admin.password);
  await page.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(/\/search\/collection\?q=Brixen$/);
  await expect(page.getByRole('searchbox', { name: de.search.query_label })).toHaveValue('Brixen');
  await expect(shell.entry('create')).toBeVisible();
});

test('login never sends the user to another site', async ({ page, request }) => {
  await adminToken(request);
  await page.goto('/auth/login?redirect=%2F%2Fevil.example%2Fphish');
  await page.locator('#field-email').fill(admin.email);
  await page.locator('#field-password').fill(admin.password);
  await page.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(new Shell(page).entry('logout')).toBeVisible();
});

test('registering with an e-mail address already in use is refused beside the field', async ({
  page,
  request,
}) => {
  await adminToken(request);
  await page.goto('/auth/register');
  await page.locator('#field-name').fill('Noch einmal Clara');
  await page.locator('#field-email').fill(admin.email.toUpperCase());
  await page.locator('#field-password').fill('Ein-anderes-Passwort');
  await page.locator('#field-password_confirmation').fill('Ein-anderes-Passwort');
  await page.getByTestId('auth-submit').click();
  await expect(page.locator('#field-email')).toHaveAccessibleDescription(de.Auth.error_email_taken);
  await expect(page).toHaveURL(/\/auth\/register$/);
});

test('a visitor is sent from /collections/create to the login page and comes back after logging in', async ({
  page,
  request,
}) => {
  await adminToken(request); // its saved language German, which logging in applies
  const shell = new Shell(page);

  await page.goto('/collections/create');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fcollections%2Fcreate$/);
  await expect(page.getByRole('heading', { level: 1, name: de.auth.login_title })).toBeVisible();
  await expect(shell.navigation).toHaveCount(0);
  await expect(shell.siteTitle, 'the top bar shows the title where the menu is hidden').toHaveText('Fontes');
  await screenshot(page, 'login-redirect');

  // A wrong password keeps the visitor here with the server's message.
  await page.locator('#field-email').fill(admin.email);
  await page.locator('#field-password').fill('not-the-password');
  await page.getByTestId('auth-submit').click();
  await expect(page.getByTestId('auth-message')).toHaveText(de.Auth.error_credentials);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fcollections%2Fcreate$/);
  await screenshot(page, 'login-failed');

  await page.locator('#field-password').fill(admin.password);
  await page.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(/\/collections\/create$/);
  await expect(shell.flash).toHaveText(de.Auth.logged_in);
  await expect(
    page.getByRole('heading', { level: 1, name: de.entities.collection.create_title }),
  ).toBeVisible();
  await expect(page.getByTestId('record-form')).toBeVisible();
  await expect(shell.entry('create-collection')).toHaveAttribute('aria-current', 'page');
  await expect(shell.entry('login')).toHaveCount(0);
});

test('a visitor can read a collection but is offered neither edit nor delete', async ({ page, request }) => {
  const token = await adminToken(request);
  const { id } = await createCollection(request, token, {
    name: 'Diözesanarchiv Brixen',
    prefix: 'I-BRd',
    description: 'Musikalien aus dem Priesterseminar',
    url: 'https://www.example.org/brixen',
  });

  await page.goto(`/collections/${id}`);
  await expect(page.getByTestId('record-title')).toHaveText('Diözesanarchiv Brixen');
  await expect(page.getByTestId('record-subtitle')).toHaveText('Musikalien aus dem Priesterseminar');
  await expect(page.getByTestId('permalink-button')).toBeVisible();
  await expect(page.getByTestId('edit-button')).toHaveCount(0);
  await expect(page.getByTestId('delete-button')).toHaveCount(0);

  // The edit route is guarded like create.
  await page.goto(`/collections/${id}/edit`);
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?redirect=%2Fcollections%2F${id}%2Fedit$`));
});

test('a signed-in guest (a later, unverified account) sees no Create and is sent home from create', async ({
  page,
  context,
  request,
}) => {
  await adminToken(request); // so that this account is not the first
  const guest = await register(request, {
    name: 'Robert Gast',
    email: `gast-${Date.now()}@example.org`,
    password: 'Gast-Passwort-1',
  });
  expect(guest).toMatchObject({ success: true, message: de.Auth.registered });
  expect(guest.user?.permissions.map((p) => p.id)).toEqual([3]);
  await signIn(context, guest.token as string);
  const shell = new Shell(page);

  await page.goto('/');
  await expect(shell.entry('logout')).toBeVisible();
  for (const hidden of ['create', 'settings', 'files', 'login']) {
    await expect(shell.entry(hidden), `no ${hidden} entry for a guest`).toHaveCount(0);
  }

  await page.goto('/collections/create');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: de.search.title })).toBeVisible();

  // The admin guard as well.
  await page.goto('/settings/website');
  await expect(page).toHaveURL(/\/$/);
});
