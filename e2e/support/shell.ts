import { expect, type Locator, type Page } from '@playwright/test';
import { type Language, texts } from './texts.ts';

/** The application shell: navigation menu, its toggle and scrim under 1000 px, title, language switch. */
export class Shell {
  readonly navigation: Locator;
  readonly toggle: Locator;
  readonly scrim: Locator;
  readonly siteTitle: Locator;
  readonly menuSiteTitle: Locator;
  readonly languageSwitch: Locator;
  readonly flash: Locator;

  constructor(readonly page: Page) {
    this.navigation = page.getByTestId('navigation');
    this.toggle = page.getByTestId('menu-toggle');
    this.scrim = page.getByTestId('navigation-scrim');
    this.siteTitle = page.getByTestId('site-title');
    this.menuSiteTitle = page.getByTestId('menu-site-title');
    this.languageSwitch = page.getByTestId('language-switch');
    this.flash = page.getByTestId('flash-message');
  }

  /** A menu entry by its key: search, create, settings, files, login, logout, back, create-collection, … */
  entry(key: string): Locator {
    return this.page.getByTestId(`menu-${key}`);
  }

  /** The navigation by its accessible name in `language`. */
  navigationNamed(language: Language): Locator {
    return this.page.getByRole('navigation', { name: texts[language].shell.navigation });
  }

  /**
   * Switches the interface language. A signed-in user's choice is saved on the server; this waits for that,
   * so that a reload or the next test does not find the language saved before.
   */
  async switchLanguage(language: Language): Promise<void> {
    const cookies = await this.page.context().cookies();
    const signedIn = cookies.some((cookie) => cookie.name === 'token' && cookie.value);
    const saved = signedIn
      ? this.page
          .waitForResponse(
            (response) =>
              response.url().endsWith('/graphql') &&
              !!response.request().postData()?.includes('UpdateLocale'),
            { timeout: 5_000 },
          )
          .catch(() => null)
      : null;
    await this.page.getByTestId(`language-${language}`).click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', language);
    await expect(this.page.getByTestId(`language-${language}`)).toHaveAttribute('aria-pressed', 'true');
    await saved;
  }

  /** Opens the collapsed menu behind the toggle (narrow windows, and the desk screens). */
  async openMenu(): Promise<void> {
    await this.toggle.click();
    await expect(this.navigation).toBeVisible();
    await expect(this.toggle).toHaveAttribute('aria-expanded', 'true');
  }

  /** Create → the entry of `type` in the Create submenu. */
  async create(type: 'collection' | 'score' | 'catalog' | 'person' | 'digital_copy'): Promise<void> {
    // On a desk screen (a page's entries beside its scan) the menu waits behind its toggle, as a user finds it.
    await expect(this.entry('create').or(this.toggle).first()).toBeVisible();
    if (!(await this.entry('create').isVisible())) await this.openMenu();
    await this.entry('create').click();
    await expect(this.entry('back')).toBeVisible();
    await this.entry(`create-${type}`).click();
  }
}
