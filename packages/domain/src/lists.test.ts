import { describe, expect, it } from 'vitest';
import { removeListItem } from './lists.ts';

describe('removeListItem', () => {
  const blank = () => ({ name: '' });

  it('removes the item at the index and keeps the order of the rest', () => {
    expect(removeListItem([{ name: 'a' }, { name: 'b' }, { name: 'c' }], 1, blank)).toEqual([
      { name: 'a' },
      { name: 'c' },
    ]);
  });

  it('leaves one blank item when the last one is removed', () => {
    expect(removeListItem([{ name: 'a' }], 0, blank)).toEqual([{ name: '' }]);
  });

  it('does not change the list it was given', () => {
    const list = [{ name: 'a' }, { name: 'b' }];
    removeListItem(list, 0, blank);
    expect(list).toHaveLength(2);
  });

  it('ignores an index outside the list', () => {
    expect(removeListItem([{ name: 'a' }], 5, blank)).toEqual([{ name: 'a' }]);
  });
});
