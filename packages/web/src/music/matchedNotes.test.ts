import { describe, expect, it } from 'vitest';
import { markMatchedNotes, notePositions } from './matchedNotes.ts';

// As Verovio draws `'4C qG 4D - 8E`: a note, a grace note, a note, a rest, a note.
const svg = [
  '<g id="a" class="note"><g class="notehead"></g></g>',
  '<g id="b" class="note" data-grace="acc"><g class="notehead"></g></g>',
  '<g id="c" class="note"><g class="notehead"></g></g>',
  '<g id="d" class="rest"></g>',
  '<g id="e" class="note"><g class="notehead"></g></g>',
].join('');

const marked = (drawing: string) =>
  [...drawing.matchAll(/id="(\w)" class="note matched-note"/g)].map((m) => m[1]);

describe('the matched notes of a hit', () => {
  it('are coloured counting the notes only, as the server does: no grace notes, no rests', () => {
    expect(marked(markMatchedNotes(svg, [1, 2]))).toEqual(['c', 'e']);
    expect(marked(markMatchedNotes(svg, [0]))).toEqual(['a']);
    expect(markMatchedNotes(svg, [])).toBe(svg);
  });

  it('leave the note heads and what else the notes hold as they were', () => {
    expect(markMatchedNotes(svg, [0, 1, 2]).match(/class="notehead"/g)).toHaveLength(4);
  });

  it('are named by their positions from 1, runs joined', () => {
    expect(notePositions([2, 3, 4, 5])).toBe('3–6');
    expect(notePositions([5, 0, 3, 4])).toBe('1, 4–6');
  });
});

describe('the matched notes of a hit with a chord', () => {
  // As Verovio draws `'4C 4E^G 4A`: the chord's notes inside its `g.chord`, counted once.
  const chord = [
    '<g id="a" class="note"><g class="notehead"></g></g>',
    '<g id="b" class="chord"><g id="c" class="note"><g class="notehead"></g></g>',
    '<g id="d" class="note"><g class="notehead"></g></g><g class="stem"></g></g>',
    '<g id="e" class="note"><g class="notehead"></g></g>',
  ].join('');

  it('colours every note of a matched chord, and counts on after it by one', () => {
    expect(marked(markMatchedNotes(chord, [1]))).toEqual(['c', 'd']);
    expect(marked(markMatchedNotes(chord, [2]))).toEqual(['e']);
  });
});
