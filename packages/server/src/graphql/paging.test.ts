import { describe, expect, it } from 'vitest';
import { translator } from '../i18n.ts';
import { pageCursor, pageRequest } from './paging.ts';

const t = translator('de');

describe('paging a list query', () => {
  it('starts after the cursor of the page before, or at an offset, with the size asked or the default', () => {
    expect(pageRequest(t, {}, 25)).toEqual({ first: 25, offset: 0 });
    expect(pageRequest(t, { first: 10, after: '40' }, 25)).toEqual({ first: 10, offset: 40 });
    expect(pageRequest(t, { first: 100, after: '' }, 25)).toEqual({ first: 100, offset: 0 });
    expect(pageRequest(t, { offset: 60 }, 20)).toEqual({ first: 20, offset: 60 });
  });

  it('refuses a size or start out of range, in the caller’s language', () => {
    for (const args of [{ first: 0 }, { first: 101 }, { after: 'abc' }, { after: '-3' }, { offset: -1 }]) {
      expect(() => pageRequest(t, args, 20), JSON.stringify(args)).toThrow(
        'Die Anfrage konnte nicht verarbeitet werden.',
      );
    }
  });

  it('hands back the cursor of the next page while there is one', () => {
    expect(pageCursor({ first: 20, offset: 40 }, 20, 100)).toEqual({ endCursor: '60', hasNextPage: true });
    expect(pageCursor({ first: 20, offset: 80 }, 20, 100)).toEqual({ endCursor: '100', hasNextPage: false });
    expect(pageCursor({ first: 20, offset: 200 }, 0, 100)).toEqual({ endCursor: null, hasNextPage: false });
  });
});
