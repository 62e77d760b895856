import { describe, expect, it } from 'vitest';
import {
  emptySearchAddress,
  formatSearchAddress,
  parseSearchAddress,
  parseSearchParams,
  readSearchParams,
  type SearchAddress,
  searchExportPath,
} from './searchAddress.ts';

const full: SearchAddress = {
  query: 'Missa brevis',
  type: 'score',
  filters: {
    collection: [2, 7],
    composer: [3],
    person: [11],
    person_function: 'scr',
    genre: ['Messe', 'Motette'],
    key: ['D'],
    scoring: ['sop', 'vl'],
    source_type: ['aut', 'cpy'],
    year_from: 1750,
    year_to: 1799,
    has_digital_copy: true,
    cleric: false,
    shelfmark: 'Mus. 12',
    title: 'Kyrie & Gloria',
    text_incipit: 'Kyrie eleison',
    catalog: 4,
    entry_number: '12a',
    authority_id: '118584596',
  },
  sort: 'date',
  page: 3,
};

describe('search address', () => {
  it('round-trips every state of the screen', () => {
    const address = formatSearchAddress(full);
    expect(address.startsWith('/search/score?q=Missa+brevis&collection=2&collection=7&composer=3')).toBe(
      true,
    );
    expect(parseSearchAddress(address)).toEqual(full);
  });

  it('writes the defaults as no parameter at all', () => {
    expect(formatSearchAddress(emptySearchAddress)).toBe('/search');
    expect(formatSearchAddress({ type: 'digital_copy', query: '  ' })).toBe('/search/digital-copy');
    expect(parseSearchAddress('/search')).toEqual(emptySearchAddress);
    expect(parseSearchAddress('/')).toEqual(emptySearchAddress);
  });

  it('reads a repeated parameter as a list, without duplicates', () => {
    const { filters } = parseSearchAddress(
      '/search?genre=Messe&genre=Motette&genre=Messe&composer=3&composer=3',
    );
    expect(filters).toEqual({ genre: ['Messe', 'Motette'], composer: [3] });
  });

  it('ignores unknown parameters and malformed values', () => {
    const parsed = parseSearchAddress(
      '/search?q=x&colour=red&collection=abc&collection=-1&collection=0&collection=5&year_from=17x5&cleric=yes' +
        '&person_function=boss&source_type=fake&source_type=prt&sort=loudness&page=zero&catalog=1.5&title=%20',
    );
    expect(parsed).toEqual({
      ...emptySearchAddress,
      query: 'x',
      filters: { collection: [5], source_type: ['prt'] },
    });
  });

  it('keeps a filter whose value is false (no digital copy, not a cleric)', () => {
    expect(parseSearchAddress('/search?has_digital_copy=false').filters).toEqual({ has_digital_copy: false });
    expect(formatSearchAddress({ filters: { has_digital_copy: false } })).toBe(
      '/search?has_digital_copy=false',
    );
  });

  it('takes the type from the path, or from `type=` where the path has none', () => {
    expect(parseSearchAddress('/search/person?type=score').type).toBe('person');
    expect(parseSearchAddress('/export/search.csv?type=digital-copy').type).toBe('digital_copy');
    expect(parseSearchParams(new URLSearchParams('type=score'), null).type).toBeNull();
    expect(parseSearchAddress('/search/nonsense').type).toBeNull();
  });

  it('gives the export the same search, the type as a parameter and no page', () => {
    const path = searchExportPath(full);
    expect(path.startsWith('/export/search.csv?q=Missa+brevis&type=score&collection=2')).toBe(true);
    expect(path).not.toContain('page=');
    expect(parseSearchAddress(path)).toEqual({ ...full, page: 1 });
  });
});

describe('reading an address for the export', () => {
  const refusal = (query: string) => readSearchParams(new URLSearchParams(query)).refusal;

  it('refuses what the screen would leave out, naming the first parameter', () => {
    for (const name of ['collection=abc', 'sort=random', 'type=spaceship', 'cleric=maybe', 'colour=red']) {
      expect(refusal(name), name).toEqual({
        key: 'Search.error_bad_parameter',
        values: { name: name.split('=')[0] },
      });
    }
    expect(refusal('q=a%00b')?.values).toEqual({ name: 'q' });
    expect(refusal('catalog=1&catalog=2')?.values).toEqual({ name: 'catalog' });
  });

  it('refuses a list longer than a filter holds, with its limit', () => {
    const genres = Array.from({ length: 51 }, (_, i) => `genre=G${i}`).join('&');
    expect(refusal(genres)).toEqual({
      key: 'Search.error_too_many_values',
      values: { filter: 'genre', max: 50 },
    });
  });

  it('reads every address the screen writes without a refusal', () => {
    const reading = readSearchParams(new URLSearchParams(searchExportPath(full).split('?')[1]));
    expect(reading).toEqual({ address: { ...full, page: 1 }, refusal: null });
    expect(refusal('')).toBeNull();
  });
});
