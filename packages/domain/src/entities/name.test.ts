import { describe, expect, it } from 'vitest';
import { entityObject, validate } from '../validation.ts';
import {
  blankPrimaryName,
  ensureOnePrimary,
  personNamesSchema,
  primaryName,
  removePersonName,
  setPrimaryName,
} from './name.ts';

const schema = entityObject({ names: personNamesSchema });
const check = (names: unknown) => validate(schema, { names });

describe('personNamesSchema', () => {
  it('keeps one filled primary name and the filled variants', () => {
    expect(check([{ id: 4, name: ' Mozart ', primary: true }, { name: 'Mozzart' }])).toEqual({
      ok: true,
      data: {
        names: [
          { id: 4, name: 'Mozart', primary: true },
          { name: 'Mozzart', primary: false },
        ],
      },
    });
  });

  it('drops blank non-primary names', () => {
    const result = check([{ name: '  ' }, { name: 'Haydn', primary: true }, { name: null, primary: false }]);
    expect(result.ok && result.data.names).toEqual([{ name: 'Haydn', primary: true }]);
  });

  it('needs at least one name', () => {
    for (const names of [[], null, undefined]) {
      expect(check(names)).toEqual({
        ok: false,
        errors: [{ path: 'names', key: 'Person.error_name_empty' }],
      });
    }
  });

  it('points at a blank primary name, at the position the form shows', () => {
    expect(check([{ name: '' }, { name: 'Mozzart' }, { name: ' ', primary: true }])).toEqual({
      ok: false,
      errors: [{ path: 'names.2.name', key: 'Person.error_name_empty' }],
    });
  });

  it('needs a primary name even when variants are given', () => {
    expect(check([{ name: 'Mozzart' }])).toEqual({
      ok: false,
      errors: [{ path: 'names', key: 'Person.error_name_empty' }],
    });
  });

  it('allows only one primary name', () => {
    expect(
      check([
        { name: 'A', primary: true },
        { name: 'B', primary: true },
      ]),
    ).toEqual({
      ok: false,
      errors: [{ path: 'names', key: 'Person.error_primary_name' }],
    });
  });
});

describe('name list rules', () => {
  it('removing the last name leaves a blank primary name', () => {
    expect(removePersonName([{ name: 'Mozart', primary: true }], 0)).toEqual([blankPrimaryName()]);
    expect(blankPrimaryName()).toEqual({ name: '', primary: true });
  });

  it('removing the primary name makes the first remaining name primary', () => {
    const names = [
      { name: 'A', primary: false },
      { name: 'B', primary: true },
      { name: 'C', primary: false },
    ];
    expect(removePersonName(names, 1)).toEqual([
      { name: 'A', primary: true },
      { name: 'C', primary: false },
    ]);
  });

  it('removing a variant keeps the primary name', () => {
    const names = [
      { name: 'A', primary: false },
      { name: 'B', primary: true },
    ];
    expect(removePersonName(names, 0)).toEqual([{ name: 'B', primary: true }]);
  });

  it('ensureOnePrimary keeps the first primary and clears the others', () => {
    const names = [{ name: 'A' }, { name: 'B', primary: true }, { name: 'C', primary: true }];
    expect(ensureOnePrimary(names).map((n) => n.primary)).toEqual([false, true, false]);
    expect(ensureOnePrimary([{ name: 'A' }, { name: 'B' }]).map((n) => n.primary)).toEqual([true, false]);
    expect(ensureOnePrimary([])).toEqual([]);
  });

  it('setPrimaryName makes exactly the chosen name primary', () => {
    const names = [
      { id: 1, name: 'A', primary: true },
      { id: 2, name: 'B', primary: false },
    ];
    expect(setPrimaryName(names, 1)).toEqual([
      { id: 1, name: 'A', primary: false },
      { id: 2, name: 'B', primary: true },
    ]);
  });
});

describe('primaryName', () => {
  it('is the primary name, trimmed', () => {
    expect(primaryName([{ name: 'Mozzart' }, { name: ' Mozart ', primary: true }])).toBe('Mozart');
  });

  it('falls back to the first given name, then to an empty string', () => {
    expect(primaryName([{ name: ' ', primary: true }, { name: 'Mozzart' }])).toBe('Mozzart');
    expect(primaryName([])).toBe('');
    expect(primaryName(null)).toBe('');
  });
});
