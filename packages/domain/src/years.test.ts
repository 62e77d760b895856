import { describe, expect, it } from 'vitest';
import { yearRange, yearRangeOf } from './years.ts';

describe('yearRange', () => {
  it.each([
    ['1762', 1762, 1762],
    ['um 1760', 1760, 1760],
    ['ca. 1760?', 1760, 1760],
    ['1762–1765', 1762, 1765],
    ['1762-65', 1762, 1765],
    ['1760/61', 1760, 1761],
    ['1799/1800', 1799, 1800],
    ['12.3.1762', 1762, 1762],
    ['1762, überarbeitet 1770', 1762, 1770],
    ['18. Jh.', 1700, 1799],
    ['18. Jahrhundert', 1700, 1799],
    ['Mitte 18. Jhd.', 1700, 1799],
    ['2. Hälfte 18. Jh.', 1750, 1799],
    ['1. Hälfte des 19. Jahrhunderts', 1800, 1849],
    ['18th century', 1700, 1799],
    ['second half of the 17th c.', 1650, 1699],
    ['Ende 18. Jh., Abschrift 1820', 1700, 1820],
  ])('%j names %i to %i', (text, from, to) => {
    expect(yearRange(text)).toEqual({ from, to });
  });

  it.each([[null], [''], ['undatiert'], ['o. J.'], ['Nr. 12345'], ['op. 12'], ['3/12'], ['0999'], ['2100']])(
    '%j names no year',
    (text) => {
      expect(yearRange(text)).toBeNull();
    },
  );

  it('a second year before the first is its own year, not a range backwards', () => {
    expect(yearRange('1765/1762')).toEqual({ from: 1762, to: 1765 });
  });
});

describe('yearRangeOf', () => {
  it('spans every text, blanks and texts without a year left out', () => {
    expect(yearRangeOf(['um 1760', null, 'undatiert', '1772'])).toEqual({ from: 1760, to: 1772 });
    expect(yearRangeOf([null, 'o. J.'])).toBeNull();
  });
});
