import { describe, expect, it } from 'vitest';
import { copyToClipboard } from './copyToClipboard.ts';

describe('copyToClipboard', () => {
  it('reports success when the clipboard takes the text', async () => {
    let copied = '';
    const ok = await copyToClipboard('https://fontes.example/collections/1', {
      writeText: async (text) => {
        copied = text;
      },
    });
    expect(ok).toBe(true);
    expect(copied).toBe('https://fontes.example/collections/1');
  });

  it('reports failure without a clipboard or when it refuses', async () => {
    expect(await copyToClipboard('x', undefined)).toBe(false);
    expect(await copyToClipboard('x', { writeText: () => Promise.reject(new Error('denied')) })).toBe(false);
  });
});
