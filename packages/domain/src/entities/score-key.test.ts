import { describe, expect, it } from 'vitest';
import { isKeyName, KEY_WARNING_TEMPLATE, keyWarning } from './score-key.ts';

describe('keyWarning', () => {
  it.each([
    'd-Moll',
    'D-Dur',
    'Fis-Dur',
    'fis-Moll',
    'es-Moll',
    'Es-Dur',
    'As-Dur',
    'as-Moll',
    'B-Dur',
    'b-Moll',
    'h-Moll',
    'H-Dur',
    'Cis-Dur',
    'cis-Moll',
    'Ges-Dur',
    'Ces-Dur',
    'gis-Moll',
    ' C-Dur ',
  ])('accepts %j', (key) => {
    expect(isKeyName(key)).toBe(true);
    expect(keyWarning(key)).toBeNull();
  });

  it.each([
    'D-dur',
    'd-moll',
    'd-Dur major',
    'D Dur',
    'D',
    'D-Moll',
    'd-Dur',
    'dmoll',
    'Dis-Moll',
    'Ess-Dur',
    'X-Dur',
    'D major',
    'ré mineur',
  ])('warns about %j', (key) => {
    expect(keyWarning(key)).toBe(KEY_WARNING_TEMPLATE);
  });

  it('does not warn about a blank key', () => {
    for (const key of ['', '  ', null, undefined]) expect(keyWarning(key)).toBeNull();
  });

  it('uses the spec’s key', () => {
    expect(KEY_WARNING_TEMPLATE).toBe('Score.warning_key_template');
  });
});
