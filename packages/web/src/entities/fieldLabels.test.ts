import { domainResources } from '@fontes/domain/locales';
import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from '../forms/fieldDescriptor.ts';
import { de } from '../locales/de.ts';
import { en } from '../locales/en.ts';
import type { RecordScreenDefinition } from '../records/recordScreenDefinition.ts';
import { catalogDefinition } from './catalog/catalogDefinition.ts';
import { collectionDefinition } from './collection/collectionDefinition.ts';
import { compositeDefinition } from './composite/compositeDefinition.ts';
import { digitalCopyDefinition } from './digitalCopy/digitalCopyDefinition.ts';
import { pageDefinition } from './page/pageDefinition.ts';
import { personDefinition } from './person/personDefinition.ts';
import { publicationDefinition } from './publication/publicationDefinition.ts';
import { scoreDefinition } from './score/scoreDefinition.ts';

// Labels default to `<Entity>.fields.<name>`: every label a definition ends up with must be a string in
// both languages, or a screen would show the bare key.

const definitions: RecordScreenDefinition[] = [
  catalogDefinition,
  collectionDefinition,
  compositeDefinition,
  digitalCopyDefinition,
  pageDefinition,
  personDefinition,
  publicationDefinition,
  scoreDefinition,
] as RecordScreenDefinition[];

function labelKeys(fields: readonly FieldDescriptor[]): string[] {
  return fields.flatMap((field) => [
    field.labelKey ?? `(none: ${field.name})`,
    ...(field.type === 'list' ? labelKeys([...field.fields, ...(field.viewFields ?? [])]) : []),
    ...(field.type === 'group' ? labelKeys(field.fields) : []),
  ]);
}

function text(resources: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
}

describe('the record screens’ field labels', () => {
  for (const definition of definitions) {
    it(`of ${definition.type} exist in English and German`, () => {
      for (const key of labelKeys(definition.fields)) {
        expect(typeof text({ ...domainResources.en, ...en }, key), `en: ${key}`).toBe('string');
        expect(typeof text({ ...domainResources.de, ...de }, key), `de: ${key}`).toBe('string');
      }
    });
  }
});
