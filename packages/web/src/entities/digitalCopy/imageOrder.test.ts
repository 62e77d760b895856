import { describe, expect, it } from 'vitest';
import { type ImageItem, inScanOrder, newImageItems, sameOrder } from './imageOrder.ts';

const image = (id: number, title: string): ImageItem => ({ id, file: { id: 100 + id, title } });

describe('inScanOrder', () => {
  it('orders by part, number and page, the score first, recto before verso', () => {
    const items = [
      image(1, 'vl2_001r.jpg'),
      image(2, 'Violino primo 2r.jpg'),
      image(3, 'vl1_001v.jpg'),
      image(4, 'Partitur 1.jpg'),
      image(5, 'vl1_001r.jpg'),
    ];
    expect(inScanOrder(items).map((item) => item.id)).toEqual([4, 5, 3, 2, 1]);
  });

  it('keeps images without a file last and leaves the list given unchanged', () => {
    const empty: ImageItem = { id: 9, file: null };
    const items = [empty, image(1, 'vl1_002r.jpg'), image(2, 'vl1_001r.jpg')];
    expect(inScanOrder(items).map((item) => item.id)).toEqual([2, 1, 9]);
    expect(items.map((item) => item.id)).toEqual([9, 1, 2]);
  });

  it('finds an ordered list unchanged', () => {
    const items = [image(1, 'vl1_001r.jpg'), image(2, 'vl1_001v.jpg')];
    expect(sameOrder(inScanOrder(items), items)).toBe(true);
    expect(sameOrder(inScanOrder([...items].reverse()), [...items].reverse())).toBe(false);
  });
});

describe('newImageItems', () => {
  it('adds the picked images in the folder order, numbers read as numbers, whatever the ticking order', () => {
    const picked = [
      { id: 3, filename: 'scan 10.jpg', folder: 'a' },
      { id: 1, filename: 'scan 2.jpg', folder: 'a' },
      { id: 7, filename: 'scan 1.jpg', folder: 'b' },
    ];
    expect(newImageItems(picked)).toEqual([
      { id: null, file: { id: 1, title: 'scan 2.jpg' } },
      { id: null, file: { id: 3, title: 'scan 10.jpg' } },
      { id: null, file: { id: 7, title: 'scan 1.jpg' } },
    ]);
  });
});
