import { describe, expect, it } from 'vitest';
import { validate } from '../validation.ts';
import { catalogSchema, catalogSubtitle, catalogTitle } from './catalog.ts';
import { pageSchema } from './page.ts';

describe('catalogSchema', () => {
  it('requires the collection and a short title that is not blank after trimming', () => {
    expect(validate(catalogSchema, { title: 'Inventar', short_title: '   ' })).toEqual({
      ok: false,
      errors: [
        { path: 'short_title', key: 'Catalog.error_short_title_empty' },
        { path: 'collection', key: 'Catalog.error_collection_empty' },
      ],
    });
  });

  it('checks each page’s number but not its catalog (the catalog may not be saved yet)', () => {
    const input = {
      short_title: 'Inv. 1795',
      collection: 2,
      pages: [{ number: '1', position: 1 }, { number: ' ' }],
    };
    expect(validate(catalogSchema, input)).toEqual({
      ok: false,
      errors: [{ path: 'pages.1.number', key: 'Page.error_number_empty' }],
    });
    expect(validate(catalogSchema, { ...input, pages: [{ id: 5, number: ' 12r ' }] })).toEqual({
      ok: true,
      data: {
        title: null,
        short_title: 'Inv. 1795',
        shelfmark: null,
        collection: 2,
        pages: [{ id: 5, number: '12r', position: null, digital_copy_file: null }],
      },
    });
  });
});

describe('pageSchema', () => {
  it('requires catalog and number', () => {
    expect(validate(pageSchema, {})).toEqual({
      ok: false,
      errors: [
        { path: 'number', key: 'Page.error_number_empty' },
        { path: 'catalog', key: 'Page.error_catalog_empty' },
      ],
    });
  });

  it('saves its entries with it', () => {
    const input = {
      catalog: 1,
      number: '3',
      entries: [{ id: 4, number: '1', composer: ' Mozart ', score: 9 }, { notes: 'Umschlag' }],
    };
    const result = validate(pageSchema, input);
    expect(result.ok && result.data.entries).toEqual([
      {
        id: 4,
        position: null,
        score: 9,
        number: '1',
        signature: null,
        genre: null,
        composer: 'Mozart',
        annotation: null,
        notes: null,
        region: null,
      },
      {
        position: null,
        score: null,
        number: null,
        signature: null,
        genre: null,
        composer: null,
        annotation: null,
        notes: 'Umschlag',
        region: null,
      },
    ]);
  });

  it('refuses an entry of no number and no text, at its number', () => {
    for (const blank of [{}, { number: '  ', signature: '', notes: null, score: 9 }]) {
      const result = validate(pageSchema, { catalog: 1, number: '3', entries: [{ number: '1' }, blank] });
      expect(result.ok ? [] : result.errors).toEqual([
        { path: 'entries.1.number', key: 'Entry.error_empty' },
      ]);
    }
  });
});

describe('catalog display', () => {
  it('falls back to the short title', () => {
    expect(catalogTitle({ title: 'Inventarium 1795', short_title: 'Inv. 1795' })).toBe('Inventarium 1795');
    expect(catalogTitle({ title: '  ', short_title: 'Inv. 1795' })).toBe('Inv. 1795');
    expect(catalogTitle({})).toBe('');
  });

  it('has the collection name as subtitle', () => {
    expect(catalogSubtitle({ collection: { name: 'Musikarchiv Einsiedeln' } })).toBe(
      'Musikarchiv Einsiedeln',
    );
    expect(catalogSubtitle({ collection: null })).toBe('');
  });
});
