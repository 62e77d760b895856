import { describe, expect, it } from 'vitest';
import { entryIndexOf, regionBetween, regionInView, regionStepped, regionView } from './entryRegions.ts';

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

  it('is drawn with the keyboard from a line across the middle of the view, moved and sized by arrows', () => {
    // The view shows the image's left half, 0–200 × 0–300 of 400 × 300.
    const first = regionInView({ x: 0, y: 0 }, { x: 200, y: 300 }, 400, 300);
    expect(first).toEqual({ x: 40, y: 143, w: 120, h: 15 });
    const box = first as NonNullable<typeof first>;
    const step = { x: 4, y: 6 };
    expect(regionStepped(box, 'ArrowDown', false, step, 400, 300)).toEqual({ ...box, y: 149 });
    expect(regionStepped(box, 'ArrowLeft', false, step, 400, 300)).toEqual({ ...box, x: 36 });
    expect(regionStepped(box, 'ArrowRight', true, step, 400, 300)).toEqual({ ...box, w: 124 });
    expect(regionStepped(box, 'ArrowUp', true, step, 400, 300)).toEqual({ ...box, h: 9 });
    // Never smaller than a pixel, never steps of less than one, never out of the image.
    expect(regionStepped({ ...box, h: 2 }, 'ArrowUp', true, step, 400, 300).h).toBe(1);
    expect(regionStepped(box, 'ArrowUp', false, { x: 0.2, y: 0.2 }, 400, 300).y).toBe(142);
    expect(regionStepped({ ...box, x: 278 }, 'ArrowRight', false, step, 400, 300).x).toBe(280);
    expect(regionStepped({ ...box, x: 278 }, 'ArrowRight', true, step, 400, 300).w).toBe(122);
    expect(regionStepped({ ...box, y: 2 }, 'ArrowUp', false, step, 400, 300).y).toBe(0);
  });

  it('belongs to the entry whose grid cell has the focus', () => {
    const cell = (id: string) => ({ id }) as Element;
    expect(entryIndexOf(cell('field-entries.3.genre'))).toBe(3);
    expect(entryIndexOf(cell('field-number'))).toBeNull();
    expect(entryIndexOf(null)).toBeNull();
  });
});
