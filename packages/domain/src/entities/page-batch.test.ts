import { describe, expect, it } from 'vitest';
import {
  assignImagesSchema,
  batchPageNumbers,
  FIRST_IMAGE_INVALID,
  FIRST_NUMBER_INVALID,
  FIRST_PAGE_INVALID,
  MAX_FIRST_PAGE_NUMBER,
  MAX_PAGE_BATCH,
  PAGE_COUNT_INVALID,
  pageBatchSchema,
  parsePageCount,
  renumberedPages,
  renumberSchema,
} from './page-batch.ts';

const pages = (...numbers: Array<string | null>) => numbers.map((number) => ({ number }));

describe('batchPageNumbers', () => {
  it('continues from the highest integer page number', () => {
    expect(batchPageNumbers(pages('1', '12', '3', '12a', 'IV'), 3)).toEqual(['13', '14', '15']);
    expect(batchPageNumbers(pages(' 9 ', '10r'), 2)).toEqual(['10', '11']);
  });

  it('starts at the page count plus 1 when no page number is an integer', () => {
    expect(batchPageNumbers(pages('1r', '1v', null), 2)).toEqual(['4', '5']);
  });

  it('starts at 1 for a catalog without pages', () => {
    expect(batchPageNumbers([], 3)).toEqual(['1', '2', '3']);
  });

  it('creates nothing for counts below 1 or not integers', () => {
    expect(batchPageNumbers(pages('1'), 0)).toEqual([]);
    expect(batchPageNumbers(pages('1'), -2)).toEqual([]);
    expect(batchPageNumbers(pages('1'), 1.5)).toEqual([]);
  });
});

describe('parsePageCount', () => {
  it('accepts integers as numbers or text, below 1 included', () => {
    expect(parsePageCount('12')).toEqual({ ok: true, data: 12 });
    expect(parsePageCount(' 3 ')).toEqual({ ok: true, data: 3 });
    expect(parsePageCount(4)).toEqual({ ok: true, data: 4 });
    expect(parsePageCount('0')).toEqual({ ok: true, data: 0 });
    expect(parsePageCount(-1)).toEqual({ ok: true, data: -1 });
  });

  it.each([['1.5'], [1.5], ['zwölf'], [''], [null], ['12 Seiten'], [Number.NaN], [MAX_PAGE_BATCH + 1]])(
    'refuses %j with the spec’s key',
    (value) => {
      expect(parsePageCount(value)).toEqual({
        ok: false,
        errors: [{ path: '', key: 'Catalog.error_page_count_invalid' }],
      });
    },
  );

  it('accepts the largest batch', () => {
    expect(parsePageCount(MAX_PAGE_BATCH)).toEqual({ ok: true, data: MAX_PAGE_BATCH });
  });
});

describe('renumberedPages', () => {
  it('numbers every page on from a whole start number, as typed or given', () => {
    expect(renumberedPages(3, 5)).toEqual(['5', '6', '7']);
    expect(renumberedPages(2, ' 1 ')).toEqual(['1', '2']);
    expect(renumberedPages(0, 1)).toEqual([]);
  });
  it('refuses a start below 1, a fraction, a word or a runaway number', () => {
    for (const first of [0, -1, 1.5, 'iv', '', null, MAX_FIRST_PAGE_NUMBER + 1])
      expect(renumberedPages(2, first)).toBeNull();
  });
});

describe('the page forms’ schemas', () => {
  it('take a typed count or first number as the number the server is sent', () => {
    expect(pageBatchSchema.parse({ count: ' 12 ' })).toEqual({ count: 12 });
    expect(renumberSchema.parse({ firstNumber: '5' })).toEqual({ firstNumber: 5 });
  });
  it('refuse a word at its field with the field’s message', () => {
    expect(pageBatchSchema.safeParse({ count: 'zwölf' }).error?.issues).toMatchObject([
      { path: ['count'], message: PAGE_COUNT_INVALID },
    ]);
    expect(renumberSchema.safeParse({ firstNumber: 'iv' }).error?.issues).toMatchObject([
      { path: ['firstNumber'], message: FIRST_NUMBER_INVALID },
    ]);
  });
});

describe('assignImagesSchema', () => {
  it('sends the chosen image and page as ids', () => {
    expect(assignImagesSchema.parse({ copy: '3', firstImageId: '12', firstPageId: 40 })).toEqual({
      firstImageId: 12,
      firstPageId: 40,
    });
  });
  it('refuses an image or page not chosen, each at its own field', () => {
    expect(assignImagesSchema.safeParse({ firstImageId: '', firstPageId: 'x' }).error?.issues).toMatchObject([
      { path: ['firstImageId'], message: FIRST_IMAGE_INVALID },
      { path: ['firstPageId'], message: FIRST_PAGE_INVALID },
    ]);
  });
});
