import type { Random } from './random.ts';

// Plaine & Easie incipits written from every part of the code melodic search reads (octave marks, dotted
// values and rhythmic patterns, accidentals, rests, ties, grace notes, chords, tuplets, fermatas, repeated
// figures and bars, changes of key and metre), for the test against Verovio and for the benchmark's archive.

export interface GeneratedPae {
  key_signature: string | null;
  time_signature: string;
  data: string;
}

const keys = [null, 'xF', 'xFC', 'xFCG', 'bB', 'bBE', 'bBEA'];
const letters = 'CDEFGAB';

/** One note: octave mark now and then, an accidental sometimes. */
function note(random: Random): string {
  const octave = random.chance(0.3) ? random.pick(["'", "''", ',', "'''"]) : '';
  const accidental = random.chance(0.15) ? random.pick(['x', 'b', 'n', 'xx', 'bb']) : '';
  return `${octave}${accidental}${random.pick([...letters])}`;
}

function figure(random: Random): string {
  const roll = random.next();
  if (roll < 0.08) return `-`;
  if (roll < 0.14)
    return `${note(random)}+${random.pick(['8', '4', ''])}${note(random).replace(/^[',]+/, '')}`;
  if (roll < 0.19) return `g${note(random)}`;
  if (roll < 0.22) return `qq6${note(random)}${note(random)}r4`;
  if (roll < 0.26) return `${note(random)}^${note(random)}`;
  if (roll < 0.3) return `(8${note(random)}${note(random)}${note(random)})`;
  if (roll < 0.33) return `(${note(random)})`;
  if (roll < 0.4) return random.pick(['8', '4', '2', '6', '4.', '8.', '2.', '4.8', '8.6']);
  return note(random);
}

/** A bar of 2 to 6 figures, with a repeated figure now and then. */
function bar(random: Random): string {
  let out = '';
  const count = random.int(2, 6);
  for (let i = 0; i < count; i++) out += figure(random);
  if (random.chance(0.12)) out += `!${note(random)}${note(random)}!${random.pick(['f', 'ff'])}`;
  return out;
}

export function generatePae(random: Random): GeneratedPae {
  let data = `${random.pick(["'", "''", ','])}${random.pick(['4', '8', '2'])}`;
  const bars = random.int(2, 5);
  for (let b = 0; b < bars; b++) {
    if (b > 0 && random.chance(0.1)) data += `$${random.pick(keys.filter(Boolean))} `;
    if (b > 0 && random.chance(0.08)) data += `@${random.pick(['3/4', 'c', '2/4'])} `;
    data += `${bar(random)}/`;
    if (random.chance(0.12)) data += 'i/';
  }
  return { key_signature: random.pick(keys), time_signature: random.pick(['c', '3/4', '6/8']), data };
}
