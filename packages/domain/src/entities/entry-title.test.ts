import { describe, expect, it } from 'vitest';
import { entryTitle } from './entry-title.ts';

const page = {
  number: '12',
  catalog: { title: 'Inventar 1795', short_title: 'Inv.', collection: { name: 'Musikarchiv Einsiedeln' } },
};

describe('entryTitle', () => {
  it('joins collection, catalog, page and entry number, and adds the composer', () => {
    expect(entryTitle({ number: '3', composer: ' Mozart ', page })).toBe(
      'Musikarchiv Einsiedeln · Inventar 1795 · 12/3 (Mozart)',
    );
  });

  it('uses the catalog’s short title when it has no title', () => {
    expect(entryTitle({ number: 3, page: { ...page, catalog: { ...page.catalog, title: null } } })).toBe(
      'Musikarchiv Einsiedeln · Inv. · 12/3',
    );
  });

  it('leaves out what is missing', () => {
    expect(entryTitle({ number: ' ', composer: null, page })).toBe(
      'Musikarchiv Einsiedeln · Inventar 1795 · 12',
    );
    expect(entryTitle({ number: '3', composer: 'Haydn', page: null })).toBe('3 (Haydn)');
    expect(entryTitle({ composer: 'Haydn' })).toBe('(Haydn)');
    expect(entryTitle({})).toBe('');
  });
});
