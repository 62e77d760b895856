// The notes of a Plaine & Easie incipit as they sound, for melodic search (server) and for highlighting
// matched notes (browser). Our own reader of the PAE data, checked against Verovio's MEI (melody-verovio.test.ts):
// Verovio draws every note written and every note a repeat (`!…!f`, `i`) stands for, so `index` counts the
// notes in the order Verovio draws them, grace notes left out and a chord counted once.

/** One sounding note or rest, in order. */
export interface PaeEvent {
  /** MIDI pitch with the key signature, the bar's accidentals and the octave applied; null for a rest. */
  pitch: number | null;
  /** Length in whole notes (a quarter is 0.25), dots and tuplets applied; a bar rest counts as one bar. */
  duration: number;
  grace: boolean;
  /** Tied to the next note (`+`): the two sound as one. */
  tied: boolean;
  /** The note's place among the drawn notes (grace notes, rests and a chord's other notes not counted); null for those. */
  index: number | null;
}

export type PaeProblem =
  | 'empty'
  | 'clef'
  | 'key_signature'
  | 'time_signature'
  | 'character'
  | 'group'
  | 'repeat'
  | 'octave'
  | 'too_long';

export interface PaeReading {
  events: PaeEvent[];
  /** Why the code cannot be read, with the 0-based character of the data where it was found. */
  problem: { key: PaeProblem; at: number } | null;
  /** The characters the reader looked at, lookaheads and copies included: linear in the code's length. */
  work: number;
}

export interface PaeInput {
  clef?: string | null;
  key_signature?: string | null;
  time_signature?: string | null;
  data: string;
}

const steps: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
/** PAE's duration digits, in whole notes. */
const lengths: Record<string, number> = {
  '0': 4,
  '9': 2,
  '1': 1,
  '2': 1 / 2,
  '4': 1 / 4,
  '8': 1 / 8,
  '6': 1 / 16,
  '3': 1 / 32,
  '5': 1 / 64,
  '7': 1 / 128,
};
/** More events than any incipit has: a guard against repeats that multiply a long code. */
const MAX_EVENTS = 5000;
const MAX_TEXT = 20000;
/** The most octave marks in a row: `''''''` is the octave of c'''''' (MIDI's highest), `,,,,,` its lowest. */
const MAX_OCTAVE_MARKS: Record<string, number> = { "'": 6, ',': 5 };

/** True when a run of octave marks goes beyond the octaves any instrument (or MIDI) has. */
export const octaveBeyondRange = (data: string): boolean => /'{7}|,{6}/.test(data);

export const validClef = (clef: string): boolean => /^[CFGcfg][-+][1-5]$/.test(clef);

/** Alterations by letter of a key signature (`xFC`, `bBEA`, `[bB]`, `nF`); null when it cannot be read. */
export function keyAlterations(signature: string | null | undefined): Record<string, number> | null {
  const text = (signature ?? '').replace(/[[\]]/g, '').trim();
  const result: Record<string, number> = {};
  if (text === '') return result;
  const match = text.match(/^([xbn])([A-G]+)$/);
  if (!match) return null;
  const alteration = match[1] === 'x' ? 1 : match[1] === 'b' ? -1 : 0;
  for (const letter of match[2]) result[letter] = alteration;
  return result;
}

/** A bar's length in whole notes (`3/4` → 0.75, `c` → 1, `c/` → 1); 1 when the signature names none. */
function barLength(time: string | null | undefined): number {
  const match = (time ?? '').match(/(\d+)\/(\d+)/);
  return match ? Number(match[1]) / Number(match[2]) : 1;
}

const validTime = (time: string) => /^(c\/?|c?\d+(\/\d+)?|\d+\/\d+( \d+\/\d+)?)$/.test(time);

/** Reads an incipit's notes, or says what keeps it from being read. */
export function readPae(input: PaeInput): PaeReading {
  const fail = (key: PaeProblem, at = 0): PaeReading => ({ events: [], problem: { key, at }, work: 0 });
  if (input.clef && !validClef(input.clef.trim())) return fail('clef');
  if (input.time_signature && !validTime(input.time_signature.trim())) return fail('time_signature');
  const key = keyAlterations(input.key_signature);
  if (!key) return fail('key_signature');
  if (input.data.trim() === '') return fail('empty');
  return new Reader(input.data, key, barLength(input.time_signature)).read();
}

class Reader {
  private at = 0;
  private octave = 4;
  /** The running rhythm: one duration, or several (`4.8`) taken in turn by the notes that follow. */
  private pattern: number[] = [1 / 4];
  private patternAt = 0;
  private readingDurations = false;
  private accidentals = new Map<string, number>();
  private pendingAlteration: number | null = null;
  private graceNext = false;
  private graceGroup = false;
  private chordNext = false;
  /** Tuplet factor of the notes inside parentheses. */
  private tuplet = 1;
  private events: PaeEvent[] = [];
  /** Where the text of the bar being read began, and the text of the bar before it (for `i`). */
  private barStart = 0;
  private previousBar = '';
  /** Where the figure marked for repetition began (`!`), and its text once closed. */
  private repeatStart: number | null = null;
  private repeated = '';
  /** A tuplet's `;n` (from the `;` to its `)`), passed over when reached: the notes were counted already. */
  private countFrom = -1;
  private countTo = -1;
  /** The groups of the text as it is now, indexed once (null after the text changed). */
  private groups: GroupIndex | null = null;
  private work = 0;

  constructor(
    private data: string,
    private key: Record<string, number>,
    private bar: number,
  ) {}

  read(): PaeReading {
    try {
      while (this.at < this.data.length) {
        const from = this.at;
        this.step();
        this.work += Math.max(1, this.at - from);
      }
      if (this.repeatStart !== null) throw new ReadError('repeat', this.data.length);
      return { events: numbered(this.events), problem: null, work: this.work };
    } catch (error) {
      if (error instanceof ReadError)
        return { events: [], problem: { key: error.key, at: error.at }, work: this.work };
      throw error;
    }
  }

  /** What each sign of the code does; ornaments, beams and the colons of repeat bar lines change nothing we read. */
  private readonly signs: Record<string, (sign: string) => void> = {
    "'": (sign) => this.octaveMark(sign),
    ',': (sign) => this.octaveMark(sign),
    x: (sign) => this.alteration(sign),
    b: (sign) => this.alteration(sign),
    n: (sign) => this.alteration(sign),
    '-': () => this.rest(),
    '=': () => this.barRest(),
    '+': () => this.tie(),
    '^': () => {
      this.chordNext = true;
    },
    g: () => {
      this.graceNext = true;
    },
    q: () => this.appoggiatura(),
    r: () => {
      this.graceGroup = false;
    },
    '(': () => this.group(),
    ')': () => {
      this.tuplet = 1;
    },
    '/': () => this.barline(),
    '!': () => this.repeatMark(),
    f: () => this.repeatFigure(),
    i: () => this.repeatBar(),
    $: () => this.keyChange(),
    '%': () => this.clefChange(),
    '@': () => this.timeChange(),
    t: () => {},
    '{': () => {},
    '}': () => {},
    ':': () => {},
    ' ': () => {},
    L: () => {},
  };

  private step(): void {
    if (this.at === this.countFrom) {
      this.at = this.countTo;
      this.countFrom = -1;
      return;
    }
    const c = this.data[this.at];
    if (c in lengths) {
      this.duration();
      return;
    }
    this.readingDurations = false;
    if (c in steps) {
      this.note(steps[c]);
      return;
    }
    const action = Object.hasOwn(this.signs, c) ? this.signs[c] : undefined;
    if (!action) throw new ReadError('character', this.at);
    this.at++;
    action(c);
  }

  /** `q` before one grace note, `qq` … `r` around several. */
  private appoggiatura(): void {
    if (this.data[this.at] === 'q') {
      this.at++;
      this.graceGroup = true;
    } else this.graceNext = true;
  }

  private duration(): void {
    let length = lengths[this.data[this.at++]];
    let dot = length / 2;
    while (this.data[this.at] === '.') {
      length += dot;
      dot /= 2;
      this.at++;
    }
    if (!this.readingDurations) this.pattern = [];
    this.pattern.push(length);
    this.patternAt = 0;
    this.readingDurations = true;
  }

  private octaveMark(mark: string): void {
    let count = 1;
    while (this.data[this.at] === mark) {
      count++;
      this.at++;
    }
    if (count > MAX_OCTAVE_MARKS[mark]) throw new ReadError('octave', this.at - count);
    this.octave = mark === "'" ? 3 + count : 4 - count;
  }

  private alteration(sign: string): void {
    const value = sign === 'x' ? 1 : sign === 'b' ? -1 : 0;
    if (sign !== 'n' && this.data[this.at] === sign) {
      this.at++;
      this.pendingAlteration = value * 2;
    } else this.pendingAlteration = value;
  }

  private nextLength(): number {
    const length = this.pattern[this.patternAt % this.pattern.length];
    this.patternAt++;
    return length * this.tuplet;
  }

  private note(step: number): void {
    const letter = this.data[this.at++];
    const place = `${letter}${this.octave}`;
    if (this.pendingAlteration !== null) this.accidentals.set(place, this.pendingAlteration);
    const alteration = this.accidentals.get(place) ?? this.key[letter] ?? 0;
    this.pendingAlteration = null;
    const pitch = 12 * (this.octave + 1) + step + alteration;
    if (this.chordNext) {
      // A chord sounds as its top note.
      this.chordNext = false;
      const last = this.events[this.events.length - 1];
      if (last && last.pitch !== null) last.pitch = Math.max(last.pitch, pitch);
      return;
    }
    const grace = this.graceNext || this.graceGroup;
    this.graceNext = false;
    this.push({ pitch, duration: grace ? 0 : this.nextLength(), grace, tied: false, index: null });
  }

  private rest(): void {
    this.push({ pitch: null, duration: this.nextLength(), grace: false, tied: false, index: null });
  }

  private barRest(): void {
    let count = '';
    while (/\d/.test(this.data[this.at] ?? '')) count += this.data[this.at++];
    const bars = count === '' ? 1 : Number(count);
    this.push({ pitch: null, duration: this.bar * bars, grace: false, tied: false, index: null });
  }

  private tie(): void {
    const last = this.events[this.events.length - 1];
    if (last && last.pitch !== null) last.tied = true;
  }

  /**
   * `(` opens a tuplet (3 notes in the time of 2, or `;n` notes), or a fermata around one note. Where it
   * closes and how many notes it holds come from the text's group index, so that a text of many `(`
   * is read in linear time.
   */
  private group(): void {
    this.groups ??= this.indexGroups();
    const close = this.groups.nextClose[this.at];
    if (close < 0) throw new ReadError('group', this.at - 1);
    const semicolon = this.groups.nextSemicolon[this.at];
    const hasCount = semicolon >= 0 && semicolon < close;
    const notesEnd = hasCount ? semicolon : close;
    const sounding = this.groups.soundingBefore[notesEnd] - this.groups.soundingBefore[this.at];
    if (hasCount) {
      const count = this.groups.countAt(semicolon, close);
      const n = Number(count);
      if (!/^\d+$/.test(count) || n < 2) throw new ReadError('group', this.at - 1);
      this.tuplet = 2 ** Math.floor(Math.log2(n - 1)) / n;
      [this.countFrom, this.countTo] = [semicolon, close];
    } else if (sounding > 1) this.tuplet = 2 / 3;
  }

  private indexGroups(): GroupIndex {
    this.work += this.data.length;
    return new GroupIndex(this.data);
  }

  private barline(): void {
    this.previousBar = this.data.slice(this.barStart, this.at - 1);
    while (this.data[this.at] === '/' || this.data[this.at] === ':') this.at++;
    this.barStart = this.at;
    this.accidentals.clear();
  }

  private repeatMark(): void {
    if (this.repeatStart === null) {
      this.repeatStart = this.at;
      this.repeated = '';
    } else {
      this.repeated = this.data.slice(this.repeatStart, this.at - 1);
      this.repeatStart = null;
    }
  }

  // Repeats are read again as written, in the octave and duration then in force: Verovio draws them so.
  private repeatFigure(): void {
    if (!/[A-G]/.test(this.repeated)) throw new ReadError('repeat', this.at - 1);
    this.insert(this.repeated);
  }

  private repeatBar(): void {
    if (!/[A-G-]/.test(this.previousBar)) throw new ReadError('repeat', this.at - 1);
    this.insert(this.previousBar);
  }

  /** The repeat sign just read (`f`, `i`) is replaced by what it stands for, so that a bar's text is as it sounds. */
  private insert(text: string): void {
    if (this.data.length + text.length > MAX_TEXT) throw new ReadError('too_long', this.at);
    this.at--;
    this.data = this.data.slice(0, this.at) + text + this.data.slice(this.at + 1);
    this.work += this.data.length;
    this.groups = null;
    if (this.countFrom > this.at) {
      this.countFrom += text.length - 1;
      this.countTo += text.length - 1;
    }
  }

  private keyChange(): void {
    const end = this.wordEnd();
    const key = keyAlterations(this.data.slice(this.at, end));
    if (!key) throw new ReadError('key_signature', this.at);
    this.key = key;
    this.at = end;
  }

  private clefChange(): void {
    const end = this.wordEnd();
    if (!validClef(this.data.slice(this.at, end))) throw new ReadError('clef', this.at);
    this.at = end;
  }

  private timeChange(): void {
    const end = this.wordEnd(false);
    const time = this.data.slice(this.at, end);
    if (!validTime(time)) throw new ReadError('time_signature', this.at);
    this.bar = barLength(time);
    this.at = end;
  }

  /** A change of key, clef or metre runs to the next space (PAE asks for one) or, but for a metre, bar line. */
  private wordEnd(atBarline = true): number {
    let end = this.at;
    const stop = (c: string) => c === ' ' || (atBarline && c === '/');
    while (end < this.data.length && !stop(this.data[end])) end++;
    return end;
  }

  private push(event: PaeEvent): void {
    if (this.events.length >= MAX_EVENTS) throw new ReadError('too_long', this.at);
    this.events.push(event);
  }
}

/** For each place of a text: the next `)` and `;` (-1 for none) and the notes and rests before it. */
class GroupIndex {
  readonly nextClose: Int32Array;
  readonly nextSemicolon: Int32Array;
  readonly soundingBefore: Int32Array;
  private counted = { at: -1, text: '' };

  constructor(private readonly data: string) {
    const n = data.length;
    this.nextClose = new Int32Array(n + 1).fill(-1);
    this.nextSemicolon = new Int32Array(n + 1).fill(-1);
    this.soundingBefore = new Int32Array(n + 1);
    for (let i = n - 1; i >= 0; i--) {
      this.nextClose[i] = data[i] === ')' ? i : this.nextClose[i + 1];
      this.nextSemicolon[i] = data[i] === ';' ? i : this.nextSemicolon[i + 1];
    }
    for (let i = 0; i < n; i++)
      this.soundingBefore[i + 1] = this.soundingBefore[i] + (/[A-G-]/.test(data[i]) ? 1 : 0);
  }

  /** The count of a tuplet between `;` and `)`, cut once however many groups share it. */
  countAt(semicolon: number, close: number): string {
    if (this.counted.at !== semicolon)
      this.counted = { at: semicolon, text: this.data.slice(semicolon + 1, close) };
    return this.counted.text;
  }
}

class ReadError extends Error {
  constructor(
    readonly key: PaeProblem,
    readonly at: number,
  ) {
    super(key);
  }
}

/** Gives each drawn note its index: rests and grace notes get none. */
function numbered(events: PaeEvent[]): PaeEvent[] {
  let index = 0;
  for (const event of events) event.index = event.pitch !== null && !event.grace ? index++ : null;
  return events;
}
