import { describe, expect, it } from 'vitest';
import { validate } from '../validation.ts';
import { personName, personSchema, personSubtitle } from './person.ts';

const names = [{ name: 'Schnyder, Franz Xaver', primary: true }];
const errorsOf = (input: unknown) => {
  const result = validate(personSchema, input);
  return result.ok ? [] : result.errors;
};

describe('personSchema', () => {
  it('accepts a person with a primary name and fills in defaults', () => {
    const result = validate(personSchema, { names, dates: ' 1755–1821 ' });
    expect(result).toEqual({
      ok: true,
      data: {
        names: [{ name: 'Schnyder, Franz Xaver', primary: true }],
        dates: '1755–1821',
        cleric: false,
        first_mass: null,
        profession: null,
        notes: null,
        syllabi: [],
        vow_book_entry: null,
        sources: [],
      },
    });
  });

  it('requires the primary name', () => {
    expect(errorsOf({})).toEqual([{ path: 'names', key: 'Person.error_name_empty' }]);
  });

  it('checks syllabi and a filled vow book entry only for clerics', () => {
    const person = {
      names,
      syllabi: [{ citation: 'Stiftsarchiv A.1', transcription: 'Text' }],
      vow_book_entry: { citation: ' ', transcription: 'Ego frater' },
    };
    expect(errorsOf(person)).toEqual([]);
    expect(errorsOf({ ...person, cleric: true })).toEqual([
      { path: 'syllabi.0.translation', key: 'Syllabus.error_translation_empty' },
      { path: 'vow_book_entry.citation', key: 'VowBookEntry.error_source_empty' },
    ]);
  });

  it('keeps the drafts of a non-cleric as given', () => {
    const result = validate(personSchema, { names, syllabi: [{ transcription: ' T ' }] });
    expect(result.ok && result.data.syllabi).toEqual([
      { citation: null, transcription: 'T', translation: null },
    ]);
  });

  it('does not check a blank vow book entry of a cleric, and stores none', () => {
    const result = validate(personSchema, {
      names,
      cleric: true,
      vow_book_entry: { citation: '', transcription: ' ' },
    });
    expect(result.ok && result.data.vow_book_entry).toBeNull();
  });

  it('requires all three texts of every syllabus of a cleric', () => {
    expect(
      errorsOf({
        names,
        cleric: true,
        syllabi: [{ citation: 'A', transcription: 'B', translation: 'C' }, {}],
      }),
    ).toEqual([
      { path: 'syllabi.1.citation', key: 'Syllabus.error_source_empty' },
      { path: 'syllabi.1.transcription', key: 'Syllabus.error_transcription_empty' },
      { path: 'syllabi.1.translation', key: 'Syllabus.error_translation_empty' },
    ]);
  });

  it('checks every source and reports name and source errors together', () => {
    expect(
      errorsOf({ names: [{ name: '', primary: true }], sources: [{ type: 'gnd', citation: 'DNB' }] }),
    ).toEqual([
      { path: 'names.0.name', key: 'Person.error_name_empty' },
      { path: 'sources.0.gnd_id', key: 'Source.error_gnd_empty' },
    ]);
  });
});

describe('person display', () => {
  it('shows the primary name with the dates as subtitle', () => {
    const person = {
      names: [
        { name: 'Sales, Pompeo', primary: false },
        { name: 'Sales, Pietro Pompeo', primary: true },
      ],
      dates: ' 1729–1797 ',
    };
    expect(personName(person)).toBe('Sales, Pietro Pompeo');
    expect(personSubtitle(person)).toBe('1729–1797');
    expect(personSubtitle({ dates: null })).toBe('');
    expect(personName(null)).toBe('');
  });
});
