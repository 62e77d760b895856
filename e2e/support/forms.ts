import type { Locator, Page } from '@playwright/test';

/** A form field by its path (`parts.0.voices.1.voice`): ids hold dots, which CSS would read as classes. */
export function field(page: Page, path: string): Locator {
  return page.locator(`[id="field-${path}"]`);
}

/** Opens a select or picker by its path and takes the option of exactly that name. */
export async function choose(page: Page, path: string, option: string): Promise<void> {
  await field(page, path).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
