import { describe, expect, it } from 'vitest';
import { readMelody } from './features.ts';
import { readPae } from './melody.ts';

const pitches = (data: string, key_signature: string | null = null) =>
  readPae({ data, key_signature }).events.map((e) => e.pitch);
const line = (data: string, key_signature: string | null = null) => {
  const reading = readMelody({ data, key_signature });
  if (!reading.melody) throw new Error(reading.problem);
  return reading.melody;
};

describe('reading PAE', () => {
  it('places notes by octave mark, middle C being ′C', () => {
    expect(pitches("'CDEFGAB''C")).toEqual([60, 62, 64, 65, 67, 69, 71, 72]);
    expect(pitches(",,C,C'C''C'''C")).toEqual([36, 48, 60, 72, 84]);
  });

  it('applies the key signature in every octave, and accidentals to the end of the bar in their octave', () => {
    expect(pitches("'FC''F", 'xFC')).toEqual([66, 61, 78]);
    expect(pitches("'BE", 'bBE')).toEqual([70, 63]);
    expect(pitches("'xFF''F/'F")).toEqual([66, 66, 77, 65]);
    expect(pitches("'nFFbBxxCbbD", 'xF')).toEqual([65, 65, 70, 62, 60]);
  });

  it('changes the key inside the incipit ($)', () => {
    expect(pitches("'FB$bB FB", 'xF')).toEqual([66, 71, 65, 70]);
  });

  it('reads durations, dots, rhythmic patterns and tuplets', () => {
    const lengths = (data: string) => readPae({ data }).events.map((e) => e.duration);
    expect(lengths("'4.C8D2E1F")).toEqual([0.375, 0.125, 0.5, 1]);
    expect(lengths("'4..C")).toEqual([0.4375]);
    expect(lengths("'4.8CDEF")).toEqual([0.375, 0.125, 0.375, 0.125]);
    expect(lengths("'(8CDE)4F")).toEqual([1 / 12, 1 / 12, 1 / 12, 0.25]);
    expect(lengths("'(6CDEFG;5)4F")).toEqual([1 / 20, 1 / 20, 1 / 20, 1 / 20, 1 / 20, 0.25]);
    expect(lengths("'(4C)D")).toEqual([0.25, 0.25]); // a fermata, not a group
  });

  it('changes the metre inside the incipit (@): a bar rest lasts a bar of the metre in force', () => {
    const lengths = (data: string) => readPae({ data, time_signature: '4/4' }).events.map((e) => e.duration);
    expect(lengths("'4C=/@3/4 =2/4D")).toEqual([0.25, 1, 1.5, 0.25]);
  });

  it('repeats a figure (!…!f, once per f) and a bar (i)', () => {
    expect(pitches("'!8CDE!ff4F")).toEqual([60, 62, 64, 60, 62, 64, 60, 62, 64, 65]);
    expect(pitches("'4CDEF/i/G")).toEqual([60, 62, 64, 65, 60, 62, 64, 65, 67]);
  });

  it('counts drawn notes: grace notes and rests get no index, a chord is one note sounding its top', () => {
    const events = readPae({ data: "'4CgD8E-qq6FGr4A^''C" }).events;
    expect(events.map((e) => [e.pitch, e.grace, e.index])).toEqual([
      [60, false, 0],
      [62, true, null],
      [64, false, 1],
      [null, false, null],
      [65, true, null],
      [67, true, null],
      [72, false, 2],
    ]);
  });

  it('says what keeps a code from being read', () => {
    expect(readPae({ data: '' }).problem?.key).toBe('empty');
    expect(readPae({ data: "'4C", clef: 'X-9' }).problem?.key).toBe('clef');
    expect(readPae({ data: "'4C", key_signature: 'yQ' }).problem?.key).toBe('key_signature');
    expect(readPae({ data: "'4C?D" }).problem).toEqual({ key: 'character', at: 3 });
    expect(readPae({ data: "'4CDf" }).problem?.key).toBe('repeat');
    expect(readPae({ data: "'i" }).problem?.key).toBe('repeat');
    expect(readPae({ data: "'(8CDE" }).problem?.key).toBe('group');
    expect(readPae({ data: "'!8CD!".concat('f'.repeat(3000)) }).problem?.key).toBe('too_long');
    expect(readPae({ data: "''''''C'D" }).problem).toBeNull();
    expect(readPae({ data: "4C'''''''D" }).problem).toEqual({ key: 'octave', at: 2 });
    expect(readPae({ data: ',,,,,,C' }).problem?.key).toBe('octave');
  });

  it('reads tuplets and fermatas sharing a close, and a repeated bar with its tuplets’ counts', () => {
    const lengths = (data: string) => readPae({ data }).events.map((e) => e.duration);
    expect(lengths("'(8C(DE)F")).toEqual([1 / 12, 1 / 12, 1 / 12, 1 / 8]);
    expect(lengths("'(6CDEFG;5)(6CDEFG;5)4F/i")).toEqual([
      ...Array(10).fill(1 / 20),
      0.25,
      ...Array(10).fill(1 / 20),
      0.25,
    ]);
    expect(readPae({ data: "'(8CD;x)" }).problem?.key).toBe('group');
  });

  it('reads in time linear in the code’s length, however its groups nest or repeat', () => {
    // The characters the reader looks at, for the code and for the code twice as long.
    const work = (code: (n: number) => string, n: number) => readPae({ data: code(n) }).work;
    for (const code of [
      (n: number) => `'${'('.repeat(n)}C)`,
      (n: number) => `'${'(8C;3)'.repeat(n)}`,
      (n: number) => `'(${'8C'.repeat(n)};${'9'.repeat(n)})`,
      (n: number) => `'${'('.repeat(n)}CD;3)`,
    ]) {
      const [once, twice] = [work(code, 20_000), work(code, 40_000)];
      expect(once).toBeGreaterThan(20_000);
      expect(twice / once).toBeLessThan(2.2);
    }
  });
});

describe('the melodic line', () => {
  it('leaves grace notes out of the intervals', () => {
    expect(line("'4CgB8DE").intervals).toEqual([2, 2]);
  });

  it('joins tied notes into one, standing for both drawn notes', () => {
    const melody = line("'4C+8CDE");
    expect(melody.notes.map((n) => [n.pitch, n.length, n.indexes])).toEqual([
      [60, 0.375, [0, 1]],
      [62, 0.125, [2]],
      [64, 0.125, [3]],
    ]);
  });

  it('skips rests for intervals and counts them in the rhythm (time to the next note)', () => {
    const melody = line("'4C-8DE");
    expect(melody.intervals).toEqual([2, 2]);
    expect(melody.notes.map((n) => n.length)).toEqual([0.5, 0.125, 0.125]);
    expect(melody.rhythm).toEqual([-8, 0]);
  });

  it('is the same in any key: intervals, and rhythm as ratios', () => {
    const c = line("'4C8DE2F", null);
    const d = line("'8D6EF4G", 'xFC');
    expect(d.intervals).toEqual(c.intervals);
    expect(d.rhythm).toEqual(c.rhythm);
  });
});
