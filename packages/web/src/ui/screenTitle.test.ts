import { describe, expect, it } from 'vitest';
import { documentTitle } from './screenTitle.ts';

describe('documentTitle', () => {
  it('names the screen before the site', () => {
    expect(documentTitle('Fontes', 'Anmelden')).toBe('Anmelden – Fontes');
    expect(documentTitle('Musikarchiv', null)).toBe('Musikarchiv');
  });
});
