import type { Page } from '@playwright/test';

/** Whether the viewer's canvas holds drawn pixels, and a fingerprint of what it shows. */
export function canvasPixels(page: Page) {
  return page.getByTestId('viewer-canvas').evaluate((viewer) => {
    const canvas = viewer.querySelector('canvas');
    const context = canvas?.getContext('2d');
    if (!canvas || !context || canvas.width === 0) return { drawn: 0, fingerprint: '' };
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let drawn = 0;
    let sum = 0;
    for (let i = 0; i < data.length; i += 4 * 97) {
      if ((data[i + 3] ?? 0) > 0) drawn += 1;
      sum = (sum * 31 + (data[i] ?? 0) + (data[i + 1] ?? 0)) % 1_000_000_007;
    }
    return { drawn, fingerprint: String(sum) };
  });
}
