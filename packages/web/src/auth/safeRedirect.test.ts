import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safeRedirect.ts';

describe('safeRedirect', () => {
  it('returns to paths of this site', () => {
    expect(safeRedirect('/collections/create')).toBe('/collections/create');
    expect(safeRedirect('/search?q=bach')).toBe('/search?q=bach');
  });

  it('goes home for anything else', () => {
    for (const param of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'collections',
    ]) {
      expect(safeRedirect(param)).toBe('/');
    }
    expect(safeRedirect('/auth/logout')).toBe('/');
  });
});
