import { describe, expect, it } from 'vitest';
import { extractGndId, extractRismId, gndUrl, rismUrl } from './source-ids.ts';

describe('extractGndId', () => {
  it.each([
    ['https://d-nb.info/gnd/118584596', '118584596'],
    ['http://d-nb.info/gnd/118584596/about/html', '118584596'],
    ['https://explore.gnd.network/gnd/4042587-6', '4042587-6'],
    ['https://lobid.org/gnd/118584596.json', '118584596'],
    ['GND: 4042-6X', '4042-6X'],
    ['gnd 10056869x', '10056869X'],
    ['  118584596  ', '118584596'],
    ['Mozart, Wolfgang Amadeus (GND 118584596)', '118584596'],
    ['1234', '1234'],
    ['118584596-', '118584596'],
  ])('finds the id in %j', (input, id) => {
    expect(extractGndId(input)).toBe(id);
  });

  it.each([
    ['fewer than 4 digits', 'GND: 123'],
    ['three digits with X and dashes', '1-2-3X'],
    ['no digits', 'https://d-nb.info/gnd/'],
    ['letters only', 'Mozart'],
    ['blank', '   '],
    ['null', null],
  ])('gives an empty string for %s', (_label, input) => {
    expect(extractGndId(input)).toBe('');
  });

  it('rejects a word with letters other than X instead of taking its digits', () => {
    expect(extractGndId('GND: 4042a6')).toBe('');
  });

  it('prefers the number after the GND label to other numbers such as life dates', () => {
    expect(extractGndId('Mozart (1756-1791), GND 118584596')).toBe('118584596');
    expect(extractGndId('Mozart (1756-1791)')).toBe('1756-1791');
  });
});

describe('extractRismId', () => {
  it.each([
    ['https://opac.rism.info/search?id=pe1234', 'pe1234'],
    ['https://opac.rism.info/metaopac/search?View=rism&id=455000123&db=251', '455000123'],
    ['RISM ID no. 450012345', '450012345'],
    ['https://rism.online/sources/1001234567', '1001234567'],
    ['https://rism.online/sources/1001234567/', '1001234567'],
    ['https://rism.online/sources/1001234567?lang=de#top', '1001234567'],
    ['rism.online/sources/1001234567', '1001234567'],
    ['  PE1234 ', 'pe1234'],
    ['RISM: 450.012.345', '450012345'],
    ['ID: ks-12_3', 'ks-123'],
  ])('finds the id in %j', (input, id) => {
    expect(extractRismId(input)).toBe(id);
  });

  it('gives an empty string for blank input', () => {
    expect(extractRismId('')).toBe('');
    expect(extractRismId(null)).toBe('');
    expect(extractRismId(' !! ')).toBe('');
  });
});

describe('authority links', () => {
  it('link a GND id to the national library record and a RISM id to the RISM catalogue', () => {
    expect(gndUrl('118584596')).toBe('https://d-nb.info/gnd/118584596');
    expect(gndUrl(' 4042587-6 ')).toBe('https://d-nb.info/gnd/4042587-6');
    expect(rismUrl('1001234567')).toBe('https://rism.online/sources/1001234567');
  });
});
