import { describe, expect, it } from 'vitest';
import { validate } from '../validation.ts';
import { incipitNumbering, incipitSchema } from './incipit.ts';

const errorsOf = (input: unknown) => {
  const result = validate(incipitSchema, input);
  return result.ok ? [] : result.errors;
};

describe('incipitSchema', () => {
  it('requires the PAE unless the incipit is text-only', () => {
    expect(errorsOf({ is_text_incipit: false, text: 'Kyrie eleison' })).toEqual([
      { path: 'pae', key: 'Incipit.error_pae_empty' },
    ]);
    expect(errorsOf({ is_text_incipit: false, pae: '@data:\n@end:pae-file' })).toEqual([
      { path: 'pae', key: 'Incipit.error_pae_empty' },
    ]);
    expect(errorsOf({ is_text_incipit: true, text: 'Kyrie eleison' })).toEqual([]);
  });

  it('defaults to text-only and no basso continuo', () => {
    const result = validate(incipitSchema, {});
    expect(result.ok && result.data).toMatchObject({
      is_text_incipit: true,
      basso_continuo: false,
      pae: null,
    });
  });

  it('stores the PAE clean and fills empty fields from its header', () => {
    const pae = "@start:pae-file\n@clef:G-2\n@keysig:xF\n@timesig:3/4\n@data:'4C8DE{FG}/\n@end:pae-file";
    const result = validate(incipitSchema, { is_text_incipit: false, pae, clef: 'C-1' });
    expect(result.ok && result.data).toMatchObject({
      pae: "'4C8DE{FG}/",
      clef: 'C-1',
      key_signature: 'xF',
      time_signature: '3/4',
    });
  });

  it('ignores header values that are not codes of the lists', () => {
    const result = validate(incipitSchema, { pae: "@clef:g2\n@keysig:xQ\n@data:'4C" });
    expect(result.ok && result.data).toMatchObject({ clef: null, key_signature: null, pae: "'4C" });
  });

  it('accepts only clefs and key signatures of the code lists', () => {
    expect(errorsOf({ clef: 'G2', key_signature: 'bBE' })).toEqual([
      { path: 'clef', key: 'Validation.error_invalid' },
    ]);
  });
});

describe('incipitNumbering', () => {
  it('joins number, movement and section with dots, skipping blanks', () => {
    expect(incipitNumbering({ number: '1', movement: '2', section: '3' })).toBe('1.2.3');
    expect(incipitNumbering({ number: 1, movement: ' ', section: 'b' })).toBe('1.b');
    expect(incipitNumbering({ number: null, movement: 'Kyrie' })).toBe('Kyrie');
    expect(incipitNumbering({})).toBe('');
  });
});
