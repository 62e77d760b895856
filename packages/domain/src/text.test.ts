import { describe, expect, it } from 'vitest';
import { isBlankText, joinNonBlank, trimmed } from './text.ts';

describe('text helpers', () => {
  it('isBlankText is true for missing, null, non-strings and whitespace', () => {
    for (const value of [undefined, null, '', '  \n', 3]) expect(isBlankText(value)).toBe(true);
    expect(isBlankText(' a ')).toBe(false);
  });

  it('trimmed trims strings and turns anything else into an empty string', () => {
    expect(trimmed('  a b ')).toBe('a b');
    expect(trimmed(null)).toBe('');
    expect(trimmed(12)).toBe('');
  });

  it('joinNonBlank skips blank parts', () => {
    expect(joinNonBlank([' a ', null, '  ', 'b', undefined], ' · ')).toBe('a · b');
    expect(joinNonBlank([], ', ')).toBe('');
  });
});
