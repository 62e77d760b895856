import { describe, expect, it } from 'vitest';
import { pastedGndId, pastedRismId, sourceOfType, sourceReference } from './sourceRules.ts';

describe('pasted authority ids', () => {
  it('reduces a pasted GND link or labelled text to its id', () => {
    expect(pastedGndId('https://d-nb.info/gnd/118540238')).toBe('118540238');
    expect(pastedGndId('GND: 4010877-0')).toBe('4010877-0');
  });

  it('leaves an id being typed alone, even where it is not yet an id', () => {
    expect(pastedGndId('11')).toBe('11');
    expect(pastedGndId('4010877-')).toBe('4010877-');
    expect(pastedGndId('118540238')).toBe('118540238');
  });

  it('keeps pasted text with no id in it, so that nothing typed vanishes', () => {
    expect(pastedGndId('see https://example.org/')).toBe('see https://example.org/');
  });

  it('reduces a pasted RISM link to its lower-case id', () => {
    expect(pastedRismId('https://rism.online/sources/1001234567')).toBe('1001234567');
    expect(pastedRismId('https://opac.rism.info/search?View=rism&id=PE1234')).toBe('pe1234');
    expect(pastedRismId('pe12')).toBe('pe12');
  });
});

describe('changing a source type', () => {
  it('clears the fields of the other types and normalises its own', () => {
    const source = {
      type: 'gnd',
      url: 'example.org',
      gnd_id: 'https://d-nb.info/gnd/118540238',
      rism_id: 'x1',
    };
    expect(sourceOfType(source, 'gnd')).toEqual({ url: '', gnd_id: '118540238', rism_id: '' });
    expect(sourceOfType(source, 'url')).toEqual({ url: 'https://example.org', gnd_id: '', rism_id: '' });
    expect(sourceOfType(source, 'literature')).toEqual({ url: '', gnd_id: '', rism_id: '' });
  });
});

describe('a source reference in the view', () => {
  it('links a GND id to the national library and a RISM id to the RISM catalogue', () => {
    expect(sourceReference({ type: 'gnd', gnd_id: '118540238' })).toEqual({
      text: '118540238',
      href: 'https://d-nb.info/gnd/118540238',
    });
    expect(sourceReference({ type: 'rism', rism_id: 'pe1234' })?.href).toMatch(/^https:\/\/rism\.online\//);
    expect(sourceReference({ type: 'literature', citation: 'MGG' })).toBeNull();
  });
});
