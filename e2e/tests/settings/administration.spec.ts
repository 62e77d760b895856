import { type Browser, expect, type Page, test } from '@playwright/test';
import { admin, adminToken, baseURL, newPerson, registerPerson, signIn } from '../../support/accounts.ts';
import { UsersPage, WebsiteSettingsPage } from '../../support/administration.ts';
import { updateLocale } from '../../support/api/accounts.ts';
import { updateSetting } from '../../support/api/settings.ts';
import { latestMailTo } from '../../support/mailbox.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// The administrator's screens: website settings (title, theme colour) and user accounts, in both languages.

const de = texts.de;
const en = texts.en;

test.beforeEach(async ({ context, request }) => {
  await signIn(context, await adminToken(request));
});

// Whatever a test changed, the next one (and the next run's screenshots) start from the defaults, in German.
test.afterEach(async ({ request }) => {
  const token = await adminToken(request);
  await updateLocale(request, token, 'de');
  await updateSetting(request, token, 'site_title', 'Fontes');
  await updateSetting(request, token, 'theme_color', '#6d4c2f');
});

async function newPage(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL(), locale: 'de-DE' });
  await signIn(context, token);
  return context.newPage();
}

test('website settings: search, a refused and a saved theme colour that re-themes the app, the site title', async ({
  page,
}) => {
  const shell = new Shell(page);
  const settings = new WebsiteSettingsPage(page);
  await settings.goto();
  await expect(page.getByRole('heading', { level: 1, name: de.siteSettings.title })).toBeVisible();
  await expect(shell.entry('settings-website')).toHaveAttribute('aria-current', 'page');
  for (const key of ['site_title', 'theme_color'] as const) {
    await expect(settings.row(key)).toContainText(de.siteSettings.keys[key].label);
    await expect(settings.row(key)).toContainText(de.siteSettings.keys[key].description);
    await expect(settings.value(key)).toHaveAccessibleName(de.siteSettings.keys[key].label);
  }
  await expect(settings.value('site_title')).toHaveValue('Fontes');
  await expect(settings.value('theme_color')).toHaveValue('#6d4c2f');
  await screenshot(page, 'website-settings');

  // The search goes into the address and finds settings by their label too.
  await settings.search.fill('farbe');
  await expect(page).toHaveURL(/\/settings\/website\?q=farbe$/);
  await expect(settings.row('site_title')).toHaveCount(0);
  await expect(settings.row('theme_color')).toBeVisible();
  await settings.search.fill('Orgelbau');
  await expect(settings.empty).toHaveText(de.siteSettings.empty);
  await settings.search.fill('');
  await expect(page).toHaveURL(/\/settings\/website$/);
  await expect(settings.row('site_title')).toBeVisible();

  // The colours of the app: the menu's title (primary) and its active entry (secondary container).
  const read = () =>
    Promise.all([
      shell.menuSiteTitle.evaluate((element) => getComputedStyle(element).color),
      shell.entry('settings-website').evaluate((element) => getComputedStyle(element).backgroundColor),
    ]);
  // Read once the colours have settled: the menu entry's background changes with a transition.
  const colours = async () => {
    for (;;) {
      const first = await read();
      await page.waitForTimeout(250);
      const second = await read();
      if (first.join() === second.join()) return second;
    }
  };
  const before = await colours();
  await screenshot(page, 'theme-before');

  await settings.save('theme_color', 'lila');
  await expect(settings.value('theme_color')).toHaveAccessibleDescription(
    de.Setting.error_theme_color_invalid,
  );
  expect(await colours(), 'a refused colour changes nothing').toEqual(before);

  await settings.save('theme_color', '#1F5F8B');
  await expect(settings.value('theme_color')).toHaveAccessibleDescription(de.Setting.saved);
  await expect(settings.value('theme_color')).toHaveValue('#1f5f8b');
  await expect(settings.row('theme_color').getByTestId('setting-color')).toHaveValue('#1f5f8b');
  await expect
    .poll(async () => (await colours())[0], 'the primary colour follows at once')
    .not.toBe(before[0]);
  const after = await colours();
  expect(after[1], 'the active entry follows as well').not.toBe(before[1]);
  await screenshot(page, 'theme-after');

  // The swatch edits the same value.
  await settings.row('theme_color').getByTestId('setting-color').fill('#7a2e4d');
  await expect(settings.value('theme_color')).toHaveValue('#7a2e4d');

  await settings.save('site_title', '   ');
  await expect(settings.value('site_title')).toHaveAccessibleDescription(de.Setting.error_site_title_empty);
  await settings.save('site_title', 'Musikarchiv Einsiedeln');
  await expect(settings.value('site_title')).toHaveAccessibleDescription(de.Setting.saved);
  await expect(shell.menuSiteTitle).toHaveText('Musikarchiv Einsiedeln');
  await expect(page).toHaveTitle(`${de.siteSettings.title} – Musikarchiv Einsiedeln`);

  // Stored on the server: a reload keeps both, and the unsaved swatch change is gone.
  await page.reload();
  await expect(shell.menuSiteTitle).toHaveText('Musikarchiv Einsiedeln');
  await expect(settings.value('theme_color')).toHaveValue('#1f5f8b');
  await expect.poll(colours).toEqual(after);

  await shell.switchLanguage('en');
  await expect(page.getByRole('heading', { level: 1, name: en.siteSettings.title })).toBeVisible();
  for (const key of ['site_title', 'theme_color'] as const) {
    await expect(settings.row(key)).toContainText(en.siteSettings.keys[key].label);
    await expect(settings.row(key)).toContainText(en.siteSettings.keys[key].description);
  }
  await expect(shell.entry('settings-users')).toHaveText(en.shell.menu.users);
  await screenshot(page, 'website-settings');
  await settings.search.fill('colour');
  await expect(settings.row('site_title')).toHaveCount(0);
  await settings.search.fill('Orgelbau');
  await expect(settings.empty).toHaveText(en.siteSettings.empty);
  await shell.switchLanguage('de');
  await expect(settings.empty).toHaveText(de.siteSettings.empty);
});

test('users: search in the address, paging, both languages, at 1280 and 800 px', async ({
  page,
  request,
}) => {
  // 26 accounts with a common name: one more than a page.
  const choir = Array.from({ length: 26 }, (_, index) =>
    newPerson(`Thomaner ${String(index + 1).padStart(2, '0')}`, 'thomaner'),
  );
  for (const person of choir) await registerPerson(request, person);

  const users = new UsersPage(page);
  const shell = new Shell(page);
  await users.goto();
  await expect(page.getByRole('heading', { level: 1, name: de.users.title })).toBeVisible();
  await expect(shell.entry('settings-users')).toHaveAttribute('aria-current', 'page');
  for (const column of ['name', 'email', 'registered_at', 'status', 'permissions'] as const) {
    await expect(users.table.getByRole('columnheader', { name: de.users.columns[column] })).toBeVisible();
  }
  const adminRow = users.row(admin.email);
  await expect(adminRow).toContainText(admin.name);
  await expect(users.permission(admin.email)).toHaveText(de.users.roles.admin);

  await users.search.fill('thomaner');
  await expect(page).toHaveURL(/\/settings\/users\?q=thomaner$/);
  await expect(users.total).toHaveText(fill(de.users.total_other, { count: 26 }));
  await expect(users.rows).toHaveCount(25);
  await users.more.click();
  await expect(users.rows).toHaveCount(26);
  await expect(users.more).toHaveCount(0);

  const first = choir[0].email;
  const today = new Intl.DateTimeFormat('de', { dateStyle: 'medium' }).format(new Date());
  await expect(users.row(first)).toContainText(today);
  await expect(users.row(first).getByTestId('user-status')).toHaveText(
    de.users.status.activated + de.users.status.unverified,
  );
  await expect(users.permission(first)).toHaveText(de.users.roles.guest);
  await expect(users.permission(first)).toHaveAccessibleName(
    fill(de.users.permissions_of, { name: choir[0].name }),
  );
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow(), 'horizontal overflow of the page').toBeLessThanOrEqual(0);
  await screenshot(page, 'users');

  await users.search.fill('Kapellmeister Nirgendwo');
  await expect(users.empty).toHaveText(de.users.empty);
  await screenshot(page, 'users-empty');

  // A shared link opens the same search.
  await users.goto(choir[25].name);
  await expect(users.search).toHaveValue(choir[25].name);
  await expect(users.rows).toHaveCount(1);

  await users.goto('thomaner');
  await shell.switchLanguage('en');
  await expect(page.getByRole('heading', { level: 1, name: en.users.title })).toBeVisible();
  for (const column of ['name', 'email', 'registered_at', 'status', 'permissions'] as const) {
    await expect(users.table.getByRole('columnheader', { name: en.users.columns[column] })).toBeVisible();
  }
  await expect(users.total).toHaveText(fill(en.users.total_other, { count: 26 }));
  await expect(users.row(first).getByTestId('user-status')).toHaveText(
    en.users.status.activated + en.users.status.unverified,
  );
  await expect(users.row(first)).toContainText(
    new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date()),
  );
  await expect(users.permission(first)).toHaveText(en.users.roles.guest);
  await screenshot(page, 'users');
  await users.search.fill('Kapellmeister Nirgendwo');
  await expect(users.empty).toHaveText(en.users.empty);
  await shell.switchLanguage('de');

  // At 800 px the table scrolls inside its frame; the page itself does not.
  await page.setViewportSize({ width: 800, height: 900 });
  await users.goto('thomaner');
  await expect(users.rows).toHaveCount(25);
  expect(await overflow(), 'horizontal overflow of the page').toBeLessThanOrEqual(0);
  await screenshot(page, 'users');
});

test('suspending ends the open session and blocks login; activate, mails, and the last administrator stays', async ({
  page,
  browser,
  request,
}) => {
  const person = newPerson('Johann Gottfried Walther', 'walther');
  const { token } = await registerPerson(request, person);
  const userPage = await newPage(browser, token);
  const userShell = new Shell(userPage);
  await userPage.goto('/');
  await expect(userShell.entry('logout')).toBeVisible();

  const users = new UsersPage(page);
  await users.goto(person.email);
  // By keyboard: the actions menu opens on Enter, its first entry suspends, and the dialog asks first.
  await users.row(person.email).getByTestId('user-actions').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('user-suspend')).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(de.users.suspend_title);
  await expect(dialog).toContainText(fill(de.users.suspend_confirm, { name: person.name }));
  await expect(page.getByTestId('confirm-cancel')).toBeFocused();
  await screenshot(page, 'users-suspend-confirm');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await users.expectMessage(de.Users.suspended);
  await expect(users.row(person.email).getByTestId('user-status')).toContainText(de.users.status.suspended);

  // The suspended user's open session has ended.
  await userPage.reload();
  await expect(userShell.entry('login')).toBeVisible();
  await expect(userShell.entry('logout')).toHaveCount(0);
  await userPage.goto('/auth/login');
  await userPage.locator('#field-email').fill(person.email);
  await userPage.locator('#field-password').fill(person.password);
  await userPage.getByTestId('auth-submit').click();
  await expect(userPage.getByTestId('auth-message')).toHaveText(de.Auth.error_suspended);

  await users.act(person.email, 'activate');
  await users.expectMessage(de.Users.activated);
  await expect(users.row(person.email).getByTestId('user-status')).toContainText(de.users.status.activated);
  await userPage.getByTestId('auth-submit').click();
  await expect(userPage).toHaveURL(`${baseURL()}/`);
  await userPage.context().close();

  let since = Date.now();
  await users.act(person.email, 'send-reset');
  await users.expectMessage(de.Users.reset_link_sent);
  await latestMailTo(person.email, { since, containing: '/auth/reset/' });
  since = Date.now();
  await users.act(person.email, 'resend-verification');
  await users.expectMessage(de.Users.verification_sent);
  await latestMailTo(person.email, { since, containing: '/auth/verify/' });

  // The last active administrator can neither lose the role nor be suspended (here: by themself).
  await users.goto(admin.email);
  await users.chooseRole(admin.email, de.users.roles.contributor);
  await users.expectMessage(de.Users.error_last_admin);
  await expect(users.permission(admin.email)).toHaveText(de.users.roles.admin);
  await users.act(admin.email, 'suspend');
  await page.getByTestId('confirm-button').click();
  await users.expectMessage(de.Users.error_self_suspend);
  await expect(users.row(admin.email).getByTestId('user-status')).toHaveText(de.users.status.activated);
  await expect(new Shell(page).entry('settings-users')).toBeVisible();
});
