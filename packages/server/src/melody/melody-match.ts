// The exact comparison behind melodic search, in code: the query's intervals laid along an incipit's at
// every start (the query may run over either end, unless anchored at the first note), the notes of the
// start where most intervals agree (and, when asked, the rhythm too) being the match.

export interface Line {
  intervals: readonly number[];
  rhythm: readonly number[];
  /** The drawn notes each note of the line stands for. */
  notes: readonly (readonly number[])[];
}

export interface Alignment {
  /** Intervals of the query matched, 0 to its number of intervals. */
  matched: number;
  similarity: number;
  /** The drawn notes at both ends of every matched interval, in order. */
  notes: number[];
}

export function bestAlignment(
  query: Omit<Line, 'notes'>,
  line: Line,
  options: { rhythm: boolean; anchored: boolean },
): Alignment {
  const m = query.intervals.length;
  const n = line.intervals.length;
  let bestStart = 0;
  let best = -1;
  const first = options.anchored ? 0 : -(m - 1);
  const last = options.anchored ? 0 : n - 1;
  for (let start = first; start <= last; start++) {
    let matched = 0;
    for (let j = Math.max(0, -start); j < m && start + j < n; j++) {
      if (agrees(query, line, j, start + j, options.rhythm)) matched++;
    }
    if (matched > best) {
      best = matched;
      bestStart = start;
    }
  }
  const notes = new Set<number>();
  for (let j = Math.max(0, -bestStart); j < m && bestStart + j < n; j++) {
    if (!agrees(query, line, j, bestStart + j, options.rhythm)) continue;
    for (const index of line.notes[bestStart + j] ?? []) notes.add(index);
    for (const index of line.notes[bestStart + j + 1] ?? []) notes.add(index);
  }
  const matched = Math.max(best, 0);
  return { matched, similarity: m ? matched / m : 0, notes: [...notes].sort((a, b) => a - b) };
}

const agrees = (query: Omit<Line, 'notes'>, line: Line, j: number, k: number, rhythm: boolean) =>
  query.intervals[j] === line.intervals[k] && (!rhythm || query.rhythm[j] === line.rhythm[k]);
