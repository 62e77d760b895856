import { personSchema } from '@fontes/domain';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formResolver } from './formResolver.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;

const person = {
  names: [
    { id: 7, title: 'kept only in the form', name: 'Haydn, Michael', primary: true },
    { name: '  ', primary: false },
  ],
  cleric: true,
  syllabi: [{ citation: 'Syllabus 1790', transcription: 'Concertmeister', translation: '' }],
  vow_book_entry: { citation: '', transcription: '' },
  sources: [],
};

// What the form holds beyond the schema's input (a picked record's title) is dropped by formToInput.
const formToInput = (values: FieldValues) => ({
  ...values,
  names: (values.names as FieldValues[]).map(({ title: _title, ...name }) => name),
});

describe('formResolver', () => {
  it('validates the input form of the values and names errors by their form paths', async () => {
    const result = await formResolver({ schema: personSchema, fields: [], formToInput })(
      person,
      undefined,
      options,
    );
    expect(Object.keys(result.errors)).toEqual(['syllabi']);
    expect(result.errors.syllabi).toEqual([
      expect.objectContaining({
        translation: expect.objectContaining({ message: 'Syllabus.error_translation_empty' }),
      }),
    ]);
  });

  it('hands the schema output to the save: blank non-primary names dropped, a blank vow book entry null', async () => {
    const valid = { ...person, syllabi: [] };
    const result = await formResolver({ schema: personSchema, fields: [], formToInput })(
      valid,
      undefined,
      options,
    );
    expect(result.errors).toEqual({});
    expect(result.values.names).toEqual([{ id: 7, name: 'Haydn, Michael', primary: true }]);
    expect(result.values.vow_book_entry).toBeNull();
  });
});
