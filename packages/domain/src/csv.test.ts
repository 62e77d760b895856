import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvSeparator } from './csv.ts';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['Weißenbäck', 'Weißenbäck'],
    ['a, b', '"a, b"'],
    ['a; b', '"a; b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['', ''],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-2, or so', `"'-2, or so"`],
    ['@cmd', "'@cmd"],
    ['＝SUM(A1)', "'＝SUM(A1)"],
    ['＋1', "'＋1"],
    ['－2', "'－2"],
    ['＠cmd', "'＠cmd"],
  ])('%j is written %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('writes numbers and booleans as they are, and nothing for a missing value', () => {
    expect(csvField(12)).toBe('12');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
});

describe('csvLine', () => {
  it('joins fields by commas and ends the line with CRLF', () => {
    expect(csvLine(['a', 'b, c', null, 3])).toBe('a,"b, c",,3\r\n');
  });

  it('joins them by semicolons for German spreadsheets, which read the comma as the decimal sign', () => {
    expect(csvSeparator('de')).toBe(';');
    expect(csvSeparator('en')).toBe(',');
    expect(csvLine(['a', 'b; c', 'd, e', 2.5], ';')).toBe('a;"b; c";"d, e";2.5\r\n');
  });
});
