import { describe, expect, it } from 'vitest';
import { compareScanNames, planScanNames } from './scan-order.ts';

describe('compareScanNames', () => {
  it('orders score, voices, winds, brass, timpani, strings, continuo; then number, letter, page', () => {
    const ordered = [
      'Partitur S. 1.jpg',
      'Partitur S. 2.jpg',
      'Canto 1r.jpg',
      'Alto 1r.jpg',
      'Tenore 1r.jpg',
      'Basso 1r.jpg',
      'Oboe I 1r.jpg',
      'Oboe II 1r.jpg',
      'Corno primo 1r.jpg',
      'Clarino 1 1r.jpg',
      'Tromba 1 1r.jpg',
      'Timpani 1r.jpg',
      'Organo p. 1.jpg',
      'Violino primo 1r.jpg',
      'Violino primo 1v.jpg',
      'Violino primo 2r.jpg',
      'Violino primo 10r.jpg',
      'Violino 1a 1r.jpg',
      'Violino 1b 1r.jpg',
      'Violino secondo 1r.jpg',
      'Viola 1r.jpg',
      'Violoncello 1r.jpg',
      'Basso continuo p. 12.tif',
      'Basso continuo p. 12-13.tif',
      'Basso continuo p. 14.tif',
      'IMG_2.jpg',
      'IMG_10.jpg',
    ];
    const shuffled = [...ordered].reverse().sort((a, b) => a.length - b.length);
    expect(shuffled.sort(compareScanNames)).toEqual(ordered);
  });

  it('is total: different names never compare equal, equal readings fall back to the names', () => {
    expect(compareScanNames('Violino primo 2r.jpg', 'Vl. I 2r.jpg')).not.toBe(0);
    expect(Math.sign(compareScanNames('Vl. I 2r.jpg', 'Violino primo 2r.jpg'))).toBe(
      -Math.sign(compareScanNames('Violino primo 2r.jpg', 'Vl. I 2r.jpg')),
    );
  });
});

describe('planScanNames', () => {
  it('gives every name its short name in the new order', () => {
    const plan = planScanNames([
      'Violino secondo 1r.jpg',
      'IMG_0001.jpg',
      'Violino primo 1v.jpg',
      'Violino primo 1r.jpg',
    ]);
    expect(plan.renames).toEqual([
      { from: 'Violino primo 1r.jpg', to: 'vl1_001r.jpg' },
      { from: 'Violino primo 1v.jpg', to: 'vl1_001v.jpg' },
      { from: 'Violino secondo 1r.jpg', to: 'vl2_001r.jpg' },
      { from: 'IMG_0001.jpg', to: 'IMG_0001.jpg' },
    ]);
    expect(plan.clashes).toEqual([]);
  });

  it('settles clashes the same way whatever the order given, and reports them', () => {
    const names = ['Vl. I 2r.jpg', 'Violino primo 2r.jpg', 'Violine 1 2r.JPG', 'vl1_002r_2.jpg'];
    const plan = planScanNames(names);
    expect(planScanNames([...names].reverse())).toEqual(plan);
    expect(plan.clashes).toEqual([
      { name: 'vl1_002r.JPG', from: ['Violine 1 2r.JPG', 'Violino primo 2r.jpg', 'Vl. I 2r.jpg'] },
    ]);
    const to = plan.renames.map((rename) => rename.to);
    // Case-blind: `.JPG` clashes with `.jpg`; the first old name in code point order keeps the
    // name; `_2` is taken by a file already named so.
    expect(new Set(to.map((name) => name.toLowerCase())).size).toBe(names.length);
    expect(Object.fromEntries(plan.renames.map((rename) => [rename.from, rename.to]))).toEqual({
      'Violine 1 2r.JPG': 'vl1_002r.JPG',
      'Violino primo 2r.jpg': 'vl1_002r_3.jpg',
      'Vl. I 2r.jpg': 'vl1_002r_4.jpg',
      'vl1_002r_2.jpg': 'vl1_002r_2.jpg',
    });
  });

  it('lets a file already bearing the short name keep it', () => {
    const plan = planScanNames(['Violino primo 2r.jpg', 'vl1_002r.jpg']);
    expect(plan.renames).toContainEqual({ from: 'vl1_002r.jpg', to: 'vl1_002r.jpg' });
    expect(plan.renames).toContainEqual({ from: 'Violino primo 2r.jpg', to: 'vl1_002r_2.jpg' });
    expect(plan.clashes).toEqual([{ name: 'vl1_002r.jpg', from: ['vl1_002r.jpg', 'Violino primo 2r.jpg'] }]);
  });
});
