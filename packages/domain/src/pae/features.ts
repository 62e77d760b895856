import { type PaeEvent, type PaeInput, type PaeProblem, readPae } from './melody.ts';

// What melodic search compares: the sounding line (grace notes left out, tied notes one), its pitch
// intervals (semitones, so any key matches) and its rhythm (each note's time to the next onset, rests
// included, as a ratio to the note before).

/** A note of the line: its pitch, its time until the next note starts, and the drawn notes it stands for. */
export interface LineNote {
  pitch: number;
  length: number;
  indexes: number[];
}

export interface Melody {
  notes: LineNote[];
  /** Semitones from each note to the next: notes.length - 1 of them. */
  intervals: number[];
  /** Each note's length against the one before, as a rounded log2 ratio × 4 (a dotted note is 2 or -2): notes.length - 1. */
  rhythm: number[];
}

export type MelodyReading = { melody: Melody; problem: null } | { melody: null; problem: PaeProblem };

/** The line of an incipit: tied notes joined, grace notes out, rests lengthening the note before them. */
export function melodicLine(events: readonly PaeEvent[]): LineNote[] {
  const notes: LineNote[] = [];
  let tiedOn = false;
  for (const event of events) {
    if (event.grace) continue;
    const last = notes[notes.length - 1];
    if (event.pitch === null) {
      if (last) last.length += event.duration;
      tiedOn = false;
      continue;
    }
    if (tiedOn && last && last.pitch === event.pitch) {
      last.length += event.duration;
      if (event.index !== null) last.indexes.push(event.index);
    } else {
      notes.push({
        pitch: event.pitch,
        length: event.duration,
        indexes: event.index === null ? [] : [event.index],
      });
    }
    tiedOn = event.tied;
  }
  return notes;
}

export const ratioStep = (from: number, to: number): number => Math.round(4 * Math.log2(to / from));

export function melodyOf(notes: LineNote[]): Melody {
  const intervals: number[] = [];
  const rhythm: number[] = [];
  for (let i = 1; i < notes.length; i++) {
    intervals.push(notes[i].pitch - notes[i - 1].pitch);
    rhythm.push(ratioStep(notes[i - 1].length, notes[i].length));
  }
  return { notes, intervals, rhythm };
}

/** The melody of an incipit's PAE, or why it has none. */
export function readMelody(input: PaeInput): MelodyReading {
  const reading = readPae(input);
  if (reading.problem) return { melody: null, problem: reading.problem.key };
  return { melody: melodyOf(melodicLine(reading.events)), problem: null };
}
