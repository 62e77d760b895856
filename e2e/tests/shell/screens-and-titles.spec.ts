import { expect, type Page, test } from '@playwright/test';
import { recordTypeSlugs, recordTypes } from '../../../packages/domain/src/index.ts';
import { admin, adminToken, signIn } from '../../support/accounts.ts';
import { createCollection } from '../../support/api/collections.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// What every screen owes a user beyond its own content: the right screen for who they are, the address of
// every search type, and a browser title that names the screen in the current language.

const de = texts.de;
const en = texts.en;

/** Notes in the page whether a login or register form was ever shown, however briefly. */
async function watchForAuthForm(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = () => document.querySelector('[data-testid="auth-submit"]');
    new MutationObserver(() => {
      if (seen()) (window as { authFormShown?: boolean }).authFormShown = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => !!(window as { authFormShown?: boolean }).authFormShown);
}

test('a signed-in user asking for login or register goes where the login would have taken them', async ({
  page,
  context,
  request,
}) => {
  await signIn(context, await adminToken(request));
  const formShown = await watchForAuthForm(page);

  await page.goto('/auth/login?redirect=%2Fsearch%2Fscore');
  await expect(page).toHaveURL(/\/search\/score$/);
  await expect(
    page.getByRole('heading', { level: 1, name: fill(de.search.title_type, { type: de.recordTypes.score }) }),
  ).toBeVisible();

  await page.goto('/auth/register');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: de.search.title })).toBeVisible();

  // Another site is never a way back, signed in or not.
  await page.goto('/auth/login?redirect=%2F%2Fevil.example');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  expect(await formShown(), 'no login or register form was shown').toBe(false);
});

test('an empty login form names each empty field, in the current language', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/auth/login');
  await page.getByTestId('auth-submit').click();
  await expect(page.locator('#field-email')).toHaveAccessibleDescription(de.Auth.error_email_empty);
  await expect(page.locator('#field-password')).toHaveAccessibleDescription(de.Auth.error_password_empty);
  await expect(page.getByTestId('auth-message')).toHaveCount(0);
  await screenshot(page, 'login-empty');

  await shell.switchLanguage('en');
  await expect(page.locator('#field-email')).toHaveAccessibleDescription(en.Auth.error_email_empty);
  await expect(page.locator('#field-password')).toHaveAccessibleDescription(en.Auth.error_password_empty);
  await screenshot(page, 'login-empty');

  await page.locator('#field-email').fill('someone@example.org');
  await page.getByTestId('auth-submit').click();
  await expect(page.locator('#field-email')).not.toHaveAccessibleDescription(en.Auth.error_email_empty);
  await expect(page.locator('#field-password')).toHaveAccessibleDescription(en.Auth.error_password_empty);
});

test('every record type has its search address, and the type filter leads there', async ({
  page,
  request,
}) => {
  await adminToken(request);
  for (const type of recordTypes) {
    const path = `/search/${recordTypeSlugs[type]}`;
    await page.goto(path);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: fill(de.search.title_type, { type: de.recordTypes[type] }),
      }),
      path,
    ).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/search\/digital-copy$/);

  await page.goto('/search?q=Brixen');
  await page.getByTestId('search-type').selectOption({ label: de.recordTypes.digital_copy });
  await expect(page).toHaveURL(/\/search\/digital-copy\?q=Brixen$/);
  await page.getByTestId('search-type').selectOption({ label: de.search.type_all });
  await expect(page).toHaveURL(/\/search\?q=Brixen$/);
});

test('the browser title names the screen, in the current language, after a record loads', async ({
  page,
  request,
}) => {
  const shell = new Shell(page);
  const collection = await createCollection(request, await adminToken(request), {
    name: `Missa in C ${Date.now().toString(36)}`,
    prefix: 'MC',
  });

  await page.goto('/');
  await expect(page).toHaveTitle(`${de.search.title} – Fontes`);
  await page.goto('/auth/login');
  await expect(page).toHaveTitle(`${de.auth.login_title} – Fontes`);
  await shell.switchLanguage('en');
  await expect(page).toHaveTitle(`${en.auth.login_title} – Fontes`);

  await page.goto(`/collections/${collection.id}`);
  await expect(page.getByTestId('record-title')).toHaveText(collection.name);
  await expect(page).toHaveTitle(`${collection.name} – Fontes`);

  // A visitor's language lasts as long as the page: each load below starts in German.
  await page.goto('/search/digital-copy');
  await expect(page).toHaveTitle(
    `${fill(de.search.title_type, { type: de.recordTypes.digital_copy })} – Fontes`,
  );
  await shell.switchLanguage('en');
  await expect(page).toHaveTitle(
    `${fill(en.search.title_type, { type: en.recordTypes.digital_copy })} – Fontes`,
  );
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle(`${de.notFound.missing_title} – Fontes`);
});

test("the server's answers follow a switch of language", async ({ page, request }) => {
  await adminToken(request);
  const shell = new Shell(page);

  await page.goto('/auth/login');
  await page.locator('#field-email').fill(admin.email);
  await page.locator('#field-password').fill('not-the-password');
  await page.getByTestId('auth-submit').click();
  await expect(page.getByTestId('auth-message')).toHaveText(de.Auth.error_credentials);
  await shell.switchLanguage('en');
  await expect(page.getByTestId('auth-message')).toHaveText(en.Auth.error_credentials);
  await screenshot(page, 'login-failed-switched');

  // Logging in applies the account's saved language (German here); the notice follows it, and a switch.
  await page.locator('#field-password').fill(admin.password);
  await page.getByTestId('auth-submit').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByTestId('flash-message')).toHaveText(de.Auth.logged_in);
  await shell.switchLanguage('en');
  await expect(page.getByTestId('flash-message')).toHaveText(en.Auth.logged_in);
  await shell.switchLanguage('de');

  await page.goto('/auth/logout');
  await expect(page.getByTestId('logout-message')).toHaveText(de.Auth.logged_out);
  await shell.switchLanguage('en');
  await expect(page.getByTestId('logout-message')).toHaveText(en.Auth.logged_out);

  await page.goto('/auth/reset');
  await page.locator('#field-email').fill('nobody@example.org');
  await page.getByTestId('auth-submit').click();
  await expect(page.getByTestId('reset-message')).toHaveText(de.Auth.reset_requested);
  await shell.switchLanguage('en');
  await expect(page.getByTestId('reset-message')).toHaveText(en.Auth.reset_requested);
});

test('publications and composites, kept out of the menu, are created from their search lists', async ({
  page,
  context,
  browser,
  request,
}) => {
  await signIn(context, await adminToken(request));
  const shell = new Shell(page);
  for (const [type, path] of [
    ['publication', '/publications/create'],
    ['composite', '/composites/create'],
  ] as const) {
    await page.goto(`/search/${recordTypeSlugs[type]}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await screenshot(page, `search-${type}-create`);
    await page.getByRole('link', { name: de.search.create[type] }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId('record-title')).toHaveText(de.entities[type].create_title);
  }
  // Spec §2 still hides their menu entries.
  await shell.entry('create').click();
  await expect(shell.entry('create-collection')).toBeVisible();
  await expect(shell.entry('create-publication')).toHaveCount(0);
  await expect(shell.entry('create-composite')).toHaveCount(0);

  // Only contributors are offered them.
  const visitor = await browser.newPage({ locale: 'de-DE' });
  await visitor.goto('/search/publication');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByTestId('search-create')).toHaveCount(0);
  await visitor.close();
});
