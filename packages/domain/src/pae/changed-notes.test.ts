import { describe, expect, it } from 'vitest';
import { changedNotes } from './changed-notes.ts';

const incipit = (data: string) => ({ clef: 'G-2', key_signature: null, time_signature: '4/4', data });

describe('changedNotes', () => {
  it('marks the notes one version has and the other has not', () => {
    expect(changedNotes(incipit("'4C8DEFG4A"), incipit("'4C8DEFG4B"))).toEqual({ before: [5], after: [5] });
  });

  it('marks an inserted note in the newer version only, and nothing when the notes are the same', () => {
    expect(changedNotes(incipit("'4CDE"), incipit("'4CDFE"))).toEqual({ before: [], after: [2] });
    expect(changedNotes(incipit("'4CDE"), incipit("'4CDE"))).toEqual({ before: [], after: [] });
  });

  it('counts a changed length as a changed note, and rests not at all', () => {
    expect(changedNotes(incipit("'4C-D"), incipit("'4C-8D"))).toEqual({ before: [1], after: [1] });
  });

  it('marks nothing in a version whose code cannot be read', () => {
    expect(changedNotes(incipit("'4CD"), incipit('(((('))).toEqual({ before: [0, 1], after: [] });
  });
});
