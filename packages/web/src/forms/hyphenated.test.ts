import { describe, expect, it } from 'vitest';
import { hyphenatedPieces } from './hyphenated.ts';

describe('hyphenatedPieces', () => {
  it('sets apart the short hyphenated words of a key, to be kept on one line', () => {
    expect(hyphenatedPieces('Haydn — Missa in F-Dur')).toEqual(['Haydn — Missa in ', 'F-Dur', '']);
    expect(hyphenatedPieces('Fis-Moll, B-Dur')).toEqual(['', 'Fis-Moll', ', ', 'B-Dur', '']);
  });

  it('leaves long compounds and other hyphens to break as they may', () => {
    expect(hyphenatedPieces('Stiftsarchiv-Kremsmünster')).toEqual(['Stiftsarchiv-Kremsmünster']);
    expect(hyphenatedPieces('Mus.ms. 1-20 — Lauda-Sion')).toEqual(['Mus.ms. 1-20 — Lauda-Sion']);
    expect(hyphenatedPieces('MAR-G Gym. 7')).toEqual(['MAR-G Gym. 7']);
  });
});
