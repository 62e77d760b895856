import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  adminToken,
  baseURL,
  newPerson,
  registerPerson,
  signIn,
  tokenCookie,
} from '../../support/accounts.ts';
import { UsersPage } from '../../support/administration.ts';
import { savedLocale } from '../../support/api/accounts.ts';
import { getCollection } from '../../support/api/collections.ts';
import { latestMailTo, linkIn, mailsTo } from '../../support/mailbox.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// A person's account from registration to work, over mails the server really sends (SMTP to the run's
// mailbox): confirming the address, being made contributor, a forgotten password, the saved language.

const de = texts.de;
const en = texts.en;

async function newPage(browser: Browser, token?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), locale: 'de-DE' });
  if (token) await signIn(context, token);
  return context.newPage();
}

test('a second person registers, confirms the address from the mail, is made contributor and creates a collection', async ({
  browser,
  request,
}) => {
  await adminToken(request); // the administrator exists, so that this account is a guest
  const person = newPerson('Anna Magdalena Bach', 'anna.magdalena');
  const page = await newPage(browser);
  const shell = new Shell(page);

  await page.goto('/auth/register');
  await page.locator('#field-name').fill(person.name);
  await page.locator('#field-email').fill(person.email);
  await page.locator('#field-password').fill(person.password);
  await page.locator('#field-password_confirmation').fill(person.password);
  await page.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(`${baseURL()}/`);
  await expect(shell.flash).toHaveText(de.Auth.registered);

  // The notice: click the link, look in the spam folder, or have it sent again.
  const notice = page.getByTestId('verification-notice');
  await expect(notice).toContainText(de.auth.verification.title);
  await expect(notice).toContainText(fill(de.auth.verification.text, { email: person.email }));
  await expect(shell.entry('create'), 'an unconfirmed guest creates nothing').toHaveCount(0);
  await screenshot(page, 'verification-notice');

  const registrationMail = await latestMailTo(person.email, { containing: '/auth/verify/' });
  expect(registrationMail.subject).toBe(fill(de.Mail.verify_subject, { site: 'Fontes' }));
  const resentSince = Date.now();
  await notice.getByTestId('resend-verification').click();
  await expect(notice.getByTestId('verification-answer')).toHaveText(de.Auth.verification_sent);
  const mail = await latestMailTo(person.email, { since: resentSince, containing: '/auth/verify/' });
  const link = linkIn(mail, '/auth/verify/');
  expect(link.startsWith(`${baseURL()}/auth/verify/`), link).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: de.auth.verify_title })).toBeVisible();
  await expect(page.getByTestId('verify-message')).toHaveText(de.Auth.verified);
  await screenshot(page, 'verify');
  await page.getByTestId('verify-next').click();
  await expect(page).toHaveURL(`${baseURL()}/`);
  await expect(shell.entry('logout')).toBeVisible();
  await expect(notice, 'the notice is gone once the address is confirmed').toHaveCount(0);
  await page.reload();
  await expect(shell.entry('logout')).toBeVisible();
  await expect(notice).toHaveCount(0);

  // The link followed again says so; a link that does not fit the account is refused, verified or not.
  await page.goto(link);
  await expect(page.getByTestId('verify-message')).toHaveText(de.Auth.already_verified);
  await page.goto(link.replace(/\/[^/]+$/, '/falsch'));
  await expect(page.getByTestId('verify-message')).toHaveText(de.Auth.error_verification_invalid);
  await page.goto('/auth/verify/999999/falsch');
  await expect(page.getByTestId('verify-message')).toHaveText(de.Auth.error_verification_invalid);

  // The administrator, in another browser, makes them contributor.
  const adminPage = await newPage(browser, await adminToken(request));
  const users = new UsersPage(adminPage);
  await users.goto(person.email);
  await expect(users.rows).toHaveCount(1);
  const row = users.row(person.email);
  await expect(row).toContainText(person.name);
  await expect(row.getByTestId('user-status')).toHaveText(de.users.status.activated);
  await expect(users.permission(person.email)).toHaveText(de.users.roles.guest);
  await users.chooseRole(person.email, de.users.roles.contributor);
  await users.expectMessage(de.Users.permissions_saved);
  await expect(users.permission(person.email)).toHaveText(de.users.roles.contributor);
  await adminPage.context().close();

  await page.goto('/');
  await page.reload();
  await shell.create('collection');
  await page.locator('#field-name').fill('Notenbibliothek der Thomasschule');
  await page.locator('#field-prefix').fill('D-LEt');
  await page.getByTestId('save-button').click();
  await expect(page).toHaveURL(/\/collections\/\d+$/);
  await expect(shell.flash).toHaveText(de.Server.saved);
  const id = Number(new URL(page.url()).pathname.split('/').at(-1));
  expect(await getCollection(request, id)).toMatchObject({ name: 'Notenbibliothek der Thomasschule' });
  await page.context().close();
});

test('a forgotten password is reset through the mailed link, once', async ({ browser, request }) => {
  const person = newPerson('Wilhelm Friedemann Bach', 'friedemann');
  await registerPerson(request, person);
  const page = await newPage(browser);
  const shell = new Shell(page);

  await page.goto('/auth/login');
  await page.getByTestId('forgot-password').click();
  await expect(page).toHaveURL(/\/auth\/reset$/);
  await expect(page.getByRole('heading', { level: 1, name: de.auth.reset_request_title })).toBeVisible();
  await expect(page.getByText(de.auth.reset_request_intro)).toBeVisible();
  await screenshot(page, 'reset-request');
  await shell.switchLanguage('en');
  await expect(page.getByRole('heading', { level: 1, name: en.auth.reset_request_title })).toBeVisible();
  await expect(page.getByText(en.auth.reset_request_intro)).toBeVisible();
  await screenshot(page, 'reset-request');
  await shell.switchLanguage('de');

  // An address without an account gets the very same answer (no account enumeration), and no mail.
  const unknown = newPerson('Niemand', 'niemand').email;
  await page.locator('#field-email').fill(unknown);
  await page.getByTestId('auth-submit').click();
  await expect(page.getByTestId('reset-message')).toHaveText(de.Auth.reset_requested);
  const answerForUnknown = await page.getByTestId('reset-message').textContent();
  await screenshot(page, 'reset-requested');

  await page.goto('/auth/reset');
  const since = Date.now();
  await page.locator('#field-email').fill(person.email.toUpperCase());
  await page.getByTestId('auth-submit').click();
  await expect(page.getByTestId('reset-message')).toHaveText(answerForUnknown as string);
  const mail = await latestMailTo(person.email, { since, containing: '/auth/reset/' });
  expect(mail.subject).toBe(fill(de.Mail.reset_subject, { site: 'Fontes' }));
  expect(await mailsTo(unknown)).toEqual([]);

  const link = linkIn(mail, '/auth/reset/');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: de.auth.reset_title })).toBeVisible();
  await page.getByTestId('auth-submit').click();
  await expect(page.locator('#field-password')).toHaveAccessibleDescription(
    fill(de.Auth.error_password_short, { min: 8 }),
  );
  await screenshot(page, 'reset-password');
  await shell.switchLanguage('en');
  await expect(page.getByRole('heading', { level: 1, name: en.auth.reset_title })).toBeVisible();
  await expect(page.locator('#field-password')).toHaveAccessibleDescription(
    fill(en.Auth.error_password_short, { min: 8 }),
  );
  await expect(page.locator('#field-password_confirmation')).toHaveAccessibleName(
    en.auth.fields.new_password_confirmation,
  );
  await screenshot(page, 'reset-password');
  await shell.switchLanguage('de');
  const newPassword = 'Kunst-der-Fuge-1751';
  await page.locator('#field-password').fill(newPassword);
  await page.locator('#field-password_confirmation').fill('Kunst-der-Fuge-175');
  await page.getByTestId('auth-submit').click();
  await expect(page.locator('#field-password_confirmation')).toHaveAccessibleDescription(
    de.Auth.error_password_mismatch,
  );
  await page.locator('#field-password_confirmation').fill(newPassword);
  await page.getByTestId('auth-submit').click();
  await expect(page.getByTestId('reset-message')).toHaveText(de.Auth.reset_done);

  await page.getByTestId('reset-login').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.locator('#field-email').fill(person.email);
  await page.locator('#field-password').fill(person.password);
  await page.getByTestId('auth-submit').click();
  await expect(page.getByTestId('auth-message'), 'the old password no longer works').toHaveText(
    de.Auth.error_credentials,
  );
  await page.locator('#field-password').fill(newPassword);
  await page.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(`${baseURL()}/`);
  await expect(shell.entry('logout')).toBeVisible();
  // The mailed link proved the address as well.
  await expect(page.getByTestId('verification-notice')).toHaveCount(0);

  // The link works once.
  await page.goto(link);
  await page.locator('#field-password').fill('Noch-ein-Passwort-1');
  await page.locator('#field-password_confirmation').fill('Noch-ein-Passwort-1');
  await page.getByTestId('auth-submit').click();
  await expect(page.getByTestId('auth-message')).toHaveText(de.Auth.error_reset_invalid);
  await screenshot(page, 'reset-refused');
  await page.context().close();
});

test("a user's language is saved when they switch, and applies after their next login", async ({
  browser,
  request,
}) => {
  const person = newPerson('Carl Philipp Emanuel Bach', 'emanuel');
  const { token } = await registerPerson(request, person);
  const page = await newPage(browser, token);
  const shell = new Shell(page);

  await page.goto('/');
  await expect(page.getByTestId('verification-notice')).toContainText(de.auth.verification.title);
  await shell.switchLanguage('en');
  await expect(page.getByTestId('verification-notice')).toContainText(en.auth.verification.title);
  await expect(page.getByTestId('verification-notice')).toContainText(
    fill(en.auth.verification.text, { email: person.email }),
  );
  await screenshot(page, 'verification-notice');
  await expect.poll(() => savedLocale(request, token)).toBe('en');

  await shell.entry('logout').click();
  await expect(page.getByTestId('logout-message')).toHaveText(en.Auth.logged_out);
  // Logged out, the switch changes only this browser; the account keeps English.
  await shell.switchLanguage('de');
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: de.auth.login_title })).toBeVisible();
  await page.locator('#field-email').fill(person.email);
  await page.locator('#field-password').fill(person.password);
  await page.getByTestId('auth-submit').click();
  await expect(page).toHaveURL(`${baseURL()}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(shell.entry('search')).toHaveText(en.shell.menu.search);
  await expect(page.getByRole('heading', { level: 1, name: en.search.title })).toBeVisible();

  // The verification link, opened now, answers in the saved language as well.
  const mail = await latestMailTo(person.email, { containing: '/auth/verify/' });
  await page.goto(linkIn(mail, '/auth/verify/'));
  await expect(page.getByRole('heading', { level: 1, name: en.auth.verify_title })).toBeVisible();
  await expect(page.getByTestId('verify-message')).toHaveText(en.Auth.verified);
  await expect(page.getByTestId('verify-next')).toHaveText(en.auth.to_search);
  await screenshot(page, 'verify');

  // Another browser with this session: it starts in German (spec), then the saved language applies.
  const again = await newPage(browser, await tokenCookie(page.context()));
  await again.goto('/');
  await expect(again.locator('html')).toHaveAttribute('lang', 'en');
  await expect(new Shell(again).entry('logout')).toHaveText(en.shell.menu.logout);
  await again.context().close();
  await page.context().close();
});

test('a language chosen while the signed-in user is still loading stays, and is saved', async ({
  browser,
  request,
}) => {
  const person = newPerson('Maria Anna Mozart', 'nannerl');
  const { token } = await registerPerson(request, person);
  const page = await newPage(browser, token);
  // The user's record answers only once the language has been switched.
  let answerUser = () => {};
  const switched = new Promise<void>((resolve) => {
    answerUser = resolve;
  });
  await page.route('**/graphql', async (route) => {
    if (/"operationName":"Me"/.test(route.request().postData() ?? '')) await switched;
    await route.continue();
  });

  await page.goto('/');
  await page.getByTestId('language-en').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  answerUser();
  await expect(page.getByTestId('verification-notice')).toContainText(en.auth.verification.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => savedLocale(request, token)).toBe('en');
  await page.context().close();
});
