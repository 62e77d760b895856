// The exact comparison behind melodic search, in code: the query's intervals laid along an incipit's at
// every start (the query may run over either end, unless anchored at the first note), the start where most
// intervals agree (and, when asked, the rhythm too) being the match. The drawn notes of a match are worked
// out afterwards, for the hits shown only: ranking needs the intervals and rhythm alone.

export interface Line {
  intervals: readonly number[];
  rhythm: readonly number[];
}

export interface Alignment {
  /** Intervals of the query matched, 0 to its number of intervals. */
  matched: number;
  similarity: number;
  /** Where the query's first interval lies along the line (negative: before its first). */
  start: number;
}

export interface MatchOptions {
  rhythm: boolean;
  anchored: boolean;
}

export function bestAlignment(query: Line, line: Line, options: MatchOptions): Alignment {
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
  const matched = Math.max(best, 0);
  return { matched, similarity: m ? matched / m : 0, start: bestStart };
}

/** The drawn notes (`notes`: those each note of the line stands for) at both ends of every interval matched at `start`, in order. */
export function matchedNotes(
  query: Line,
  line: Line,
  notes: readonly (readonly number[])[],
  start: number,
  rhythm: boolean,
): number[] {
  const found = new Set<number>();
  for (let j = Math.max(0, -start); j < query.intervals.length && start + j < line.intervals.length; j++) {
    if (!agrees(query, line, j, start + j, rhythm)) continue;
    for (const index of notes[start + j] ?? []) found.add(index);
    for (const index of notes[start + j + 1] ?? []) found.add(index);
  }
  return [...found].sort((a, b) => a - b);
}

const agrees = (query: Line, line: Line, j: number, k: number, rhythm: boolean) =>
  query.intervals[j] === line.intervals[k] && (!rhythm || query.rhythm[j] === line.rhythm[k]);
