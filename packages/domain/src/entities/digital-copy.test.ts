import { describe, expect, it } from 'vitest';
import { validate } from '../validation.ts';
import { digitalCopySchema } from './digital-copy.ts';

describe('digitalCopySchema', () => {
  it('requires a name and a catalog or score to show', () => {
    expect(validate(digitalCopySchema, {})).toEqual({
      ok: false,
      errors: [
        { path: 'name', key: 'DigitalCopy.error_name_empty' },
        { path: 'digitizable_type', key: 'DigitalCopy.error_digitizable_empty' },
        { path: 'digitizable_id', key: 'DigitalCopy.error_digitizable_empty' },
      ],
    });
  });

  it('accepts only catalogs and scores as digitizable', () => {
    expect(
      validate(digitalCopySchema, { name: 'Scan', digitizable_type: 'person', digitizable_id: 1 }),
    ).toEqual({
      ok: false,
      errors: [{ path: 'digitizable_type', key: 'Validation.error_invalid' }],
    });
  });

  it('keeps its files in order, each pointing at an uploaded file', () => {
    const input = {
      name: ' Inventar 1795 ',
      digitizable_type: 'catalog',
      digitizable_id: 3,
      files: [
        { id: 1, file: 10, position: 1 },
        { file: { id: 11 }, name: 'fol. 2r', position: '2' },
      ],
    };
    expect(validate(digitalCopySchema, input)).toEqual({
      ok: true,
      data: {
        name: 'Inventar 1795',
        digitizable_type: 'catalog',
        digitizable_id: 3,
        files: [
          { id: 1, name: null, position: 1, file: 10 },
          { name: 'fol. 2r', position: 2, file: 11 },
        ],
      },
    });
    expect(validate(digitalCopySchema, { ...input, files: [{ name: 'x' }] })).toEqual({
      ok: false,
      errors: [{ path: 'files.0.file', key: 'DigitalCopyFile.error_file_empty' }],
    });
  });
});
