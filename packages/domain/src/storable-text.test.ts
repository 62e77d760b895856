import { describe, expect, it } from 'vitest';
import {
  isStorableText,
  storableText,
  UNSTORABLE_TEXT_KEY,
  unstorableTextPaths,
  withoutBidiControls,
} from './storable-text.ts';
import { entityObject, optionalText, validate } from './validation.ts';

describe('isStorableText', () => {
  it.each([
    ['a NUL character', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', '\uDC00'],
    ['a high surrogate at the end', 'abc\uD83D'],
  ])('refuses %s', (_name, text) => {
    expect(isStorableText(text)).toBe(false);
  });

  it.each([
    ['plain text', 'Missa brevis'],
    ['an astral character (a surrogate pair)', 'a😀b'],
    ['other control characters the database keeps', 'a\u0001\u001b\u007f\u0085b'],
    ['a byte order mark and a noncharacter', '\uFEFFa\uFFFE'],
    ['empty text', ''],
  ])('keeps %s', (_name, text) => {
    expect(isStorableText(text)).toBe(true);
  });
});

describe('storableText', () => {
  it('drops NUL and bidirectional controls, replaces lone surrogates, keeps pairs and other text', () => {
    expect(storableText('a\u0000b\uD800c\uDC00 😀 fol.\u202E r1\u2066\u2069 Ä')).toBe(
      'ab\uFFFDc\uFFFD 😀 fol. r1 Ä',
    );
    expect(isStorableText(storableText('\uD83D\u0000\uDE00'))).toBe(true);
  });

  it('shows a name as it is stored once its bidirectional controls are gone', () => {
    expect(withoutBidiControls('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(withoutBidiControls('\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069')).toBe('');
    expect(withoutBidiControls('\u200E\u200F')).toBe('\u200E\u200F');
  });
});

describe('unstorableTextPaths', () => {
  it('names every nested string the database cannot store', () => {
    const input = { name: 'ok', parts: [{ notes: 'x\u0000' }, { notes: 'fine', voices: ['\uD800'] }], n: 3 };
    expect(unstorableTextPaths(input)).toEqual(['parts.0.notes', 'parts.1.voices.0']);
  });

  it('does not look into objects other than plain ones (an upload)', () => {
    expect(unstorableTextPaths({ file: new Blob(['\u0000']), date: new Date() })).toEqual([]);
  });

  it('walks input nested far deeper than a call stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(unstorableTextPaths(deep)).toEqual([Array(100_000).fill('a').join('.')]);
  });

  it('answers a bare string at the empty path', () => {
    expect(unstorableTextPaths('\u0000')).toEqual(['']);
  });
});

describe('validate with unstorable text', () => {
  const schema = entityObject({ title: optionalText(), notes: optionalText() });

  it('refuses it with a field error on each field, before the schema', () => {
    expect(validate(schema, { title: 'a\u0000', notes: '\uDFFF', unknown: '\u0000' })).toEqual({
      ok: false,
      errors: [
        { path: 'title', key: UNSTORABLE_TEXT_KEY },
        { path: 'notes', key: UNSTORABLE_TEXT_KEY },
        { path: 'unknown', key: UNSTORABLE_TEXT_KEY },
      ],
    });
  });
});
