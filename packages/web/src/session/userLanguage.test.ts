import { describe, expect, it } from 'vitest';
import { userLanguage } from './userLanguage.ts';

describe('userLanguage', () => {
  it('takes a saved language the interface has', () => {
    expect(userLanguage('en')).toBe('en');
    expect(userLanguage('de')).toBe('de');
    expect(userLanguage('de-AT')).toBe('de');
    expect(userLanguage('EN')).toBe('en');
  });

  it('ignores nothing saved and languages the interface lacks', () => {
    expect(userLanguage(null)).toBeNull();
    expect(userLanguage(undefined)).toBeNull();
    expect(userLanguage('')).toBeNull();
    expect(userLanguage('fr')).toBeNull();
  });
});
