import { describe, expect, it } from 'vitest';
import { entityObject, INVALID_KEY, validate } from './validation.ts';
import {
  codeOf,
  integerDefault,
  itemId,
  optionalCodeOf,
  optionalId,
  optionalInteger,
  requiredId,
  toInteger,
  toRecordId,
} from './validation-values.ts';

const K = 'Test.error_key';
const errors = (key: string, path = 'v') => ({ ok: false, errors: [{ path, key }] });
const check = (schema: Parameters<typeof entityObject>[0]['v'], v: unknown) =>
  validate(entityObject({ v: schema }), { v });

describe('toRecordId', () => {
  it('takes positive integers, digit text and records carrying them', () => {
    expect(toRecordId(4)).toBe(4);
    expect(toRecordId(' 12 ')).toBe(12);
    expect(toRecordId({ id: 7, name: 'x' })).toBe(7);
    expect(toRecordId({ id: '8' })).toBe(8);
  });

  it('is null for anything else', () => {
    for (const value of [0, -1, 1.5, 'x', '', '1e3', null, undefined, {}, { id: null }, [], Number.NaN]) {
      expect(toRecordId(value), JSON.stringify(value)).toBeNull();
    }
  });
});

describe('requiredId and optionalId', () => {
  it('give the id', () => {
    expect(check(requiredId(K), { id: 3 })).toEqual({ ok: true, data: { v: 3 } });
    expect(check(optionalId(), '3')).toEqual({ ok: true, data: { v: 3 } });
  });

  it('requiredId gives its key for missing and invalid ids', () => {
    for (const v of [undefined, null, '', 0, 'abc', { name: 'new' }])
      expect(check(requiredId(K), v)).toEqual(errors(K));
  });

  it('optionalId turns blank into null and rejects what is not an id', () => {
    for (const v of [undefined, null, '', '  '])
      expect(check(optionalId(), v)).toEqual({ ok: true, data: { v: null } });
    expect(check(optionalId(), -2)).toEqual(errors(INVALID_KEY));
    expect(check(optionalId(K), { id: 0 })).toEqual(errors(K));
  });
});

describe('itemId', () => {
  it('keeps a positive integer and leaves a new item without id', () => {
    expect(check(itemId(), 5)).toEqual({ ok: true, data: { v: 5 } });
    const result = validate(entityObject({ id: itemId() }), {});
    expect(result.ok && 'id' in result.data).toBe(false);
    expect(check(itemId(), null)).toEqual({ ok: true, data: { v: undefined } });
    expect(check(itemId(), 0)).toEqual(errors(INVALID_KEY));
  });
});

describe('integers', () => {
  it('toInteger reads numbers and integer text; undefined for blank, NaN otherwise', () => {
    expect(toInteger(' -3 ')).toBe(-3);
    expect(toInteger(7)).toBe(7);
    expect(toInteger('')).toBeUndefined();
    expect(toInteger(Number.NaN)).toBeUndefined();
    for (const v of ['1.5', 1.5, 'x', '1e3', 2 ** 60, {}]) expect(toInteger(v)).toBeNaN();
  });

  it('optionalInteger gives null for blank and enforces the minimum', () => {
    expect(check(optionalInteger(), '')).toEqual({ ok: true, data: { v: null } });
    expect(check(optionalInteger({ min: 1 }), '2')).toEqual({ ok: true, data: { v: 2 } });
    expect(check(optionalInteger({ min: 1, key: K }), 0)).toEqual(errors(K));
  });

  it('integerDefault fills in the default for blank', () => {
    expect(check(integerDefault(1), null)).toEqual({ ok: true, data: { v: 1 } });
    expect(check(integerDefault(1), 'zwei')).toEqual(errors(INVALID_KEY));
  });
});

describe('code lists', () => {
  it('codeOf accepts codes of its list only, trimmed', () => {
    expect(check(codeOf('qualifiers', K), ' cjt ')).toEqual({ ok: true, data: { v: 'cjt' } });
    expect(check(codeOf('qualifiers', K), ' ')).toEqual(errors(K));
    expect(check(codeOf('qualifiers', K), 'aut')).toEqual(errors(INVALID_KEY));
  });

  it('optionalCodeOf turns blank into null', () => {
    expect(check(optionalCodeOf('clefs'), '')).toEqual({ ok: true, data: { v: null } });
    expect(check(optionalCodeOf('clefs'), 'G-3')).toEqual(errors(INVALID_KEY));
  });
});
