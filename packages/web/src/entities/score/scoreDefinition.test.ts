import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formResolver } from '../../forms/formResolver.ts';
import { scoreDefinition } from './scoreDefinition.ts';

// The score form is validated on its input form: picked records sent as ids, errors on the schema's paths.

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<FieldValues>;
const resolve = (values: FieldValues) => formResolver(scoreDefinition)(values, undefined, options);

const filled = {
  ...scoreDefinition.newValues(),
  collection: { id: 2, title: 'Musikarchiv Marienau' },
  composite: { id: 6, title: 'Mus.ms. K 1' },
  shelfmark: 'Mus.ms. 101',
  short_title: 'Heiß — Missa in D-Dur',
  key: 'D-Dur',
  genres: [{ name: 'Missa' }],
  voices: [
    { voice: 'sop', count: 1, position: 1 },
    { voice: 'vl', count: 2, position: 1 },
  ],
  entries: [
    { id: { id: 31, title: 'Marienau · Inventar 1762 · 12/3', href: '/catalogs/4?tab=page&pageId=9' } },
  ],
  attributions: [
    { person: { id: 7, title: 'Heiß, Gregor' }, function: 'aut', qualifier: 'asc', member: false },
  ],
  parts: [
    {
      score_type: 'individual',
      source_type: 'cpy',
      voices: [
        { voice: 'sop', count: 1, position: 1 },
        { voice: 'alt', count: 1, position: 1 },
      ],
      watermark: false,
    },
  ],
  publications: [{ publication: { id: 3, title: 'Musikpflege' }, number: '12', notes: '' }],
};

describe('the score form', () => {
  it('sends what was picked as ids, the scoring and parts as they are', async () => {
    const { errors, values } = await resolve(filled);
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      collection: 2,
      composite: 6,
      entries: [{ id: 31 }],
      attributions: [{ person: 7, function: 'aut' }],
      parts: [{ voices: [{ voice: 'sop' }, { voice: 'alt' }] }],
      publications: [{ publication: 3, number: '12' }],
      genres: [{ name: 'Missa' }],
    });
  });

  it('refuses a new score as the server would, naming each field a cataloguer must fill', async () => {
    const { errors } = await resolve(scoreDefinition.newValues());
    expect(errors.collection?.message).toBe('Score.error_collection_empty');
    expect(errors.shelfmark?.message).toBe('Score.error_shelfmark_empty');
    expect(errors.short_title?.message).toBe('Score.error_short_title_empty');
    // The blank voice and the blank entry the form starts with count as none.
    expect(JSON.stringify(errors.voices)).toContain('Score.error_voices_empty');
    expect(JSON.stringify(errors.entries)).toContain('Score.error_entry_empty');
    // The blank genre the list rules leave is no genre, not an error.
    expect(errors.genres).toBeUndefined();
  });

  it('names an error inside a list item by its path', async () => {
    const { errors } = await resolve({
      ...filled,
      publications: [{ publication: null, number: '', notes: '' }],
    });
    const [reference] = errors.publications as unknown as Record<string, { message: string }>[];
    expect(reference?.publication?.message).toBe('PublicationScore.error_publication_empty');
    expect(reference?.number?.message).toBe('PublicationScore.error_number_empty');
  });
});
