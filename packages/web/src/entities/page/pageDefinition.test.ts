import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { listsKeptOnSave } from '../../forms/fields/list.tsx';
import { formResolver } from '../../forms/formResolver.ts';
import { catalogDefinition } from '../catalog/catalogDefinition.ts';
import { entriesKeptOnSave, nextEntryNumber, pageDefinition } from './pageDefinition.ts';

// What the catalog and page forms send: ids for picked records, and never a catalog's pages.

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

describe('the page form', () => {
  it('starts in the catalog its address names, and sends it and the chosen image as ids', async () => {
    const values = pageDefinition.newValues(new URLSearchParams('catalog=4&after=9'));
    expect(values.catalog).toEqual({ id: 4, title: '' });
    const filled = {
      ...values,
      number: ' 12 ',
      digital_copy_file: 17,
      entries: [
        { id: null, number: '3', signature: '', genre: 'Missa', composer: 'Heiß', annotation: '', notes: '' },
      ],
    };
    const result = await formResolver(pageDefinition)(filled, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ number: '12', catalog: 4, digital_copy_file: 17 });
    expect(result.values.entries).toMatchObject([{ number: '3', genre: 'Missa', composer: 'Heiß' }]);
  });

  it('places a new page after the one its address names', () => {
    expect(pageDefinition.save.createVariables?.(new URLSearchParams('catalog=4&after=9'))).toEqual({
      previousPageId: 9,
    });
    expect(pageDefinition.save.createVariables?.(new URLSearchParams('catalog=4'))).toEqual({
      previousPageId: null,
    });
  });

  it('saves no new row holding nothing but its proposed number, or nothing at all', () => {
    const row = {
      number: '',
      signature: '',
      genre: '',
      composer: '',
      annotation: '',
      notes: '',
      region: null,
    };
    const saved = { ...row, id: 7, number: '' };
    const entries = [
      { ...row, id: 5, number: '5', signature: 'A 5' },
      { ...row, number: '6' },
      { ...row, number: '7', composer: 'Haydn' },
      { ...row, number: '8' },
      { ...row, number: '12' },
      { ...row },
      { ...row, region: { x: 1, y: 1, w: 5, h: 5 } },
      saved,
    ];
    // Kept: the saved ones (an emptied one is refused by the schema), typed ones, a number of one's own.
    expect(entriesKeptOnSave(entries).map((entry) => entry.number)).toEqual(['5', '7', '12', '', '']);
    expect(entriesKeptOnSave(entries).at(-1)).toBe(saved);
    const values = { number: '1', entries };
    expect(listsKeptOnSave(pageDefinition.fields, values)).toEqual([['entries', entriesKeptOnSave(entries)]]);
    expect(listsKeptOnSave(pageDefinition.fields, { entries: entries.slice(0, 1) })).toEqual([]);
  });

  it('numbers a new entry on from the last one, when that is a whole number', () => {
    expect(nextEntryNumber([])).toBe('1');
    expect(nextEntryNumber([{ number: '11' }, { number: ' 12 ' }])).toBe('13');
    expect(nextEntryNumber([{ number: '12a' }])).toBe('');
  });

  it('goes on to the pages before and after in the catalog', () => {
    const page = { id: 7, previous_page_id: 3, next_page_id: 9 } as Parameters<
      NonNullable<typeof pageDefinition.neighbours>
    >[0];
    expect(pageDefinition.neighbours?.(page)).toEqual({ previous: '/pages/3/edit', next: '/pages/9/edit' });
    expect(pageDefinition.neighbours?.({ ...page, previous_page_id: 7, next_page_id: null })).toEqual({
      previous: '/pages/7/edit',
      next: null,
    });
  });

  it('asks for a number and a catalog', async () => {
    const result = await formResolver(pageDefinition)(pageDefinition.newValues(), undefined, options);
    expect(result.errors).toMatchObject({
      number: { message: 'Page.error_number_empty' },
      catalog: { message: 'Page.error_catalog_empty' },
    });
  });
});

describe('the catalog form', () => {
  it('sends no pages, which the server would otherwise take as the whole list and remove', async () => {
    const values = {
      ...catalogDefinition.newValues(),
      short_title: 'Inventar 1768',
      collection: { id: 2, title: 'Musikarchiv Lambach' },
    };
    const result = await formResolver(catalogDefinition)(values, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ short_title: 'Inventar 1768', collection: 2 });
    expect(result.values).not.toHaveProperty('pages');
  });
});
