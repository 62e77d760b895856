import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { admin, baseURL, signIn, tokenCookie } from '../../support/accounts.ts';
import { me } from '../../support/api/accounts.ts';
import { getCollection } from '../../support/api/collections.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { fill, texts } from '../../support/texts.ts';

// The whole path through the UI, as a person would walk it, in one browser session on an empty database:
// the first account, then one collection from its creation to its deletion, then logout. The database is
// the empty server's (the "first account" project in playwright.config.ts), which no other spec uses.

const de = texts.de;
const en = texts.en;

const collection = {
  name: 'Stiftsbibliothek Kremsmünster',
  renamed: 'Musikarchiv Kremsmünster',
  prefix: 'A-KR',
  description: 'Musikaliensammlung des Benediktinerstifts\nMit Beständen aus dem 17. bis 19. Jahrhundert',
  subtitle: 'Musikaliensammlung des Benediktinerstifts',
  typedUrl: 'www.stift-kremsmuenster.example/musikarchiv',
  savedUrl: 'https://www.stift-kremsmuenster.example/musikarchiv',
  searchPrefix: 'Kremsm',
};

test.describe
  .serial('first account and a collection from creation to deletion', () => {
    let context: BrowserContext;
    let page: Page;
    let shell: Shell;
    let id = 0;

    test.beforeAll(async ({ browser }) => {
      context = await browser.newContext({
        baseURL: baseURL(),
        locale: 'de-DE',
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      page = await context.newPage();
      shell = new Shell(page);
    });

    test.afterAll(async () => {
      await context.close();
    });

    test('the interface starts in German; the first account registered becomes administrator', async ({
      request,
    }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1, name: de.search.title })).toBeVisible();
      // A fresh install: nothing catalogued and no account yet; the home page invites to register the first.
      await expect(page.getByTestId('search-empty-archive')).toHaveText(de.search.empty_archive);
      const way = page.getByTestId('search-empty-archive-way');
      await expect(way).toHaveText(de.search.empty_archive_register);
      await expect(way).toHaveAttribute('href', '/auth/register?redirect=%2F');
      await screenshot(page, 'empty-home');
      await expect(shell.navigationNamed('de')).toBeVisible();
      await expect(shell.entry('search')).toHaveText(de.shell.menu.search);
      await expect(shell.entry('search')).toHaveAttribute('aria-current', 'page');
      await expect(shell.entry('login')).toHaveText(de.shell.menu.login);
      await expect(shell.entry('login')).toHaveAttribute('href', '/auth/login?redirect=%2F');
      for (const hidden of ['create', 'settings', 'files', 'logout']) {
        await expect(shell.entry(hidden), `no ${hidden} entry when logged out`).toHaveCount(0);
      }
      await expect(page.getByTestId('language-de')).toHaveAttribute('aria-pressed', 'true');

      await shell.entry('login').click();
      await expect(page).toHaveURL(/\/auth\/login\?redirect=%2F$/);
      await expect(page.getByRole('heading', { level: 1, name: de.auth.login_title })).toBeVisible();
      await expect(shell.navigation, 'no navigation under /auth/').toHaveCount(0);
      await expect(page.locator('#field-email')).toHaveAccessibleName(de.auth.fields.email);
      await screenshot(page, 'login');

      await page.getByRole('link', { name: de.auth.register_link }).click();
      await expect(page).toHaveURL(/\/auth\/register\?redirect=%2F$/);
      await expect(page.getByRole('heading', { level: 1, name: de.auth.register_title })).toBeVisible();
      await expect(page.locator('#field-password_confirmation')).toHaveAccessibleName(
        de.auth.fields.password_confirmation,
      );
      await screenshot(page, 'register');

      // Submitted empty: the domain's German messages beside the fields.
      await page.getByTestId('auth-submit').click();
      await expect(page.locator('#field-name')).toHaveAccessibleDescription(de.Auth.error_name_empty);
      await expect(page.locator('#field-email')).toHaveAccessibleDescription(de.Auth.error_email_invalid);
      await expect(page.locator('#field-password')).toHaveAccessibleDescription(
        fill(de.Auth.error_password_short, { min: 8 }),
      );
      await screenshot(page, 'register-errors');

      await page.locator('#field-name').fill(admin.name);
      await page.locator('#field-email').fill(admin.email);
      await page.locator('#field-password').fill(admin.password);
      await page.locator('#field-password_confirmation').fill(admin.password);
      await page.getByTestId('auth-submit').click();

      await expect(page).toHaveURL(`${baseURL()}/`);
      await expect(shell.flash).toHaveText(de.Auth.registered_admin);
      await expect(shell.entry('create')).toHaveText(de.shell.menu.create);
      await expect(shell.entry('settings')).toHaveText(de.shell.menu.settings);
      await expect(shell.entry('files')).toHaveText(de.shell.menu.files);
      await expect(shell.entry('logout')).toHaveText(de.shell.menu.logout);
      await expect(shell.entry('login')).toHaveCount(0);

      // The session lives in the token cookie and is the administrator's on the server too.
      const token = await tokenCookie(context);
      expect(token, 'token cookie after registering').toBeTruthy();
      const user = await me(request, token as string);
      expect(user).toMatchObject({ name: admin.name, email: admin.email });
      expect(user?.permissions.map((p) => p.id)).toContain(1);

      // Settings opens in place with a back entry to the main menu.
      await shell.entry('settings').click();
      await expect(shell.entry('back')).toHaveText(de.shell.menu.back);
      await expect(shell.entry('settings-website')).toHaveText(de.shell.menu.website);
      await expect(shell.entry('settings-users')).toHaveText(de.shell.menu.users);
      await expect(shell.entry('search')).toHaveCount(0);
      await shell.entry('back').click();
      await expect(shell.entry('search')).toBeVisible();
      await expect(shell.entry('settings-website')).toHaveCount(0);
    });

    test('a collection submitted empty shows the German messages beside its fields; English follows the switch', async () => {
      await shell.create('collection');
      await expect(page).toHaveURL(/\/collections\/create$/);
      await expect(shell.entry('create-collection')).toHaveAttribute('aria-current', 'page');
      await expect(
        page.getByRole('heading', { level: 1, name: de.entities.collection.create_title }),
      ).toBeVisible();

      await page.getByTestId('save-button').click();
      const name = page.locator('#field-name');
      const prefix = page.locator('#field-prefix');
      await expect(name).toHaveAccessibleDescription(de.Collection.error_name_empty);
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(prefix).toHaveAccessibleDescription(de.Collection.error_prefix_empty);
      await expect(prefix).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#field-description')).toHaveAttribute('aria-invalid', 'false');
      await expect(page.locator('#field-url')).toHaveAttribute('aria-invalid', 'false');
      await expect(page).toHaveURL(/\/collections\/create$/);
      await screenshot(page, 'collection-create-errors');

      // The visible language switch: labels, menu and the messages already shown follow it.
      await shell.switchLanguage('en');
      await expect(
        page.getByRole('heading', { level: 1, name: en.entities.collection.create_title }),
      ).toBeVisible();
      await expect(shell.navigationNamed('en')).toBeVisible();
      await expect(shell.entry('back')).toHaveText(en.shell.menu.back);
      await expect(shell.entry('create-collection')).toHaveText(en.recordTypes.collection);
      await expect(name).toHaveAccessibleDescription(en.Collection.error_name_empty);
      await expect(prefix).toHaveAccessibleDescription(en.Collection.error_prefix_empty);
      await expect(prefix).toHaveAccessibleName(en.entities.collection.fields.prefix);
      await expect(page.getByTestId('save-button')).toHaveText(en.record.save);
      await screenshot(page, 'collection-create-errors');

      await shell.switchLanguage('de');
      await expect(name).toHaveAccessibleDescription(de.Collection.error_name_empty);
      await expect(shell.entry('back')).toHaveText(de.shell.menu.back);
    });

    test('a saved collection shows its title and subtitle, with the URL given https://', async ({
      request,
    }) => {
      await page.locator('#field-name').fill(collection.name);
      await page.locator('#field-prefix').fill(collection.prefix);
      await page.locator('#field-description').fill(collection.description);
      await page.locator('#field-url').fill(collection.typedUrl);
      await page.getByTestId('save-button').click();

      await expect(page).toHaveURL(/\/collections\/\d+$/);
      id = Number(new URL(page.url()).pathname.split('/').pop());
      await expect(shell.flash).toHaveText(de.Server.saved);
      await expect(page.getByTestId('record-title')).toHaveText(collection.name);
      await expect(page.getByTestId('record-subtitle')).toHaveText(collection.subtitle);
      await expect(page.getByText(de.recordTypes.collection, { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: collection.savedUrl })).toHaveAttribute(
        'href',
        collection.savedUrl,
      );
      await expect(page.getByText('Mit Beständen aus dem 17. bis 19. Jahrhundert')).toBeVisible();
      await screenshot(page, 'collection-view');

      expect(await getCollection(request, id)).toMatchObject({
        name: collection.name,
        prefix: collection.prefix,
        url: collection.savedUrl,
      });
    });

    test('editing the collection changes its name in the view', async ({ request }) => {
      await page.getByTestId('edit-button').click();
      await expect(page).toHaveURL(new RegExp(`/collections/${id}/edit$`));
      await expect(page.getByTestId('record-title')).toHaveText(collection.name);
      await expect(page.getByTestId('record-subtitle')).toHaveText(de.record.editing);
      await expect(page.locator('#field-url')).toHaveValue(collection.savedUrl);
      await expect(page.locator('#field-description')).toHaveValue(collection.description);
      await screenshot(page, 'collection-edit');

      await page.locator('#field-name').fill(collection.renamed);
      await page.getByTestId('save-button').click();

      await expect(page).toHaveURL(new RegExp(`/collections/${id}$`));
      await expect(shell.flash).toHaveText(de.Server.saved);
      await expect(page.getByTestId('record-title')).toHaveText(collection.renamed);
      await expect(page.getByTestId('record-subtitle')).toHaveText(collection.subtitle);
      expect(await getCollection(request, id)).toMatchObject({ name: collection.renamed });
    });

    test('the permalink copy action puts the record address on the clipboard; the view in English', async () => {
      await page.getByTestId('permalink-button').click();
      await expect(page.getByTestId('permalink-message')).toHaveText(de.record.permalink_copied);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(`${new URL(page.url()).origin}/collections/${id}`);

      await shell.switchLanguage('en');
      await expect(page.getByTestId('edit-button')).toHaveText(en.record.edit);
      await expect(shell.flash).toHaveText(en.Server.saved);
      await expect(page.getByTestId('permalink-button')).toHaveText(en.record.permalink);
      await expect(page.getByTestId('delete-button')).toHaveText(en.record.delete);
      await expect(page.getByText(en.entities.collection.fields.description, { exact: true })).toBeVisible();
      await expect(shell.entry('search')).toHaveText(en.shell.menu.search);
      await expect(shell.entry('logout')).toHaveText(en.shell.menu.logout);
      await screenshot(page, 'collection-view');
      await shell.switchLanguage('de');
      await expect(page.getByTestId('edit-button')).toHaveText(de.record.edit);
    });

    test('search finds the collection by a word prefix and filters by type', async () => {
      await shell.entry('search').click();
      await expect(page).toHaveURL(`${baseURL()}/`);
      await expect(shell.entry('search')).toHaveAttribute('aria-current', 'page');

      await page.getByRole('searchbox', { name: de.search.query_label }).fill(collection.searchPrefix);
      await page.getByTestId('search-submit').click();
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${collection.searchPrefix}$`));
      await expect(page.getByTestId('search-total')).toHaveText(fill(de.search.total_one, { count: 1 }));
      const result = page.getByTestId('search-result');
      await expect(result).toHaveCount(1);
      await expect(result).toContainText(collection.renamed);
      await expect(result).toContainText(collection.subtitle);
      await expect(result).toContainText(de.recordTypes.collection);
      await expect(result).toHaveAttribute('href', `/collections/${id}`);
      await screenshot(page, 'search');

      // The type filter goes into the address: /search/{type}.
      await page.getByTestId('search-type').selectOption('collection');
      await expect(page).toHaveURL(new RegExp(`/search/collection\\?q=${collection.searchPrefix}$`));
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: fill(de.search.title_type, { type: de.recordTypes.collection }),
        }),
      ).toBeVisible();
      await expect(result).toHaveCount(1);
      await expect(result).toContainText(collection.renamed);

      await page.getByTestId('search-type').selectOption('score');
      await expect(page).toHaveURL(new RegExp(`/search/score\\?q=${collection.searchPrefix}$`));
      await expect(page.getByTestId('search-empty')).toHaveText(de.search.empty);
      await expect(result).toHaveCount(0);

      await page.getByTestId('search-type').selectOption('collection');
      await expect(result).toHaveCount(1);
      await result.click();
      await expect(page).toHaveURL(new RegExp(`/collections/${id}$`));
      await expect(page.getByTestId('record-title')).toHaveText(collection.renamed);
    });

    test('deleting asks for confirmation; afterwards search no longer finds the collection', async ({
      request,
    }) => {
      const dialog = page.getByTestId('confirm-dialog');
      await page.getByTestId('delete-button').click();
      await expect(dialog.getByRole('dialog')).toBeVisible();
      await expect(dialog.getByRole('dialog')).toHaveAccessibleName(de.record.delete_title);
      await expect(dialog).toContainText(de.entities.collection.delete_confirm);
      await screenshot(page, 'collection-delete-confirm');

      // Cancel leaves everything as it was.
      await page.getByTestId('confirm-cancel').click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByTestId('record-title')).toHaveText(collection.renamed);
      expect(await getCollection(request, id)).not.toBeNull();

      await page.getByTestId('delete-button').click();
      await page.getByTestId('confirm-button').click();
      await expect(page).toHaveURL(`${baseURL()}/`);
      await expect(shell.flash).toHaveText(de.Server.deleted);
      expect(await getCollection(request, id)).toBeNull();

      await page.getByRole('searchbox', { name: de.search.query_label }).fill(collection.searchPrefix);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${collection.searchPrefix}$`));
      await expect(page.getByTestId('search-empty')).toHaveText(de.search.empty);
      await expect(page.getByTestId('search-result')).toHaveCount(0);

      await page.goto(`/collections/${id}`);
      await expect(page.getByTestId('not-found')).toHaveText(de.notFound.record_title);
    });

    test('logout through the menu ends the session, in the browser and on the server', async ({
      browser,
      request,
    }) => {
      await page.goto('/');
      const token = await tokenCookie(context);
      expect(token, 'token cookie before logout').toBeTruthy();
      expect(await me(request, token as string)).not.toBeNull();

      await shell.entry('logout').click();
      await expect(page).toHaveURL(/\/auth\/logout$/);
      await expect(page.getByTestId('logout-message')).toHaveText(de.Auth.logged_out);
      await expect(shell.navigation).toHaveCount(0);
      await screenshot(page, 'logout');

      expect(await tokenCookie(context), 'token cookie after logout').toBeUndefined();
      expect(await me(request, token as string), 'the old token opens no session').toBeNull();

      await page.getByTestId('login-again').click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      await page.goto('/');
      await page.reload();
      await expect(shell.entry('login')).toBeVisible();
      // Nothing catalogued any more, and an account exists: the home page invites to log in.
      await expect(page.getByTestId('search-empty-archive')).toHaveText(de.search.empty_archive);
      await expect(page.getByTestId('search-empty-archive-way')).toHaveText(de.search.empty_archive_login);
      await expect(page.getByTestId('search-empty-archive-way')).toHaveAttribute(
        'href',
        '/auth/login?redirect=%2F',
      );
      await expect(shell.entry('logout')).toHaveCount(0);
      await expect(shell.entry('create')).toHaveCount(0);

      // Another browser still holding the old token is logged out too: the server no longer knows it.
      const other = await browser.newContext({ baseURL: baseURL(), locale: 'de-DE' });
      await signIn(other, token as string);
      const otherPage = await other.newPage();
      await otherPage.goto('/');
      await expect(new Shell(otherPage).entry('login')).toBeVisible();
      await expect(new Shell(otherPage).entry('create')).toHaveCount(0);
      await otherPage.goto('/collections/create');
      await expect(otherPage).toHaveURL(/\/auth\/login\?redirect=%2Fcollections%2Fcreate$/);
      await other.close();
    });
  });
