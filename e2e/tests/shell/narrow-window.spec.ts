import { expect, test } from '@playwright/test';
import { adminToken, signIn } from '../../support/accounts.ts';
import { screenshot } from '../../support/screens.ts';
import { Shell } from '../../support/shell.ts';
import { texts } from '../../support/texts.ts';

// Spec §2 "Shell": under 1000 px the menu collapses behind a toggle and a scrim, and expands again when wider.

const de = texts.de;

test.use({ viewport: { width: 800, height: 900 } });

test.beforeEach(async ({ context, request }) => {
  // As administrator, so that the Create submenu is there to navigate with.
  await signIn(context, await adminToken(request));
});

test('at 800 px the menu hides behind the toggle; the scrim closes it', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: de.search.title })).toBeVisible();
  await expect(shell.toggle).toBeVisible();
  await expect(shell.toggle).toHaveAccessibleName(de.shell.open_menu);
  await expect(shell.toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(shell.navigation).toBeHidden();
  await expect(shell.siteTitle, 'the title moves into the top bar').toHaveText('Fontes');
  await screenshot(page, 'menu-collapsed');

  await shell.openMenu();
  await expect(shell.scrim).toBeVisible();
  await expect(shell.menuSiteTitle).toHaveText('Fontes');
  await expect(shell.entry('create')).toBeVisible();
  await expect(shell.entry('search')).toHaveAttribute('aria-current', 'page');
  await screenshot(page, 'menu-open');

  await shell.scrim.click();
  await expect(shell.navigation).toBeHidden();
  await expect(shell.scrim).toBeHidden();
  await expect(shell.toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page, 'closing the menu is no navigation').toHaveURL(/\/$/);

  // Escape closes it as well.
  await shell.openMenu();
  await page.keyboard.press('Escape');
  await expect(shell.navigation).toBeHidden();
});

test('at 800 px the menu closes when a menu entry changes the route', async ({ page }) => {
  const shell = new Shell(page);
  await page.goto('/');
  await shell.openMenu();
  await shell.create('collection');
  await expect(page).toHaveURL(/\/collections\/create$/);
  await expect(shell.navigation).toBeHidden();
  await expect(shell.scrim).toBeHidden();
  await expect(
    page.getByRole('heading', { level: 1, name: de.entities.collection.create_title }),
  ).toBeVisible();

  // Reopened, the menu shows where the user is: the Create submenu with the active entry.
  await shell.openMenu();
  await expect(shell.entry('create-collection')).toHaveAttribute('aria-current', 'page');
  await shell.entry('back').click();
  await shell.entry('search').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(shell.navigation).toBeHidden();
});

test('widening the window to 1280 px shows the menu without toggle; narrowing collapses it again', async ({
  page,
}) => {
  const shell = new Shell(page);
  await page.goto('/collections/create');
  await expect(shell.toggle).toBeVisible();
  await shell.openMenu();

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(shell.toggle).toHaveCount(0);
  await expect(shell.scrim).toHaveCount(0);
  await expect(shell.navigation).toBeVisible();
  await expect(shell.menuSiteTitle).toBeVisible();
  await expect(shell.siteTitle, 'the title is in the menu header, not twice').toHaveCount(0);
  await expect(shell.entry('create-collection')).toHaveAttribute('aria-current', 'page');
  // The permanent menu sits beside the content, not over it.
  const menuBox = await shell.navigation.boundingBox();
  const formBox = await page.getByTestId('record-form').boundingBox();
  expect(menuBox && formBox && menuBox.x + menuBox.width <= formBox.x).toBe(true);
  await screenshot(page, 'menu-expanded');

  // Collapsing hides the menu that was open before.
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(shell.toggle).toBeVisible();
  await expect(shell.toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(shell.navigation).toBeHidden();
  await expect(shell.scrim).toBeHidden();
});

test('at 800 px the search and the collection form fit the window without horizontal scrolling', async ({
  page,
}) => {
  for (const path of ['/', '/collections/create']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `horizontal overflow at ${path}`).toBeLessThanOrEqual(0);
  }
  await screenshot(page, 'collection-create');
});
