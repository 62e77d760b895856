import { describe, expect, it } from 'vitest';
import { validate } from '../validation.ts';
import { blankGenre } from './genre.ts';
import { scoreSchema, scoreWarnings } from './score.ts';
import { blankVoice } from './voice.ts';

const valid = {
  collection: 1,
  shelfmark: ' 123,4 ',
  short_title: 'Mozart — Messe in C-Dur',
  voices: [{ voice: 'sop' }, { voice: 'org' }],
  entries: [{ id: 7, title: 'ignored' }],
  genres: [blankGenre()],
};
const errorsOf = (input: unknown) => {
  const result = validate(scoreSchema, input);
  return result.ok ? [] : result.errors;
};

describe('scoreSchema', () => {
  it('accepts a minimal score and normalises it', () => {
    const result = validate(scoreSchema, valid);
    expect(result.ok && result.data).toMatchObject({
      collection: 1,
      composite: null,
      shelfmark: '123,4',
      voices: [
        { voice: 'sop', count: 1, position: 1 },
        { voice: 'org', count: 1, position: 1 },
      ],
      entries: [{ id: 7 }],
      genres: [],
      attributions: [],
      has_digital_copy: false,
    });
  });

  it('reports every required field of an empty score', () => {
    expect(errorsOf({ voices: [blankVoice()] })).toEqual([
      { path: 'collection', key: 'Score.error_collection_empty' },
      { path: 'shelfmark', key: 'Score.error_shelfmark_empty' },
      { path: 'short_title', key: 'Score.error_short_title_empty' },
      { path: 'voices', key: 'Score.error_voices_empty' },
      { path: 'entries', key: 'Score.error_entry_empty' },
    ]);
  });

  it('needs an id for every catalog entry', () => {
    expect(errorsOf({ ...valid, entries: [{ id: 7 }, { title: 'Neu' }] })).toEqual([
      { path: 'entries.1.id', key: 'Score.error_entry_empty' },
    ]);
  });

  it('validates every nested list under list and position', () => {
    const score = {
      ...valid,
      attributions: [
        { person: 1, function: 'aut', qualifier: 'asc' },
        { function: 'aut', qualifier: 'asc' },
      ],
      parts: [{ score_type: 'full', source_type: 'aut', voices: [] }],
      incipits: [{ is_text_incipit: false }],
      publications: [{ publication: 3 }],
      sources: [{ type: 'rism', citation: 'RISM' }],
      genres: [{ name: 'Messe' }, { name: ' ' }],
    };
    expect(errorsOf(score)).toEqual([
      { path: 'attributions.1.person', key: 'Attribution.error_person_empty' },
      { path: 'parts.0.voices', key: 'Part.error_voices_empty' },
      { path: 'incipits.0.pae', key: 'Incipit.error_pae_empty' },
      { path: 'publications.0.number', key: 'PublicationScore.error_number_empty' },
      { path: 'sources.0.rism_id', key: 'Source.error_rism_empty' },
      { path: 'genres.1.name', key: 'Genre.error_name_empty' },
    ]);
  });

  it('does not block on a key that misses the template', () => {
    expect(errorsOf({ ...valid, key: 'D major' })).toEqual([]);
  });
});

describe('scoreWarnings', () => {
  it('warns about a key that misses the template, separately from errors', () => {
    expect(scoreWarnings({ key: 'D major' })).toEqual([{ path: 'key', key: 'Score.warning_key_template' }]);
    expect(scoreWarnings({ key: 'D-Dur' })).toEqual([]);
    expect(scoreWarnings({})).toEqual([]);
  });
});
