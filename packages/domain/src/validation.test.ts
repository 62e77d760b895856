import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  booleanDefault,
  entityObject,
  INVALID_KEY,
  optionalText,
  optionalUrl,
  requiredText,
  validate,
} from './validation.ts';

const K = 'Test.error_key';

describe('validate', () => {
  it('returns the parsed output on success', () => {
    expect(validate(requiredText(K), '  x ')).toEqual({ ok: true, data: 'x' });
  });

  it('joins nested issue paths with dots and uses the message as key', () => {
    const schema = entityObject({
      attributions: z.array(entityObject({ person: requiredText('Attribution.error_person_empty') })),
    });
    const result = validate(schema, { attributions: [{ person: 'A' }, { person: ' ' }] });
    expect(result).toEqual({
      ok: false,
      errors: [{ path: 'attributions.1.person', key: 'Attribution.error_person_empty' }],
    });
  });

  it('gives an empty path for a root error', () => {
    expect(validate(requiredText(K), null)).toEqual({ ok: false, errors: [{ path: '', key: K }] });
  });

  it('falls back to the generic key where a schema names none, never to zod’s English text', () => {
    const result = validate(z.object({ n: z.number() }), { n: 'x' });
    expect(result).toEqual({ ok: false, errors: [{ path: 'n', key: INVALID_KEY }] });
  });
});

describe('requiredText', () => {
  const schema = entityObject({ name: requiredText(K) });

  it('trims', () => {
    expect(validate(schema, { name: '  Bach  ' })).toEqual({ ok: true, data: { name: 'Bach' } });
  });

  it.each([
    ['empty', ''],
    ['whitespace only', ' \t\n '],
    ['null', null],
    ['a number', 5],
    ['an object', {}],
  ])('gives the key for %s', (_label, value) => {
    expect(validate(schema, { name: value })).toEqual({ ok: false, errors: [{ path: 'name', key: K }] });
  });

  it('gives the key for a missing field, also without validate()', () => {
    const issues = schema.safeParse({}).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([['name', K]]);
  });
});

describe('optionalText', () => {
  it('trims, and turns missing, null and blank into null', () => {
    const schema = entityObject({ notes: optionalText() });
    expect(validate(schema, { notes: '  a\nb  ' })).toEqual({ ok: true, data: { notes: 'a\nb' } });
    for (const notes of [undefined, null, '', '   ']) {
      expect(validate(schema, { notes })).toEqual({ ok: true, data: { notes: null } });
    }
  });

  it('rejects non-strings with the generic key or the given one', () => {
    expect(validate(optionalText(), 3)).toEqual({ ok: false, errors: [{ path: '', key: INVALID_KEY }] });
    expect(optionalText(K).safeParse(3).error?.issues[0].message).toBe(K);
  });
});

describe('optionalUrl', () => {
  const schema = optionalUrl(K);

  it('normalises valid addresses', () => {
    expect(validate(schema, ' example.org/x ')).toEqual({ ok: true, data: 'https://example.org/x' });
    expect(validate(schema, 'http://example.org')).toEqual({ ok: true, data: 'http://example.org' });
  });

  it('turns blank into null', () => {
    for (const value of [undefined, null, '', '  '])
      expect(validate(schema, value)).toEqual({ ok: true, data: null });
  });

  it.each([['ftp://x.org'], ['not a url'], ['localhostx'], [42]])('gives the key for %s', (value) => {
    expect(validate(schema, value)).toEqual({ ok: false, errors: [{ path: '', key: K }] });
  });
});

describe('entityObject', () => {
  it('reports a wrong type of the whole object with the generic key, also without validate()', () => {
    const schema = entityObject({ name: requiredText(K) });
    for (const input of [null, 'x', 1, []]) {
      expect(schema.safeParse(input).error?.issues.map((i) => i.message)).toEqual([INVALID_KEY]);
    }
  });
});

describe('booleanDefault', () => {
  it('fills in the default for missing and null, and keeps booleans', () => {
    const schema = entityObject({ flag: booleanDefault(true) });
    expect(validate(schema, {})).toEqual({ ok: true, data: { flag: true } });
    expect(validate(schema, { flag: null })).toEqual({ ok: true, data: { flag: true } });
    expect(validate(schema, { flag: false })).toEqual({ ok: true, data: { flag: false } });
  });

  it('rejects anything else with the generic key', () => {
    for (const flag of ['true', 1, {}]) {
      expect(validate(entityObject({ flag: booleanDefault(false) }), { flag })).toEqual({
        ok: false,
        errors: [{ path: 'flag', key: INVALID_KEY }],
      });
    }
  });
});
