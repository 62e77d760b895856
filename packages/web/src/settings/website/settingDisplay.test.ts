import { describe, expect, it } from 'vitest';
import { colorInputValue, settingMatches } from './settingDisplay.ts';

const title = {
  key: 'site_title',
  value: 'Fontes Einsiedeln',
  label: 'Seitentitel',
  description: 'Der Name der Website',
};

describe('settingMatches', () => {
  it('finds a setting by key, value, label or description, ignoring case', () => {
    for (const search of ['site', 'EINSIEDELN', 'seitentitel', 'name der', '']) {
      expect(settingMatches(title, search), search).toBe(true);
    }
  });

  it('needs every word', () => {
    expect(settingMatches(title, 'titel farbe')).toBe(false);
    expect(settingMatches({ ...title, value: null }, 'einsiedeln')).toBe(false);
  });
});

describe('colorInputValue', () => {
  it('writes colours out as #rrggbb', () => {
    expect(colorInputValue('#1F5F8B')).toBe('#1f5f8b');
    expect(colorInputValue(' #abc ')).toBe('#aabbcc');
  });

  it('falls back while the text is no colour', () => {
    expect(colorInputValue('#12', '#000000')).toBe('#000000');
    expect(colorInputValue('purple')).toBe('#6d4c2f');
  });
});
