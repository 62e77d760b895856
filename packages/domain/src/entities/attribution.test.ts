import { describe, expect, it } from 'vitest';
import { validate } from '../validation.ts';
import { attributionSchema } from './attribution.ts';

describe('attributionSchema', () => {
  it('takes the person as an id or as the picked record', () => {
    const base = { function: 'aut', qualifier: 'asc' };
    for (const person of [5, '5', { id: 5, name: 'Mozart' }]) {
      const result = validate(attributionSchema, { ...base, person });
      expect(result.ok && result.data).toEqual({
        ...base,
        person: 5,
        profession: null,
        from: null,
        to: null,
        designation: null,
        member: false,
        notes: null,
        place: null,
      });
    }
  });

  it('requires person, function and qualifier', () => {
    expect(validate(attributionSchema, {})).toEqual({
      ok: false,
      errors: [
        { path: 'person', key: 'Attribution.error_person_empty' },
        { path: 'function', key: 'Attribution.error_function_empty' },
        { path: 'qualifier', key: 'Attribution.error_qualifier_empty' },
      ],
    });
  });

  it('requires a saved person: a picked record without id is not enough', () => {
    for (const person of [{ name: 'Neu' }, { id: null }, 0, -4, 2.5, 'Mozart']) {
      expect(validate(attributionSchema, { person, function: 'aut', qualifier: 'asc' })).toEqual({
        ok: false,
        errors: [{ path: 'person', key: 'Attribution.error_person_empty' }],
      });
    }
  });

  it('accepts only codes of the function and qualifier lists', () => {
    expect(validate(attributionSchema, { person: 1, function: 'asc', qualifier: 'aut' })).toEqual({
      ok: false,
      errors: [
        { path: 'function', key: 'Validation.error_invalid' },
        { path: 'qualifier', key: 'Validation.error_invalid' },
      ],
    });
  });

  it('keeps an optional place reference and the member flag', () => {
    const result = validate(attributionSchema, {
      id: 3,
      person: 1,
      function: 'scr',
      qualifier: 'cjt',
      member: true,
      place: { id: 8 },
      from: ' 1780 ',
    });
    expect(result.ok && result.data).toMatchObject({ id: 3, member: true, place: 8, from: '1780' });
  });
});
