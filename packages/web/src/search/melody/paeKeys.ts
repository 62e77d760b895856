// What the on-screen keyboard writes: each key played appends its note to the Plaine & Easie code, with an
// octave mark, a duration or an accidental only where the code before it does not already imply them.

/** A key of the piano: its semitone above C (0–11) and its octave, 4 being the one from middle C (c′). */
export interface PianoKey {
  semitone: number;
  octave: number;
}

/** The semitones of the white keys, C to B. */
export const whiteSemitones = [0, 2, 4, 5, 7, 9, 11] as const;
const steps = ['C', 'D', 'E', 'F', 'G', 'A', 'B'] as const;
type Step = (typeof steps)[number];

/** PAE's durations the keyboard offers: whole, half, quarter, eighth, sixteenth. */
export const keyboardDurations = ['1', '2', '4', '8', '6'] as const;
export type KeyboardDuration = (typeof keyboardDurations)[number];

export const isBlackKey = (semitone: number) => !(whiteSemitones as readonly number[]).includes(semitone);

/** The note a key plays, spelled with flats in a key signature of flats, else with sharps. */
export function spelledKey(semitone: number, keySignature: string | null): { step: Step; alter: -1 | 0 | 1 } {
  const white = whiteSemitones.indexOf(semitone as (typeof whiteSemitones)[number]);
  if (white >= 0) return { step: steps[white], alter: 0 };
  if (keySignature?.startsWith('b')) {
    return { step: steps[whiteSemitones.indexOf((semitone + 1) as 0) % 7], alter: -1 };
  }
  return { step: steps[whiteSemitones.indexOf((semitone - 1) as 0)], alter: 1 };
}

/** A key's name for people: "C♯" or "D♭" as the key signature spells it. */
export function keyName(semitone: number, keySignature: string | null): string {
  const { step, alter } = spelledKey(semitone, keySignature);
  return `${step}${alter === 1 ? '♯' : alter === -1 ? '♭' : ''}`;
}

/** How the key signature alters a step: `xFC` raises F and C, `bB` lowers B. */
function signatureAlter(step: Step, keySignature: string | null): -1 | 0 | 1 {
  if (!keySignature?.slice(1).includes(step)) return 0;
  return keySignature.startsWith('b') ? -1 : 1;
}

const accidentalMark = { '-1': 'b', '0': 'n', '1': 'x' } as const;

/** The octave the code ends in: its last octave mark (`'` is c′, `''` c″, `,` c), or c′'s by default. */
export function currentOctave(pae: string): number {
  const marks = pae.match(/'+|,+/g);
  const last = marks?.at(-1);
  if (!last) return 4;
  return last.startsWith("'") ? 3 + last.length : 4 - last.length;
}

function octaveMark(octave: number): string {
  return octave >= 4 ? "'".repeat(octave - 3) : ','.repeat(Math.max(1, 4 - octave));
}

/** The duration the code's notes last have (a digit and its dots), or null when none is written. */
export function currentDuration(pae: string): string | null {
  // A change of metre (`@3/4`) and a rest of whole measures (`=2`) hold digits that are no duration.
  const notes = pae.replace(/@[\dc/.]*/gi, '').replace(/=\d*/g, '');
  return notes.match(/\d\.*/g)?.at(-1) ?? null;
}

/** Steps given an accidental in the measure the code ends in: such a mark holds till the bar line. */
function markedInMeasure(pae: string): Set<string> {
  const measure = pae.slice(pae.lastIndexOf('/') + 1);
  return new Set([...measure.matchAll(/[xbn]+([A-G])/g)].map((match) => match[1]));
}

/** The code with one more note, the key's, lasting `duration` (unwritten when the code already implies it). */
export function appendKey(
  pae: string,
  key: PianoKey,
  keySignature: string | null,
  /** A PAE duration: a digit, and dots (the keyboard's are `keyboardDurations`). */
  duration: string,
): string {
  const { step, alter } = spelledKey(key.semitone, keySignature);
  const octave = key.octave === currentOctave(pae) && /'|,/.test(pae) ? '' : octaveMark(key.octave);
  const length = currentDuration(pae) === duration ? '' : duration;
  const marked = alter !== signatureAlter(step, keySignature) || markedInMeasure(pae).has(step);
  const accidental = marked ? accidentalMark[alter] : '';
  return `${pae}${octave}${length}${accidental}${step}`;
}

/** The code without its last note or rest, with what was written for that note alone (undo of a key). */
export function removeLastNote(pae: string): string {
  return pae.replace(/(?:'+|,+)?(?:\d\.*)?(?:[xbn]{1,2})?[A-G-][^A-G-]*$/, '').trimEnd();
}
