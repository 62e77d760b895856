import { describe, expect, it } from 'vitest';
import {
  attributionFunctions,
  clefs,
  codeLabelKey,
  codeListNames,
  codeLists,
  isCode,
  keySignatures,
  scoringCodes,
  vocalScoringCodes,
} from './codes.ts';

describe('code lists', () => {
  it('hold the spec’s attribution functions in order', () => {
    expect(attributionFunctions).toHaveLength(22);
    expect(attributionFunctions.slice(0, 3)).toEqual(['aut', 'pur', 'ccp']);
    expect(attributionFunctions.at(-1)).toBe('trl');
  });

  it('hold 7 sharps and 7 flats, each adding one accidental in circle-of-fifths order', () => {
    const sharps = keySignatures.filter((k) => k.startsWith('x'));
    const flats = keySignatures.filter((k) => k.startsWith('b'));
    expect(sharps.map((k) => k.slice(1))).toEqual(['F', 'FC', 'FCG', 'FCGD', 'FCGDA', 'FCGDAE', 'FCGDAEB']);
    expect(flats.map((k) => k.slice(1))).toEqual(['B', 'BE', 'BEA', 'BEAD', 'BEADG', 'BEADGC', 'BEADGCF']);
  });

  it('hold the nine clefs of the spec', () => {
    expect([...clefs].sort()).toEqual(['C-1', 'C-2', 'C-3', 'C-4', 'C-5', 'F-3', 'F-4', 'G-1', 'G-2']);
  });

  it('start the scoring codes with the vocal codes and contain every code the spec names', () => {
    expect(scoringCodes.slice(0, 4)).toEqual([...vocalScoringCodes]);
    const named =
      'sop alt ten bas vl vla vlc cb fl ob cl fga cor tr trb timp org pf bc strings winds woodwinds orch';
    for (const code of named.split(' ')) expect(scoringCodes).toContain(code);
  });

  it('use lowercase scoring codes', () => {
    for (const code of scoringCodes) expect(code).toBe(code.toLowerCase());
  });

  it('have no duplicate codes in any list', () => {
    for (const name of codeListNames) {
      const list: readonly string[] = codeLists[name];
      expect(new Set(list).size, name).toBe(list.length);
    }
  });
});

describe('codeLabelKey', () => {
  it('builds codes.<list>.<code>', () => {
    expect(codeLabelKey('qualifiers', 'asc')).toBe('codes.qualifiers.asc');
    expect(codeLabelKey('clefs', 'G-2')).toBe('codes.clefs.G-2');
  });
});

describe('isCode', () => {
  it('accepts codes of the named list only', () => {
    expect(isCode('qualifiers', 'cjt')).toBe(true);
    expect(isCode('qualifiers', 'aut')).toBe(false);
    expect(isCode('partSourceTypes', 'aut')).toBe(true);
    expect(isCode('clefs', 'g-2')).toBe(false);
    expect(isCode('clefs', null)).toBe(false);
  });
});
