import { diffArrays } from 'diff';
import { type PaeInput, readPae } from './melody.ts';

// Two versions of an incipit compared note by note, for the history to mark in each drawing the notes
// the other has not: a note is its sounding pitch and length; notes are counted as the drawing counts them.

/** The drawn notes of an incipit (pitch and length), in the order of the code; none when it cannot be read. */
function drawnNotes(input: PaeInput): { key: string; index: number }[] {
  const reading = readPae(input);
  if (reading.problem) return [];
  return reading.events.flatMap((event) =>
    event.index === null || event.pitch === null
      ? []
      : [{ key: `${event.pitch}/${event.duration}`, index: event.index }],
  );
}

/** The indexes of the notes (as `markMatchedNotes` counts them) each version has and the other has not. */
export function changedNotes(before: PaeInput, after: PaeInput): { before: number[]; after: number[] } {
  const old = drawnNotes(before);
  const now = drawnNotes(after);
  const changed = { before: [] as number[], after: [] as number[] };
  let i = 0;
  let j = 0;
  for (const part of diffArrays(
    old.map((note) => note.key),
    now.map((note) => note.key),
  )) {
    const count = part.count ?? part.value.length;
    if (part.removed) changed.before.push(...old.slice(i, i + count).map((note) => note.index));
    if (part.added) changed.after.push(...now.slice(j, j + count).map((note) => note.index));
    if (!part.added) i += count;
    if (!part.removed) j += count;
  }
  return changed;
}
