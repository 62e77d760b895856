import { describe, expect, it } from 'vitest';
import { generateThemeColors } from './generateThemeColors.ts';
import { defaultThemeColor, defaultThemeColors, themeSourceColor } from './themeColors.ts';

describe('generateThemeColors', () => {
  it('generates a light scheme of hex colours from the source colour', () => {
    const colors = generateThemeColors('#1565c0');
    for (const value of Object.values(colors)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    // Light scheme: dark text on a light background.
    expect(luminance(colors.background)).toBeGreaterThan(0.9);
    expect(luminance(colors.onSurface)).toBeLessThan(0.2);
    expect(colors.onPrimary).toBe('#ffffff');
  });

  it('follows the source colour', () => {
    expect(generateThemeColors('#1565c0').primary).not.toBe(generateThemeColors('#c62828').primary);
    expect(generateThemeColors('1565C0')).toEqual(generateThemeColors('#1565c0'));
  });

  it('matches the written-out default scheme', () => {
    expect(generateThemeColors(defaultThemeColor)).toEqual(defaultThemeColors);
  });

  it('falls back to the default colour for values that are no colour', () => {
    expect(themeSourceColor('blue')).toBe(defaultThemeColor);
    expect(themeSourceColor(null)).toBe(defaultThemeColor);
    expect(themeSourceColor(' #ABC ')).toBe('#abc');
    expect(generateThemeColors('blue')).toEqual(defaultThemeColors);
  });
});

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
