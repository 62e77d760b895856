import { flattenKeys } from '@fontes/domain';
import { domainResources } from '@fontes/domain/locales';
import { describe, expect, it } from 'vitest';
import { de } from './de.ts';
import { en } from './en.ts';

function lookup(resources: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
}

describe('UI locales', () => {
  it('have identical key sets in English and German', () => {
    expect(flattenKeys(de).sort()).toEqual(flattenKeys(en).sort());
  });

  it('have no empty strings', () => {
    for (const [language, resources] of Object.entries({ en, de })) {
      for (const key of flattenKeys(resources)) {
        const value = lookup(resources, key);
        expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(true);
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (value: unknown) =>
      [...String(value).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const key of flattenKeys(en)) {
      expect(placeholders(lookup(de, key)), key).toEqual(placeholders(lookup(en, key)));
    }
  });

  it('do not collide with the domain resources they are merged with', () => {
    const domainTopLevel = new Set(Object.keys(domainResources.en));
    expect(Object.keys(en).filter((key) => domainTopLevel.has(key))).toEqual([]);
  });
});
