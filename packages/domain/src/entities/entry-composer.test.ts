import { describe, expect, it } from 'vitest';
import { composerSearchTexts } from './entry-composer.ts';

describe('composerSearchTexts', () => {
  it('leaves the honorifics out and falls back to the surname', () => {
    expect(composerSearchTexts('Sig. Mozart')).toEqual(['Mozart']);
    expect(composerSearchTexts('P. Gregorio Heiß')).toEqual(['Gregorio Heiß', 'Heiß']);
    expect(composerSearchTexts('  Giuseppe   Haydn ')).toEqual(['Giuseppe Haydn', 'Haydn']);
  });
  it('gives nothing to search for a blank name or honorifics alone', () => {
    expect(composerSearchTexts('')).toEqual([]);
    expect(composerSearchTexts(null)).toEqual([]);
    expect(composerSearchTexts('Sig.')).toEqual([]);
  });
});
