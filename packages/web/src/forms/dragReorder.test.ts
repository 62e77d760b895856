import { describe, expect, it } from 'vitest';
import { dropIndex, isLowerHalf, moved } from './dragReorder.ts';

const pages = ['1r', '1v', '2r', '2v', '3r'];

/** The list after dragging the item at `from` onto the item at `over`, before or after it. */
function drag(from: number, over: number, after: boolean): string[] {
  const to = dropIndex(from, over, after);
  return to === null ? pages : moved(pages, from, to);
}

describe('dropping a dragged item', () => {
  it('places it before the item dropped on, upward and downward', () => {
    expect(drag(3, 1, false)).toEqual(['1r', '2v', '1v', '2r', '3r']);
    expect(drag(0, 3, false)).toEqual(['1v', '2r', '1r', '2v', '3r']);
  });

  it('places it after the item dropped on, upward and downward', () => {
    expect(drag(3, 1, true)).toEqual(['1r', '1v', '2v', '2r', '3r']);
    expect(drag(0, 4, true)).toEqual(['1v', '2r', '2v', '3r', '1r']);
  });

  it('swaps two neighbours whichever half of the other it is dropped on', () => {
    expect(drag(1, 2, true)).toEqual(['1r', '2r', '1v', '2v', '3r']);
    expect(drag(2, 1, false)).toEqual(['1r', '2r', '1v', '2v', '3r']);
  });

  it('changes nothing dropped on itself or just beside where it is', () => {
    expect(dropIndex(2, 2, false)).toBeNull();
    expect(dropIndex(2, 2, true)).toBeNull();
    expect(dropIndex(2, 1, true)).toBeNull();
    expect(dropIndex(2, 3, false)).toBeNull();
  });

  it('tells the lower half of an item from the upper', () => {
    expect(isLowerHalf(160, { top: 100, height: 100 })).toBe(true);
    expect(isLowerHalf(140, { top: 100, height: 100 })).toBe(false);
  });
});
