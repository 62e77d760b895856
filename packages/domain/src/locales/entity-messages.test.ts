import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as domain from '../index.ts';
import { validate } from '../validation.ts';
import { flattenKeys } from './flatten.ts';
import { de, en } from './index.ts';

// Every key a schema can report and every field a form can show must be translated.

const schemas: Record<string, z.ZodType> = {
  Collection: domain.collectionSchema,
  Source: domain.sourceSchema,
  Syllabus: domain.syllabusSchema,
  VowBookEntry: domain.vowBookEntrySchema,
  Name: domain.nameSchema,
  Person: domain.personSchema,
  Genre: domain.genreSchema,
  Place: domain.placeSchema,
  Publication: domain.publicationSchema,
  Attribution: domain.attributionSchema,
  Incipit: domain.incipitSchema,
  Voice: domain.voiceSchema,
  Part: domain.partSchema,
  PublicationScore: domain.publicationScoreSchema,
  Score: domain.scoreSchema,
  Entry: domain.entrySchema,
  Page: domain.pageSchema,
  Catalog: domain.catalogSchema,
  Composite: domain.compositeSchema,
  DigitalCopy: domain.digitalCopySchema,
  DigitalCopyFile: domain.digitalCopyFileSchema,
  File: domain.fileSchema,
};

// Inputs that make every schema report its keys: empty, and each source type / incipit kind.
const badInputs: Record<string, unknown[]> = {
  Source: [{ type: 'url' }, { type: 'url', url: 'x y' }, { type: 'gnd' }, { type: 'rism' }],
  Incipit: [{ is_text_incipit: false }],
  Person: [
    {
      names: [
        { name: 'A', primary: true },
        { name: 'B', primary: true },
      ],
    },
    { cleric: true, syllabi: [{}], vow_book_entry: { citation: 'x' } },
  ],
  Score: [
    {
      entries: [{}],
      voices: [{ voice: '' }, { voice: 'sop' }],
      genres: [{ name: 'x' }, {}],
      attributions: [{}],
      parts: [{}],
      incipits: [{ is_text_incipit: false }],
      publications: [{}],
      sources: [{}],
    },
  ],
  DigitalCopy: [{ files: [{}] }],
  Page: [{ entries: [{ score: 'x' }] }],
  Catalog: [{ pages: [{}] }],
  Publication: [{ attributions: [{}], sources: [{}] }],
};

const lookup = (resources: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);

function reportedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const [entity, schema] of Object.entries(schemas)) {
    for (const input of [{}, ...(badInputs[entity] ?? [])]) {
      const result = validate(schema, input);
      if (!result.ok) for (const error of result.errors) keys.add(error.key);
    }
  }
  return keys;
}

function shapeOf(schema: z.ZodType): Record<string, unknown> {
  const s = schema as unknown as { shape?: Record<string, unknown>; in?: z.ZodType };
  return s.shape ?? (s.in ? shapeOf(s.in) : {});
}

describe('entity messages', () => {
  it('translate every key the schemas report, in both languages', () => {
    const keys = reportedKeys();
    expect(keys.size).toBeGreaterThan(40);
    for (const key of keys) {
      expect(lookup(en, key), `en: ${key}`).toBeTypeOf('string');
      expect(lookup(de, key), `de: ${key}`).toBeTypeOf('string');
    }
  });

  it('label every field of every entity', () => {
    for (const [entity, schema] of Object.entries(schemas)) {
      for (const field of Object.keys(shapeOf(schema)).filter((f) => f !== 'id')) {
        expect(lookup(en, `${entity}.fields.${field}`), `${entity}.fields.${field}`).toBeTypeOf('string');
      }
    }
  });

  it('name every tab of the spec’s record screens', () => {
    const tabs = {
      Score: ['basic', 'attributions', 'parts', 'incipits', 'links', 'sources'],
      Publication: ['basic', 'attributions', 'sources'],
      Person: ['basic', 'names', 'vow_book_entries', 'syllabi', 'sources'],
    };
    for (const [entity, keys] of Object.entries(tabs)) {
      expect(flattenKeys(lookup(en, `${entity}.tabs`)).sort()).toEqual([...keys].sort());
    }
  });

  it('use the spec’s wording', () => {
    expect(en.Score.error_voices_empty).toBe('Scoring cannot be empty!');
    expect(en.Score.error_entry_empty).toBe('Catalog entry cannot be empty!');
    expect(en.Score.warning_key_template).toBe('Does not match the following template: d-Moll, D-Dur');
    expect(en.Genre.warning_unknown).toBe('Not found in the database. Please check for typos.');
    expect(en.Page.error_catalog_empty).toBe('Catalog cannot be empty!');
    expect(en.Page.error_number_empty).toBe('Number cannot be empty!');
    expect(en.Catalog.error_collection_empty).toBe('Collection cannot be empty!');
    expect(en.Catalog.error_short_title_empty).toBe('Short title cannot be empty!');
    expect(en.Catalog.error_page_count_invalid).toBe('Please enter a valid number of pages!');
    expect(en.File.error_too_large).toBe('File too large.');
    expect(de.Score.fields.shelfmark).toBe('Signatur');
    expect(de.Person.fields.first_mass).toBe('Primiz');
    expect(de.Person.fields.vow_book_entry).toBe('Professbucheintrag');
  });

  it('exist for the warnings, which no schema reports', () => {
    for (const key of [
      domain.KEY_WARNING_TEMPLATE,
      domain.GENRE_WARNING_UNKNOWN,
      domain.FILE_TOO_LARGE,
      domain.PAGE_COUNT_INVALID,
    ]) {
      expect(lookup(de, key), key).toBeTypeOf('string');
    }
  });
});
