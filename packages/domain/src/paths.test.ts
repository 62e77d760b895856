import { describe, expect, it } from 'vitest';
import { recordTypes } from './codes.ts';
import {
  createPath,
  entryPath,
  fileDownloadPath,
  fileViewPath,
  isRecordId,
  recordCollectionPaths,
  recordEditPath,
  recordPath,
  recordTypeOfSlug,
  recordTypeSlugs,
  searchPath,
} from './paths.ts';

describe('record paths', () => {
  it('are the collection path plus the id', () => {
    expect(recordPath('collection', 7)).toBe('/collections/7');
    expect(recordPath('person', 3)).toBe('/people/3');
    expect(recordPath('digital_copy', 12)).toBe('/digital-copies/12');
    expect(recordPath('place', 1)).toBe('/places/1');
  });

  it('add /edit for the edit path', () => {
    expect(recordEditPath('score', 5)).toBe('/scores/5/edit');
    expect(recordEditPath('file', 9)).toBe('/files/9/edit');
  });

  it('do not exist without an id', () => {
    for (const id of [undefined, null, 0, -3, 1.5, Number.NaN]) {
      expect(recordPath('catalog', id)).toBeUndefined();
      expect(recordEditPath('catalog', id)).toBeUndefined();
    }
  });

  it('cover every record type with a distinct collection path', () => {
    const paths = Object.values(recordCollectionPaths);
    expect(new Set(paths).size).toBe(paths.length);
    expect(recordCollectionPaths.composite).toBe('/composites');
    expect(recordCollectionPaths.publication).toBe('/publications');
  });
});

describe('other paths', () => {
  it('create paths need no id', () => {
    expect(createPath('collection')).toBe('/collections/create');
    expect(createPath('digital_copy')).toBe('/digital-copies/create');
  });

  it('file download and view use the singular /file prefix', () => {
    expect(fileDownloadPath(4)).toBe('/file/4/download');
    expect(fileViewPath(4)).toBe('/file/4/view');
  });

  it('an entry is shown on its page tab inside the catalog', () => {
    expect(entryPath(2, 31)).toBe('/catalogs/2?tab=page&pageId=31');
  });
});

describe('isRecordId', () => {
  it('accepts positive integers only', () => {
    expect(isRecordId(1)).toBe(true);
    expect(isRecordId(0)).toBe(false);
    expect(isRecordId('1')).toBe(false);
    expect(isRecordId(null)).toBe(false);
  });
});

describe('search paths', () => {
  it('keep type and query in the address', () => {
    expect(searchPath('collection', 'Bach Werke')).toBe('/search/collection?q=Bach+Werke');
    expect(searchPath(null, ' Mozart ')).toBe('/search?q=Mozart');
    expect(searchPath(null, '')).toBe('/search');
    expect(searchPath('score', '  ')).toBe('/search/score');
  });

  it('name a type as its route does, and read back every slug', () => {
    expect(searchPath('digital_copy')).toBe('/search/digital-copy');
    for (const type of recordTypes) expect(recordTypeOfSlug(recordTypeSlugs[type])).toBe(type);
    expect(recordTypeOfSlug('digital_copy')).toBeUndefined();
    expect(recordTypeOfSlug('page')).toBeUndefined();
    expect(recordTypeOfSlug(undefined)).toBeUndefined();
  });
});
