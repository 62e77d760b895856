import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { errorCountsByTab, errorPaths } from './errorPaths.ts';

const errors = {
  dates: { type: 'custom', message: 'x' },
  names: Object.assign([undefined, { name: { type: 'server', message: 'Person.error_name_empty' } }], {
    root: { type: 'custom', message: 'Person.error_primary_name' },
  }),
  vow_book_entry: {
    transcription: { type: 'custom', message: 'y', ref: { name: 'vow_book_entry.transcription' } },
  },
  syllabi: [
    { translation: { type: 'custom', message: 'z' } },
    { citation: { type: 'custom', message: 'z' } },
  ],
} as unknown as FieldErrors;

describe('errorPaths', () => {
  it('names every nested error by its path, list errors included', () => {
    expect(errorPaths(errors)).toEqual([
      'dates',
      'names.1.name',
      'names.root',
      'vow_book_entry.transcription',
      'syllabi.0.translation',
      'syllabi.1.citation',
    ]);
  });
});

describe('errorCountsByTab', () => {
  it('counts the errors each tab holds', () => {
    const tabs: Record<string, string> = {
      dates: 'basic',
      names: 'names',
      vow_book_entry: 'vow',
      syllabi: 'syllabi',
    };
    expect(Object.fromEntries(errorCountsByTab(errorPaths(errors), (name) => tabs[name]))).toEqual({
      basic: 1,
      names: 2,
      vow: 1,
      syllabi: 2,
    });
  });
});
