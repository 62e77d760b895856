import type { Locator, Page } from '@playwright/test';

/** A form field by its path (`parts.0.voices.1.voice`): ids hold dots, which CSS would read as classes. */
export function field(page: Page, path: string): Locator {
  return page.locator(`[id="field-${path}"]`);
}
