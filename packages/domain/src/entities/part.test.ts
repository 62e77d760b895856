import { describe, expect, it } from 'vitest';
import { validate } from '../validation.ts';
import { partSchema } from './part.ts';
import { blankVoice } from './voice.ts';

describe('partSchema', () => {
  it('requires score type, source type and (stricter reading) a scoring', () => {
    expect(validate(partSchema, { voices: [blankVoice()] })).toEqual({
      ok: false,
      errors: [
        { path: 'score_type', key: 'Part.error_score_type_empty' },
        { path: 'source_type', key: 'Part.error_source_type_empty' },
        { path: 'voices', key: 'Part.error_voices_empty' },
      ],
    });
  });

  it('accepts a complete part', () => {
    const result = validate(partSchema, {
      id: 2,
      position: '1',
      score_type: 'individual',
      source_type: 'cpy',
      watermark: true,
      voices: [{ voice: 'vl', count: 2 }, { voice: 'bc' }],
      extent: ' 4 fol. ',
    });
    expect(result.ok && result.data).toEqual({
      id: 2,
      position: 1,
      score_type: 'individual',
      source_type: 'cpy',
      extent: '4 fol.',
      measurements: null,
      wear: null,
      date: null,
      watermark: true,
      voices: [
        { voice: 'vl', count: 2, numbering: null, position: 1 },
        { voice: 'bc', count: 1, numbering: null, position: 1 },
      ],
      notes: null,
    });
  });

  it('reports voice errors under the part’s voices', () => {
    const part = { score_type: 'full', source_type: 'aut', voices: [{ voice: 'sop' }, { voice: 'xyz' }] };
    expect(validate(partSchema, part)).toEqual({
      ok: false,
      errors: [{ path: 'voices.1.voice', key: 'Validation.error_invalid' }],
    });
  });
});
