import type { Clef, KeySignature } from '@fontes/domain';
import type { Random } from './random.ts';

// Plaine & Easie incipits made from a seeded walk through the key: octave marks, durations and accidentals
// as PAE writes them (`'4C8DE/`), whole measures of the time signature, a cadence on the tonic at the end.

interface Key {
  signature: KeySignature | null;
  /** The tonic as a diatonic step, 0 being C. */
  tonic: number;
  minor: boolean;
}

/** The keys of the demo, named as §5's template wants them ("D-Dur", "d-Moll"). */
export const demoKeys: Record<string, Key> = {
  'C-Dur': { signature: null, tonic: 0, minor: false },
  'D-Dur': { signature: 'xFC', tonic: 1, minor: false },
  'G-Dur': { signature: 'xF', tonic: 4, minor: false },
  'F-Dur': { signature: 'bB', tonic: 3, minor: false },
  'B-Dur': { signature: 'bBE', tonic: 6, minor: false },
  'Es-Dur': { signature: 'bBEA', tonic: 2, minor: false },
  'A-Dur': { signature: 'xFCG', tonic: 5, minor: false },
  'd-Moll': { signature: 'bB', tonic: 1, minor: true },
  'g-Moll': { signature: 'bBE', tonic: 4, minor: true },
  'c-Moll': { signature: 'bBEA', tonic: 0, minor: true },
  'a-Moll': { signature: null, tonic: 5, minor: true },
  'e-Moll': { signature: 'xF', tonic: 2, minor: true },
  'f-Moll': { signature: 'bBEAD', tonic: 3, minor: true },
};

/** The range of each clef in diatonic steps from middle C (c' = 0). */
const ranges: Partial<Record<Clef, [number, number]>> = {
  'G-2': [1, 12],
  'C-1': [0, 10],
  'C-3': [-4, 7],
  'C-4': [-7, 4],
  'F-4': [-11, 1],
};

/** Rhythms of one measure per time signature, in PAE durations (sixteenths add up to the measure). */
const rhythms: Record<string, string[][]> = {
  c: [
    ['4', '4', '4', '4'],
    ['2', '4', '4'],
    ['4.', '8', '4', '4'],
    ['8', '8', '4', '4', '4'],
    ['4', '8', '8', '4', '4'],
    ['8', '8', '8', '8', '4', '4'],
    ['6', '6', '6', '6', '4', '4', '4'],
  ],
  'c/': [
    ['2', '2'],
    ['2', '4', '4'],
    ['4', '4', '4', '4'],
    ['2.', '4'],
  ],
  '3/4': [
    ['4', '4', '4'],
    ['2', '4'],
    ['4.', '8', '4'],
    ['8', '8', '4', '4'],
    ['4', '8', '8', '8', '8'],
  ],
  '6/8': [
    ['4', '8', '4', '8'],
    ['4.', '8', '8', '8'],
    ['8', '8', '8', '4.'],
  ],
  '2/4': [
    ['4', '4'],
    ['8', '8', '4'],
    ['4.', '8'],
    ['8', '8', '8', '8'],
  ],
};

/** The rhythm that closes an incipit: a long final note. */
const cadences: Record<string, string[]> = {
  c: ['4', '4', '2'],
  'c/': ['2', '2'],
  '3/4': ['4', '2'],
  '6/8': ['4', '8', '4.'],
  '2/4': ['4', '4'],
};

export const timeSignatures = Object.keys(rhythms);

export interface GeneratedIncipit {
  clef: Clef;
  key_signature: KeySignature | null;
  time_signature: string;
  pae: string;
}

const letters = 'CDEFGAB';
const mod7 = (n: number) => ((n % 7) + 7) % 7;

class Writer {
  private octave: number | null = null;
  private duration: string | null = null;
  out = '';

  /** A note (`step`) or a rest (null), with the octave and duration written only when they change. */
  write(step: number | null, duration: string, accidental = ''): void {
    if (step !== null) {
      const octave = 4 + Math.floor(step / 7);
      if (octave !== this.octave) this.out += octave >= 4 ? "'".repeat(octave - 3) : ','.repeat(4 - octave);
      this.octave = octave;
    }
    if (duration !== this.duration) this.out += duration;
    this.duration = duration;
    this.out += step === null ? '-' : `${accidental}${letters[mod7(step)]}`;
  }
}

/** An incipit of `measures` measures (the last one a cadence) in `keyName` for a voice in `clef`. */
export function generateIncipit(
  random: Random,
  keyName: string,
  clef: Clef,
  timeSignature: string,
  measures = 3,
): GeneratedIncipit {
  const key = demoKeys[keyName];
  const [low, high] = ranges[clef] ?? [1, 12];
  // The lowest tonic in the range, so that the tonic triad above it fits; the walk starts on one of its notes.
  const tonic = key.tonic + 7 * Math.ceil((low - key.tonic) / 7);
  let step = tonic + random.pick([0, 2, 4]);
  const writer = new Writer();
  for (let m = 0; m < measures - 1; m++) {
    for (const [i, duration] of random.pick(rhythms[timeSignature]).entries()) {
      if (m === 0 && i === 0 && random.chance(0.2)) {
        writer.write(null, duration);
        continue;
      }
      step = Math.min(high, Math.max(low, step + random.pick([-2, -1, -1, 1, 1, 2, 0, 3, -3])));
      writer.write(step, duration);
    }
    writer.out += '/';
  }
  // The cadence near where the walk ended: second degree, leading tone, the tonic on the longest note.
  const cadence = cadences[timeSignature];
  let end = tonic + 7 * Math.round((step - tonic) / 7);
  if (end + 1 > high) end -= 7;
  if (end - 1 < low) end += 7;
  for (const [i, duration] of cadence.entries()) {
    const fromEnd = cadence.length - 1 - i;
    if (fromEnd === 0) writer.write(end, duration);
    else if (fromEnd === 1) writer.write(end - 1, duration, leadingTone(key));
    else writer.write(end + 1, duration);
  }
  return { clef, key_signature: key.signature, time_signature: timeSignature, pae: `${writer.out}/` };
}

/** In minor the seventh degree is raised before the tonic: a sharp, or a natural where the key flattens it. */
function leadingTone(key: Key): string {
  if (!key.minor) return '';
  const letter = letters[mod7(key.tonic - 1)];
  return key.signature?.startsWith('b') && key.signature.includes(letter) ? 'n' : 'x';
}
