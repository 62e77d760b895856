import { describe, expect, it } from 'vitest';
import { serialize } from './serialize.ts';

describe('serialize', () => {
  it('answers timestamps as ISO strings at any depth, other values as they are', () => {
    const at = new Date('2026-11-23T10:15:30.125Z');
    const record = {
      id: 7,
      title: 'Missa',
      notes: null,
      updated_at: at,
      parts: [{ id: 1, updated_at: at, voices: [{ voice: 'S', count: 2 }] }],
      composite: null,
    };
    expect(serialize(record)).toEqual({
      id: 7,
      title: 'Missa',
      notes: null,
      updated_at: '2026-11-23T10:15:30.125Z',
      parts: [{ id: 1, updated_at: '2026-11-23T10:15:30.125Z', voices: [{ voice: 'S', count: 2 }] }],
      composite: null,
    });
  });

  it('answers a list that a record shows in two places right in both', () => {
    const attributions = [{ id: 3, updated_at: new Date(0) }];
    const score = { attributions, entries: [{ id: 9, score: { attributions } }] };
    const answer = serialize(score);
    expect(answer.attributions[0].updated_at).toBe('1970-01-01T00:00:00.000Z');
    expect(answer.entries[0].score.attributions[0].updated_at).toBe('1970-01-01T00:00:00.000Z');
  });
});
