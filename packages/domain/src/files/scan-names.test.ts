import { describe, expect, it } from 'vitest';
import { parseScanName, shortScanName } from './scan-names.ts';

describe('shortScanName', () => {
  // biome-ignore format: one example per row
  it.each([
    // Italian, German and abbreviated names of the same part
    ['Violino primo 2r.jpg', 'vl1_002r.jpg'],
    ['Violine 1 2r.jpg', 'vl1_002r.jpg'],
    ['Vl. I 2r.jpg', 'vl1_002r.jpg'],
    ['VL1_2r.jpg', 'vl1_002r.jpg'],
    ['1. Violine fol. 2r.jpg', 'vl1_002r.jpg'],
    ['Violino 1mo 2r.jpg', 'vl1_002r.jpg'],
    ['Violino 1° 2r.jpg', 'vl1_002r.jpg'],
    ['Violino secondo 10v.jpg', 'vl2_010v.jpg'],
    ['Violino II fol. 3v.jpeg', 'vl2_003v.jpeg'],
    ['Violino 2do 3v.jpg', 'vl2_003v.jpg'],
    ['Viola 1r.tif', 'vla_001r.tif'],
    ['Bratsche 1r.tif', 'vla_001r.tif'],
    ['Violoncello 4v.tif', 'vlc_004v.tif'],
    ['Violone 4v.tif', 'vlne_004v.tif'],
    // continuo and the bass voice
    ['Basso continuo p. 12.tif', 'bc_p012.tif'],
    ['B.c. S. 12.tif', 'bc_p012.tif'],
    ['Continuo p. 12-13.tif', 'bc_p012-013.tif'],
    ['Organo p. 5.png', 'org_p005.png'],
    ['Orgel S. 5.png', 'org_p005.png'],
    ['Basso 3r.jpg', 'bas_003r.jpg'],
    ['Bass 3r.jpg', 'bas_003r.jpg'],
    // winds, brass, timpani
    ['Oboe I 1r.jpg', 'ob1_001r.jpg'],
    ["Oboe d'amore 1r.jpg", 'ob-d-amore_001r.jpg'],
    ['Flöte 2 1r.jpg', 'fl2_001r.jpg'],
    ['Corno secondo 1v.jpg', 'cor2_001v.jpg'],
    ['Clarino 1 2r.jpg', 'clno1_002r.jpg'],
    ['Tromba prima 2r.jpg', 'tr1_002r.jpg'],
    ['Timpani 1r.jpg', 'timp_001r.jpg'],
    ['Pauken 1r.jpg', 'timp_001r.jpg'],
    // voices and the score
    ['Soprano 1r.jpg', 'sop_001r.jpg'],
    ['Canto 1r.jpg', 'sop_001r.jpg'],
    ['Alto 1r.jpg', 'alt_001r.jpg'],
    ['Tenore 1r.jpg', 'ten_001r.jpg'],
    ['Partitur S. 1.jpg', 'score_p001.jpg'],
    ['Partitura fol. 1r.jpg', 'score_001r.jpg'],
    ['Score p. 7.jpg', 'score_p007.jpg'],
    // pages: folio ranges, leaves, sequence numbers, no pages
    ['Violino primo fol. 2r-3v.jpg', 'vl1_002r-003v.jpg'],
    ['Violino primo 2r-v.jpg', 'vl1_002r-002v.jpg'],
    ['Violino primo fol. 3.jpg', 'vl1_f003.jpg'],
    ['Violino primo 3.jpg', 'vl1_003.jpg'],
    ['Organo 001.jpg', 'org_001.jpg'],
    ['Organo 1234.jpg', 'org_1234.jpg'],
    ['Violino 2.jpg', 'vl2.jpg'],
    ['Violino 1a 2r.jpg', 'vl1a_002r.jpg'],
    ['Violino I b 2r.jpg', 'vl1b_002r.jpg'],
    // the extension is kept as given
    ['Violino primo 2r.JPG', 'vl1_002r.JPG'],
    ['Violino primo 2r.TIFF', 'vl1_002r.TIFF'],
    ['Violino primo 2r', 'vl1_002r'],
  ])('%s → %s', (name, short) => {
    expect(shortScanName(name)).toBe(short);
  });

  // biome-ignore format: one example per row
  it.each([
    'IMG_1234.jpg',           // no part named
    '002r.jpg',               // pages without a part
    'Violino primo in D 2r.jpg', // a tuning: more than the short name can say
    'Mus.ms. 1234 Violino 2r.jpg', // a shelfmark
    'Corno A 1r.jpg',         // a letter without a number reads as a key, not a copy
    'Violino primo 2r.xyz',   // an unknown extension is part of the name
    'Violino primo 2r copy.jpg',
    '',
  ])('leaves %s as it is', (name) => {
    expect(shortScanName(name)).toBe(name);
  });

  it('gives its own results back unchanged', () => {
    for (const name of [
      'vl1_002r.jpg',
      'bc_p012-013.tif',
      'ob-d-amore_001r.jpg',
      'vl1a_f003.png',
      'score_p001.jpg',
    ]) {
      expect(shortScanName(name)).toBe(name);
    }
  });

  it('reads part, number, letter and pages', () => {
    expect(parseScanName('Violino II b fol. 3v-4r.tif')).toEqual({
      part: 'vl',
      number: 2,
      letter: 'b',
      pages: { kind: 'folio', from: 3, side: 'v', to: 4, toSide: 'r' },
      extension: '.tif',
    });
  });
});
