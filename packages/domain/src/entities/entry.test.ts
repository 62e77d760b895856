import { describe, expect, it } from 'vitest';
import { newEntrySchema } from './entry.ts';

describe('newEntrySchema', () => {
  it('sends the chosen page as its id and the typed texts trimmed, blank ones as null', () => {
    expect(newEntrySchema.parse({ catalog: '4', pageId: '17', number: ' 25 ', composer: '' })).toEqual({
      pageId: 17,
      number: '25',
      composer: null,
    });
  });
  it('refuses an entry whose page is not chosen, at the page', () => {
    expect(newEntrySchema.safeParse({ pageId: '', number: '1' }).error?.issues).toMatchObject([
      { path: ['pageId'], message: 'Catalog.error_first_page_invalid' },
    ]);
  });
});
