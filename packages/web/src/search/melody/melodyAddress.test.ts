import { describe, expect, it } from 'vitest';
import { emptyMelodyQuery, melodySearchPath, parseMelodyQuery } from './melodyAddress.ts';

const parsed = (path: string) => parseMelodyQuery(new URL(path, 'http://fontes').searchParams);

describe('the melodic search address', () => {
  it('carries the melody, its signatures and the options, and reads back the same query', () => {
    const query = {
      pae: "'4C8DE/4F",
      clef: 'G-2',
      key_signature: 'bB',
      time_signature: '3/4',
      rhythm: true,
      anchored: true,
      page: 3,
    };
    const path = melodySearchPath(query);
    expect(path).toBe(
      '/search/melody?pae=%274C8DE%2F4F&clef=G-2&key=bB&time=3%2F4&rhythm=1&anchored=1&page=3',
    );
    expect(parsed(path)).toEqual(query);
  });

  it('leaves out what is at its default, so that the empty screen has the plain address', () => {
    expect(melodySearchPath(emptyMelodyQuery)).toBe('/search/melody');
    expect(melodySearchPath({ pae: ' 4C ', page: 1 })).toBe('/search/melody?pae=4C');
  });

  it('reads an address edited by hand as far as it makes sense', () => {
    expect(parsed('/search/melody?page=-2&rhythm=yes&clef=')).toEqual(emptyMelodyQuery);
    expect(parsed('/search/melody?page=2.5').page).toBe(1);
  });
});
