import { fileURLToPath } from 'node:url';
import { type Page, test } from '@playwright/test';

/** /work/main/test-results/screens, wherever the runner was started. */
export const screensDir = fileURLToPath(new URL('../../test-results/screens/', import.meta.url));

/**
 * Keeps a full-page screenshot of the current screen as a test artifact, named
 * `<name>-<language>-<width>.png` after the interface language and the viewport width.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const language = await page.evaluate(() => document.documentElement.lang || 'unknown');
  const width = page.viewportSize()?.width ?? 0;
  const path = `${screensDir}${name}-${language}-${width}.png`;
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await test.info().attach(`${name}-${language}-${width}`, { path, contentType: 'image/png' });
}
