import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { flattenKeys } from '../locales/flatten.ts';
import { en } from '../locales/index.ts';
import { validate } from '../validation.ts';
import { attributionSchema } from './attribution.ts';
import { catalogSchema } from './catalog.ts';
import { compositeSchema } from './composite.ts';
import { digitalCopySchema } from './digital-copy.ts';
import { fileSchema } from './file.ts';
import { incipitSchema } from './incipit.ts';
import { pageSchema } from './page.ts';
import { partSchema } from './part.ts';
import { personSchema } from './person.ts';
import { publicationSchema } from './publication.ts';
import { scoreSchema } from './score.ts';
import { sourceSchema } from './source.ts';

// The server validates whatever a client sends: no input may throw or leak zod's English text.

const schemas = {
  attributionSchema,
  catalogSchema,
  compositeSchema,
  digitalCopySchema,
  fileSchema,
  incipitSchema,
  pageSchema,
  partSchema,
  personSchema,
  publicationSchema,
  scoreSchema,
  sourceSchema,
};
const oddValues: unknown[] = [null, 123, -1, 'x', '', true, {}, [], [null], [{}], [1, 'x'], { id: 'x' }];
const translated = new Set(flattenKeys(en));

function fieldsOf(schema: z.ZodType): string[] {
  const s = schema as unknown as { shape?: Record<string, unknown>; in?: z.ZodType };
  return Object.keys(s.shape ?? (s.in ? fieldsOf(s.in) : {}));
}

describe.each(Object.entries(schemas))('%s with hostile input', (_name, schema) => {
  it('answers translated keys for wrong whole inputs', () => {
    for (const input of [null, 'x', 1, [], true]) {
      const result = validate(schema, input);
      expect(result.ok).toBe(false);
      if (!result.ok) for (const error of result.errors) expect(translated).toContain(error.key);
    }
  });

  it('answers translated keys for odd values in every field', () => {
    for (const field of fieldsOf(schema)) {
      for (const value of oddValues) {
        const result = validate(schema, { cleric: true, [field]: value });
        if (!result.ok)
          for (const error of result.errors)
            expect(translated, `${field}=${JSON.stringify(value)}`).toContain(error.key);
      }
    }
  });
});
