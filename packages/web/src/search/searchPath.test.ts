import { describe, expect, it } from 'vitest';
import { isRecordType, searchPath } from './searchPath.ts';

describe('searchPath', () => {
  it('keeps type and query in the address', () => {
    expect(searchPath('collection', 'Bach Werke')).toBe('/search/collection?q=Bach+Werke');
    expect(searchPath(null, ' Mozart ')).toBe('/search?q=Mozart');
    expect(searchPath(null, '')).toBe('/search');
    expect(searchPath('score', '  ')).toBe('/search/score');
  });

  it('knows the record types', () => {
    expect(isRecordType('digital_copy')).toBe(true);
    expect(isRecordType('page')).toBe(false);
    expect(isRecordType(undefined)).toBe(false);
  });
});
