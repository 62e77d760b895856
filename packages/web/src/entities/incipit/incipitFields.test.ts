import { incipitSchema, validate } from '@fontes/domain';
import { describe, expect, it } from 'vitest';
import { formValues, newListItem, viewValues } from '../../forms/fieldValues.ts';
import { incipitsField } from './incipitFields.ts';
import { pastedPae } from './pastedPae.ts';

describe('pasting PAE', () => {
  it('fills clef, key and time signature from a header and keeps the bare data', () => {
    const header = "@clef:G-2\n@keysig:bBE\n@timesig:3/4\n@data:'4C8DE{FG}2.A/";
    expect(pastedPae(header)).toEqual({
      pae: "'4C8DE{FG}2.A/",
      fields: { clef: 'G-2', key_signature: 'bBE', time_signature: '3/4' },
    });
  });

  it('reads the file form and the JSON form alike', () => {
    const file = '@start:pae-file\n@clef:F-4\n@keysig:xF\n@timesig:c\n@data:,4C/\n@end:pae-file';
    expect(pastedPae(file)).toEqual({
      pae: ',4C/',
      fields: { clef: 'F-4', key_signature: 'xF', time_signature: 'c' },
    });
    expect(pastedPae('{"clef":"C-3","data":"\'2D/"}')).toEqual({ pae: "'2D/", fields: { clef: 'C-3' } });
  });

  it('sets no field the header does not give, nor a clef or key outside the code lists', () => {
    expect(pastedPae("@clef:g-2\n@keysig:xQ\n@data:'4C/")).toEqual({ pae: "'4C/", fields: {} });
    expect(pastedPae("@timesig:2/2\n@data:'4C/")).toEqual({ pae: "'4C/", fields: { time_signature: '2/2' } });
  });

  it('leaves bare data to the ordinary paste, a metre change or a beam inside it included', () => {
    expect(pastedPae("'4C8DE{FG}2.A/")).toBeNull();
    expect(pastedPae("'4C/@3/4 '2D/")).toBeNull();
    expect(pastedPae("{'8CD}/")).toBeNull();
  });
});

const saved = {
  id: 7,
  number: '1',
  movement: '2',
  section: null,
  tempo: 'Allegro',
  part: null,
  clef: 'G-2',
  key_signature: null,
  time_signature: '3/4',
  is_text_incipit: false,
  text: null,
  pae: "'4C/",
  basso_continuo: true,
  notes: null,
};

const field = incipitsField('incipits');
const incipitFormValues = (incipit: typeof saved) =>
  (formValues([field], { incipits: [incipit] }).incipits as Record<string, unknown>[])[0];
const incipitViewValues = (incipit: Record<string, unknown>) =>
  (viewValues([field], { incipits: [incipit] }).incipits as Record<string, unknown>[])[0];

describe('an incipit read into the form and the view', () => {
  it('holds a saved incipit with its empty fields as empty text', () => {
    expect(incipitFormValues(saved)).toEqual({
      id: 7,
      number: '1',
      movement: '2',
      section: '',
      tempo: 'Allegro',
      part: '',
      clef: 'G-2',
      key_signature: '',
      time_signature: '3/4',
      is_text_incipit: false,
      text: '',
      pae: "'4C/",
      basso_continuo: true,
      notes: '',
    });
  });

  it('gives values the domain accepts as they were saved', () => {
    const result = validate(incipitSchema, incipitFormValues(saved));
    expect(result.ok && result.data).toMatchObject({ ...saved, key_signature: null, section: null });
  });

  it('shows the numbering joined with dots in views', () => {
    expect(incipitViewValues({ ...saved, section: '3' }).numbering).toBe('1.2.3');
  });
});

describe('incipitsField', () => {
  it('starts a new incipit as music, whose code the domain then requires', () => {
    const result = validate(incipitSchema, newListItem(field));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([{ path: 'pae', key: 'Incipit.error_pae_empty' }]);
  });

  it('sums a collapsed incipit up by its numbering, tempo and part', () => {
    const t = ((key: string) => key) as never;
    expect(field.summary?.({ ...incipitFormValues(saved), part: 'Violino I' }, t)).toBe(
      '1.2 · Allegro · Violino I',
    );
    expect(field.summary?.(newListItem(field), t)).toBe('');
  });
});
