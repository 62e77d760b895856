import { describe, expect, it } from 'vitest';
import { removeListItem } from '../lists.ts';
import { entityObject, validate } from '../validation.ts';
import { addVoice, blankVoice, scoringSchema, scoringText, voiceName, voiceSchema } from './voice.ts';

describe('voiceSchema', () => {
  it('defaults count and position to 1', () => {
    expect(validate(voiceSchema, { voice: 'vl' })).toEqual({
      ok: true,
      data: { voice: 'vl', count: 1, numbering: null, position: 1 },
    });
  });

  it('takes counts and positions as numbers or digit text', () => {
    expect(validate(voiceSchema, { id: 9, voice: ' sop ', count: '2', position: 3 })).toEqual({
      ok: true,
      data: { id: 9, voice: 'sop', count: 2, numbering: null, position: 3 },
    });
  });

  it('keeps a numbering that tells parts of one voice apart, read after the name', () => {
    expect(validate(voiceSchema, { voice: 'vl', numbering: ' II ' })).toMatchObject({
      ok: true,
      data: { numbering: 'II' },
    });
    expect(voiceName('Violine', 'II')).toBe('Violine II');
    expect(voiceName('Violine', null)).toBe('Violine');
  });

  it('requires the scoring code', () => {
    expect(validate(voiceSchema, { voice: '' })).toEqual({
      ok: false,
      errors: [{ path: 'voice', key: 'Voice.error_voice_empty' }],
    });
  });

  it('accepts only codes of the scoring list', () => {
    expect(validate(voiceSchema, { voice: 'Violine' })).toEqual({
      ok: false,
      errors: [{ path: 'voice', key: 'Validation.error_invalid' }],
    });
  });

  it('rejects a count below 1 or not an integer', () => {
    for (const count of [0, -2, 1.5, 'zwei']) {
      expect(validate(voiceSchema, { voice: 'vl', count })).toEqual({
        ok: false,
        errors: [{ path: 'count', key: 'Validation.error_invalid' }],
      });
    }
  });
});

describe('scoringSchema', () => {
  const schema = entityObject({ voices: scoringSchema('Score.error_voices_empty') });

  it('reports an empty scoring once, also when only the blank placeholder is left', () => {
    for (const voices of [[], null, [blankVoice()], [{ voice: ' ' }, {}]]) {
      expect(validate(schema, { voices })).toEqual({
        ok: false,
        errors: [{ path: 'voices', key: 'Score.error_voices_empty' }],
      });
    }
  });

  it('reports a blank voice next to filled ones at its position', () => {
    expect(validate(schema, { voices: [{ voice: 'sop' }, { voice: '' }] })).toEqual({
      ok: false,
      errors: [{ path: 'voices.1.voice', key: 'Voice.error_voice_empty' }],
    });
  });
});

describe('voice list rules', () => {
  it('adding a voice replaces a lone blank voice', () => {
    expect(addVoice([blankVoice()], { voice: 'vl', count: 2, position: 1 })).toEqual([
      { voice: 'vl', count: 2, position: 1 },
    ]);
  });

  it('adding a voice appends it otherwise', () => {
    expect(addVoice([{ voice: 'sop' }], { voice: 'alt' })).toEqual([{ voice: 'sop' }, { voice: 'alt' }]);
    expect(addVoice([], { voice: 'alt' })).toEqual([{ voice: 'alt' }]);
    expect(addVoice([{ voice: '' }, { voice: '' }], { voice: 'alt' })).toHaveLength(3);
  });

  it('removing the last voice leaves a blank one', () => {
    expect(removeListItem([{ voice: 'vl', count: 1, position: 1 }], 0, blankVoice)).toEqual([blankVoice()]);
  });
});

describe('a scoring as read', () => {
  const label = (code: string) => ({ vl: 'Violine', bc: 'Basso continuo' })[code] ?? code;

  it('names each voice once, with its count above one and its numbering, blank voices left out', () => {
    expect(scoringText([{ voice: 'vl', count: 2 }, blankVoice(), { voice: 'bc', count: 1 }], label)).toBe(
      '2 × Violine, Basso continuo',
    );
    expect(scoringText([{ voice: 'vl', count: '3', numbering: 'II' }], label)).toBe('3 × Violine II');
    expect(scoringText([], label)).toBe('');
  });
});
