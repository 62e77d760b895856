import { describe, expect, it } from 'vitest';
import {
  appendKey,
  currentDuration,
  currentOctave,
  keyName,
  type PianoKey,
  removeLastNote,
} from './paeKeys.ts';

const play = (keys: PianoKey[], keySignature: string | null = null, duration: '4' | '8' = '4', start = '') =>
  keys.reduce((pae, key) => appendKey(pae, key, keySignature, duration), start);
const c4 = { semitone: 0, octave: 4 };
const d4 = { semitone: 2, octave: 4 };
const fSharp4 = { semitone: 6, octave: 4 };
const f4 = { semitone: 5, octave: 4 };

describe('the on-screen keyboard writes Plaine & Easie', () => {
  it('marks the octave and the duration once, and again only when they change', () => {
    expect(play([c4, d4, { semitone: 0, octave: 5 }, { semitone: 11, octave: 3 }])).toBe("'4CD''C,B");
    expect(play([c4], null, '8', "'4CD")).toBe("'4CD8C");
  });

  it('spells black keys by the key signature and writes accidentals only against it', () => {
    expect(play([fSharp4, f4])).toBe("'4xFnF");
    expect(play([fSharp4, f4], 'xF')).toBe("'4FnF");
    expect(
      play(
        [
          { semitone: 10, octave: 4 },
          { semitone: 3, octave: 4 },
        ],
        'bB',
      ),
    ).toBe("'4BbE");
    expect(keyName(3, 'bBE')).toBe('E♭');
    expect(keyName(3, null)).toBe('D♯');
  });

  it('repeats an accidental the measure has contradicted, and forgets it after the bar line', () => {
    expect(play([fSharp4, f4, fSharp4])).toBe("'4xFnFxF");
    expect(play([f4], null, '4', "'4xF/")).toBe("'4xF/F");
  });

  it('reads the octave and duration the code ends in, past metre changes and measure rests', () => {
    expect(currentOctave('')).toBe(4);
    expect(currentOctave("''4C,,D")).toBe(2);
    expect(currentDuration("'4C8.D/=3/@3/4")).toBe('8.');
    expect(currentDuration("'C")).toBeNull();
  });

  it('takes back the last note with its marks, rests too', () => {
    expect(removeLastNote("'4CD''8xF/")).toBe("'4CD");
    expect(removeLastNote("'4C-")).toBe("'4C");
    expect(removeLastNote("'4C")).toBe('');
    expect(removeLastNote('')).toBe('');
  });
});
