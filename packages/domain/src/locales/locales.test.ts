import { describe, expect, it } from 'vitest';
import { codeLabelKey, codeListNames, codeLists, recordTypes } from '../codes.ts';
import { flattenKeys } from './flatten.ts';
import { de, domainResources, en } from './index.ts';

function lookup(resources: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
}

describe('flattenKeys', () => {
  it('lists dotted paths of all leaves', () => {
    expect(flattenKeys({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual(['a.b', 'a.c.d', 'e']);
    expect(flattenKeys({})).toEqual([]);
  });
});

describe('domain locales', () => {
  it('export en and de as the resources', () => {
    expect(Object.keys(domainResources).sort()).toEqual(['de', 'en']);
  });

  it('have identical key sets in English and German', () => {
    expect(flattenKeys(de).sort()).toEqual(flattenKeys(en).sort());
  });

  it('have no empty value', () => {
    for (const [lang, resources] of Object.entries(domainResources)) {
      for (const key of flattenKeys(resources)) {
        const value = lookup(resources, key);
        expect(typeof value === 'string' && value.trim() !== '', `${lang}: ${key}`).toBe(true);
      }
    }
  });

  it('label every code of every list in both languages', () => {
    for (const list of codeListNames) {
      for (const code of codeLists[list]) {
        for (const resources of [en, de])
          expect(lookup(resources, codeLabelKey(list, code))).toBeTypeOf('string');
      }
    }
  });

  it('label no code that the lists do not have', () => {
    const expected = codeListNames.flatMap((list) => codeLists[list].map((code) => codeLabelKey(list, code)));
    expect(flattenKeys({ codes: en.codes }).sort()).toEqual(expected.sort());
  });

  it('name every record type, singular and plural', () => {
    for (const type of recordTypes) {
      for (const resources of [en, de]) {
        expect(lookup(resources, `recordTypes.${type}`)).toBeTypeOf('string');
        expect(lookup(resources, `Server.references.${type}_one`)).toContain('{{count}}');
        expect(lookup(resources, `Server.references.${type}_other`)).toContain('{{count}}');
      }
    }
  });

  it('keep interpolation placeholders in both languages', () => {
    const placeholders = (s: unknown) =>
      String(s)
        .match(/\{\{\w+\}\}/g)
        ?.sort() ?? [];
    for (const key of flattenKeys(en)) {
      expect(placeholders(lookup(de, key)), key).toEqual(placeholders(lookup(en, key)));
    }
  });

  it('use the spec’s wording for the url and save errors', () => {
    expect(en.Collection.error_url_invalid).toBe('Please enter a valid URL (including protocol)!');
    expect(de.Collection.error_url_invalid).toBe(
      'Bitte geben Sie eine gültige URL (inklusive Protokoll) ein!',
    );
    expect(en.Server.error_save).toBe('An error occurred while saving this dataset!');
    expect(de.Server.error_save).toBe('Beim Speichern ist ein Fehler aufgetreten!');
    expect(de.Collection.server_error).toBe('Beim Speichern ist ein Fehler aufgetreten!');
  });
});
