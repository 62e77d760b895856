import { describe, expect, it } from 'vitest';
import { validate } from '../validation.ts';
import { collectionSchema, collectionSubtitle, collectionTitle } from './collection.ts';

const keysOf = (input: unknown) => {
  const result = validate(collectionSchema, input);
  return result.ok ? [] : result.errors;
};

describe('collectionSchema', () => {
  it('normalises valid input', () => {
    const result = validate(collectionSchema, {
      name: ' Sammlung Thurn und Taxis ',
      prefix: ' D-Rtt ',
      description: '   ',
      url: ' www.example.org/rtt ',
      id: 4,
    });
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'Sammlung Thurn und Taxis',
        prefix: 'D-Rtt',
        description: null,
        url: 'https://www.example.org/rtt',
      },
    });
  });

  it('keeps a description and allows a missing url', () => {
    const result = validate(collectionSchema, { name: 'A', prefix: 'B', description: ' Line 1\nLine 2 ' });
    expect(result).toEqual({
      ok: true,
      data: { name: 'A', prefix: 'B', description: 'Line 1\nLine 2', url: null },
    });
  });

  it('requires name and prefix for empty input', () => {
    expect(keysOf({})).toEqual([
      { path: 'name', key: 'Collection.error_name_empty' },
      { path: 'prefix', key: 'Collection.error_prefix_empty' },
    ]);
  });

  it('treats whitespace-only, null and wrong types like empty', () => {
    expect(keysOf({ name: '  ', prefix: null })).toEqual([
      { path: 'name', key: 'Collection.error_name_empty' },
      { path: 'prefix', key: 'Collection.error_prefix_empty' },
    ]);
    expect(keysOf({ name: 12, prefix: ['x'] }).map((e) => e.key)).toEqual([
      'Collection.error_name_empty',
      'Collection.error_prefix_empty',
    ]);
  });

  it('rejects an invalid url with the url key', () => {
    for (const url of ['ftp://x.org', 'example', 'https://exa mple.org', 7]) {
      expect(keysOf({ name: 'A', prefix: 'B', url })).toEqual([
        { path: 'url', key: 'Collection.error_url_invalid' },
      ]);
    }
  });

  it('reports a non-object with the generic key', () => {
    expect(keysOf(null)).toEqual([{ path: '', key: 'Validation.error_invalid' }]);
  });
});

describe('collectionSubtitle', () => {
  it('is the first non-blank line of the description', () => {
    expect(
      collectionSubtitle({
        description: '\n  \r\n  First line  \nSecond',
        url: 'https://x.org',
        prefix: 'P',
      }),
    ).toBe('First line');
  });

  it('falls back to the short url', () => {
    expect(
      collectionSubtitle({ description: ' \n ', url: 'https://www.example.org/archive/', prefix: 'P' }),
    ).toBe('example.org/archive');
  });

  it('falls back to the prefix, then to an empty string', () => {
    expect(collectionSubtitle({ description: null, url: '  ', prefix: ' D-Mbs ' })).toBe('D-Mbs');
    expect(collectionSubtitle({})).toBe('');
  });
});

describe('collectionTitle', () => {
  it('is the name', () => {
    expect(collectionTitle({ name: 'Sammlung' })).toBe('Sammlung');
    expect(collectionTitle({ name: null })).toBe('');
  });
});
