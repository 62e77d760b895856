import { expect, type Locator, type Page } from '@playwright/test';

/** `/settings/users`: search, the accounts table, each row's permission select and actions menu. */
export class UsersPage {
  readonly search: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly total: Locator;
  readonly empty: Locator;
  readonly more: Locator;
  readonly message: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByTestId('users-search');
    this.table = page.getByTestId('users-table');
    this.rows = page.getByTestId('user-row');
    this.total = page.getByTestId('users-total');
    this.empty = page.getByTestId('users-empty');
    this.more = page.getByTestId('users-more');
    this.message = page.getByTestId('users-message');
  }

  /** Opens the screen, with `search` in the address as a shared link would have it. */
  async goto(search?: string): Promise<void> {
    await this.page.goto(
      search ? `/settings/users?${new URLSearchParams({ q: search })}` : '/settings/users',
    );
    await expect(this.table.or(this.empty)).toBeVisible();
  }

  row(email: string): Locator {
    return this.page.locator(`[data-testid="user-row"][data-email="${email}"]`);
  }

  permission(email: string): Locator {
    return this.row(email).getByRole('combobox');
  }

  /** Chooses a role in the row's permission select, by its label. */
  async chooseRole(email: string, roleLabel: string): Promise<void> {
    await this.permission(email).click();
    await this.page.getByRole('option', { name: roleLabel, exact: true }).click();
  }

  /** Opens the row's actions menu and chooses an entry: activate, suspend, send-reset, resend-verification. */
  async act(email: string, action: 'activate' | 'suspend' | 'send-reset' | 'resend-verification') {
    await this.row(email).getByTestId('user-actions').click();
    await this.page.getByTestId(`user-${action}`).click();
  }

  /** Waits for the answer of an action, then closes it so that the next one is seen afresh. */
  async expectMessage(text: string): Promise<void> {
    await expect(this.message).toHaveText(text);
    await this.message.getByRole('button').click();
    await expect(this.message).toHaveCount(0);
  }
}

/** `/settings/website`: search and one row per setting with its value field, colour swatch and save button. */
export class WebsiteSettingsPage {
  readonly search: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByTestId('settings-search');
    this.empty = page.getByTestId('settings-empty');
  }

  async goto(): Promise<void> {
    await this.page.goto('/settings/website');
    await expect(this.row('site_title')).toBeVisible();
  }

  row(key: 'site_title' | 'theme_color'): Locator {
    return this.page.getByTestId(`setting-${key}`);
  }

  value(key: 'site_title' | 'theme_color'): Locator {
    return this.row(key).getByTestId('setting-value');
  }

  /** Types `value` into the setting's field and saves the row. */
  async save(key: 'site_title' | 'theme_color', value: string): Promise<void> {
    await this.value(key).fill(value);
    await this.row(key).getByTestId('setting-save').click();
  }
}
