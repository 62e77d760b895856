import { readPae } from '@fontes/domain';
import { VerovioToolkit } from 'verovio/esm';
import createVerovioModule from 'verovio/wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateIncipit, timeSignatures } from '../demo/demo-incipit.ts';
import { churchWorks, schoolWorks } from '../demo/demo-works.ts';
import { generatePae } from '../demo/generated-pae.ts';
import { Random } from '../demo/random.ts';

// Our PAE reader against Verovio's: the notes Verovio draws (grace notes left out, a chord as its top
// note), with the pitch its MEI gives (written or key-signature accidental) and its length, are our indexed
// notes in order.

let toolkit: VerovioToolkit;
beforeAll(async () => {
  toolkit = new VerovioToolkit(await createVerovioModule());
  toolkit.setOptions({ inputFrom: 'pae' });
});

const steps: Record<string, number> = { c: 0, d: 2, e: 4, f: 5, g: 7, a: 9, b: 11 };
const alterations: Record<string, number> = { s: 1, f: -1, n: 0, ss: 2, x: 2, ff: -2 };
const durations: Record<string, number> = { long: 4, breve: 2, '1': 1, '2': 0.5, '4': 0.25, '8': 0.125 };
const lengthOf = (dur: string) => durations[dur] ?? 1 / Number(dur);

interface Drawn {
  pitch: number;
  length: number;
}

/** Verovio's notes from its MEI, in order. */
function drawnNotes(mei: string): Drawn[] {
  const notes: Drawn[] = [];
  const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
  const lengthAt = (tag: string) =>
    lengthOf(attr(tag, 'dur') ?? '4') * (2 - 0.5 ** Number(attr(tag, 'dots') ?? 0));
  let inGrace = false;
  let chord: { length: number; top: number | null } | null = null;
  let tuplet = 1;
  let current: (Drawn & { grace: boolean; step: number; octave: number }) | null = null;
  const finish = () => {
    if (!current) return;
    if (chord) chord.top = Math.max(chord.top ?? -1, current.pitch);
    else if (!current.grace) notes.push({ pitch: current.pitch, length: current.length });
    current = null;
  };
  for (const [tag] of mei.matchAll(/<\/?(note|chord|graceGrp|tuplet|accid)\b[^>]*>/g)) {
    const closing = tag.startsWith('</');
    const name = tag.match(/^<\/?(\w+)/)?.[1];
    const selfClosing = tag.endsWith('/>');
    if (name === 'graceGrp') inGrace = !closing;
    else if (name === 'tuplet' && !closing) tuplet = Number(attr(tag, 'numbase')) / Number(attr(tag, 'num'));
    else if (name === 'tuplet') tuplet = 1;
    else if (name === 'chord' && !closing) chord = { length: lengthAt(tag) * tuplet, top: null };
    else if (name === 'chord') {
      if (chord?.top != null) notes.push({ pitch: chord.top, length: chord.length });
      chord = null;
    } else if (name === 'accid' && current) {
      const value = attr(tag, 'accid') ?? attr(tag, 'accid.ges');
      if (value) current.pitch = 12 * (current.octave + 1) + current.step + alterations[value];
    } else if (name === 'note' && !closing) {
      finish();
      const step = steps[attr(tag, 'pname') ?? 'c'];
      const octave = Number(attr(tag, 'oct'));
      current = {
        step,
        octave,
        pitch: 12 * (octave + 1) + step,
        length: lengthAt(tag) * tuplet,
        grace: inGrace || attr(tag, 'grace') !== undefined,
      };
      if (selfClosing) finish();
    } else if (name === 'note') finish();
  }
  return notes;
}

function compare(input: {
  clef?: string;
  key_signature: string | null;
  time_signature: string;
  data: string;
}) {
  toolkit.loadData(
    JSON.stringify({
      clef: input.clef ?? 'G-2',
      keysig: input.key_signature ?? '',
      timesig: input.time_signature,
      data: input.data,
    }),
  );
  const ours = readPae(input);
  expect(ours.problem, input.data).toBeNull();
  const drawn = ours.events
    .filter((e) => e.index !== null)
    .map((e) => ({ pitch: e.pitch, length: e.duration }));
  expect(drawn, `${input.key_signature} ${input.data}`).toEqual(
    drawnNotes((toolkit as unknown as { getMEI(options: object): string }).getMEI({})),
  );
}

describe('our PAE reader against Verovio', () => {
  it('reads the notes of the demo incipits as Verovio draws them', () => {
    const random = new Random(11);
    for (const work of [...churchWorks, ...schoolWorks]) {
      const clef = random.pick(['G-2', 'C-1', 'C-3', 'F-4'] as const);
      const incipit = generateIncipit(random, work.key, clef, random.pick(timeSignatures));
      compare({ ...incipit, data: incipit.pae });
    }
  });

  it('reads 300 generated incipits (ties, grace notes, chords, tuplets, repeats, changes of key) as Verovio does', () => {
    const random = new Random(26);
    for (let i = 0; i < 300; i++) compare(generatePae(random));
  });
});
