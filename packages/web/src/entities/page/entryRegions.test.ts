import { describe, expect, it } from 'vitest';
import { entryIndexOf, regionBetween, regionView } from './entryRegions.ts';

describe('an entry’s region on the scan', () => {
  it('is the box between the corners dragged, in any direction, kept inside the image in whole pixels', () => {
    expect(regionBetween({ x: 10.4, y: 20.6 }, { x: 110.2, y: 60 }, 400, 300)).toEqual({
      x: 10,
      y: 21,
      w: 100,
      h: 39,
    });
    expect(regionBetween({ x: 110, y: 60 }, { x: 10, y: 20 }, 400, 300)).toEqual({
      x: 10,
      y: 20,
      w: 100,
      h: 40,
    });
    expect(regionBetween({ x: -50, y: 250 }, { x: 450, y: 350 }, 400, 300)).toEqual({
      x: 0,
      y: 250,
      w: 400,
      h: 50,
    });
  });

  it('is none for a click or a drag outside the image', () => {
    expect(regionBetween({ x: 10, y: 20 }, { x: 10.3, y: 80 }, 400, 300)).toBeNull();
    expect(regionBetween({ x: 500, y: 20 }, { x: 600, y: 80 }, 400, 300)).toBeNull();
  });

  it('is shown with a margin around it, inside the image', () => {
    expect(regionView({ x: 100, y: 100, w: 40, h: 20 }, 400, 300)).toEqual({ x: 90, y: 90, w: 60, h: 40 });
    expect(regionView({ x: 0, y: 280, w: 400, h: 20 }, 400, 300)).toEqual({ x: 0, y: 180, w: 400, h: 120 });
  });

  it('belongs to the entry whose grid cell has the focus', () => {
    const cell = (id: string) => ({ id }) as Element;
    expect(entryIndexOf(cell('field-entries.3.genre'))).toBe(3);
    expect(entryIndexOf(cell('field-number'))).toBeNull();
    expect(entryIndexOf(null)).toBeNull();
  });
});
