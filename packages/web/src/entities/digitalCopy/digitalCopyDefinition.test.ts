import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formResolver } from '../../forms/formResolver.ts';
import { digitalCopyDefinition } from './digitalCopyDefinition.ts';

// A digital copy's form: what a link prefills, the input it is saved as, and where its errors are shown.

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;
const resolve = (values: FieldValues) => formResolver(digitalCopyDefinition)(values, undefined, options);
const prefilled = (query: string) => digitalCopyDefinition.newValues(new URLSearchParams(query));

describe('a new digital copy', () => {
  it('shows the record a link names, its title looked up later', () => {
    expect(prefilled('digitizable_type=catalog&digitizable_id=5')).toMatchObject({
      digitizable_type: 'catalog',
      digitizable_id: { id: 5, title: '' },
      files: [],
    });
  });

  it('starts as a score of no record when the link names no known type or no id', () => {
    expect(prefilled('digitizable_type=page&digitizable_id=5')).toMatchObject({
      digitizable_type: 'score',
      digitizable_id: null,
    });
    expect(prefilled('digitizable_type=score&digitizable_id=x')).toMatchObject({
      digitizable_type: 'score',
      digitizable_id: null,
    });
    expect(prefilled('')).toMatchObject({ digitizable_type: 'score', digitizable_id: null });
  });
});

describe('saving a digital copy', () => {
  const values = {
    name: 'Scan 2026',
    digitizable_type: 'score',
    digitizable_id: { id: 5, title: 'Missa in D' },
    files: [
      { id: null, file: { id: 12, title: 'vl1_002r.jpg' } },
      { id: 40, file: { id: 11, title: 'vl1_001r.jpg' } },
      // Imported from a IIIF manifest: sent back by its id alone, it keeps its image elsewhere.
      { id: 41, file: { id: 0, title: 'https://elsewhere.test/3.jpg' }, remote: true },
    ],
  };

  // A new image goes without an id.
  it('sends the record and the files as ids, in the order of the list', async () => {
    const { values: input, errors } = await resolve(values);
    expect(errors).toEqual({});
    expect(input).toMatchObject({
      name: 'Scan 2026',
      digitizable_type: 'score',
      digitizable_id: 5,
      files: [
        { id: undefined, file: 12 },
        { id: 40, file: 11 },
        { id: 41, file: null },
      ],
    });
  });

  it('names the empty name, the missing record and an image without a file beside their fields', async () => {
    const { errors } = await resolve({
      ...values,
      name: ' ',
      digitizable_id: null,
      files: [{ id: null, file: null }],
    });
    expect(errors).toMatchObject({
      name: { message: 'DigitalCopy.error_name_empty' },
      digitizable_id: { message: 'DigitalCopy.error_digitizable_empty' },
      files: [{ file: { message: 'DigitalCopyFile.error_file_empty' } }],
    });
  });
});
