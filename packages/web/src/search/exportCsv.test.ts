import { describe, expect, it } from 'vitest';
import { attachmentName } from './exportCsv.ts';

describe('the export file name', () => {
  it('comes from Content-Disposition, plain or encoded, else the fallback', () => {
    expect(attachmentName('attachment; filename="fontes-search.csv"', 'x.csv')).toBe('fontes-search.csv');
    expect(attachmentName("attachment; filename*=UTF-8''Suche%20M%C3%BCller.csv", 'x.csv')).toBe(
      'Suche Müller.csv',
    );
    expect(attachmentName(null, 'search.csv')).toBe('search.csv');
  });
});
