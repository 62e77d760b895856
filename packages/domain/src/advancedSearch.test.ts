import { describe, expect, it } from 'vitest';
import { advancedSearchSchema } from './advancedSearch.ts';
import { en } from './locales/en.ts';
import { maxSearchFilterText } from './searchFilters.ts';

const blank = {
  shelfmark: '',
  title: '',
  text_incipit: '',
  person: null,
  person_function: '',
  authority_id: '',
  catalog: null,
  entry_number: '',
  year_from: '',
  year_to: '',
};

const issues = (values: Partial<typeof blank> | Record<string, unknown>) => {
  const checked = advancedSearchSchema.safeParse({ ...blank, ...values });
  return checked.success ? [] : checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the advanced search form', () => {
  it('sends years as numbers and texts trimmed', () => {
    const checked = advancedSearchSchema.parse({
      ...blank,
      year_from: ' -120 ',
      year_to: '1769',
      title: ' Messe ',
    });
    expect(checked).toMatchObject({ year_from: -120, year_to: 1769, title: 'Messe' });
    expect(advancedSearchSchema.parse(blank).year_from).toBeUndefined();
  });

  it('refuses a year that is none beside its field', () => {
    expect(issues({ year_from: '17x0' })).toEqual([['year_from', 'Search.error_year']]);
    expect(issues({ year_to: '17500' })).toEqual([['year_to', 'Search.error_year']]);
  });

  it('refuses a range that ends before it starts beside its end', () => {
    expect(issues({ year_from: '1780', year_to: '1769' })).toEqual([['year_to', 'Search.error_year_order']]);
    expect(issues({ year_from: '1769', year_to: '1769' })).toEqual([]);
  });

  it('refuses a text longer than the server searches for, saying how long', () => {
    expect(issues({ shelfmark: 'x'.repeat(maxSearchFilterText + 1) })).toEqual([
      ['shelfmark', 'Search.error_text_long'],
    ]);
    expect(en.Search.error_text_long).toContain(String(maxSearchFilterText));
  });
});
