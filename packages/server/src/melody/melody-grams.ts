// Four intervals packed into one integer, six bits each, the first interval highest: a query of fewer
// intervals is then a range of grams (its intervals followed by anything), and a line's last notes, whose
// grams are padded with 0, are found by a short query too. Leaps beyond two octaves and a half are clamped:
// the index then finds a few candidates too many, which the verification in code drops.

export const GRAM_LENGTH = 4;
const BITS = 6;
const LIMIT = 31;

const code = (interval: number) => Math.max(-LIMIT, Math.min(LIMIT, interval)) + LIMIT + 1;

/** The gram of the intervals from `start` on (0 where the line ends). */
export function gramAt(intervals: readonly number[], start: number): number {
  let gram = 0;
  for (let k = 0; k < GRAM_LENGTH; k++) {
    const at = start + k;
    gram = (gram << BITS) | (at < intervals.length ? code(intervals[at]) : 0);
  }
  return gram;
}

/** Every gram of a line, one per interval. */
export const gramsOf = (intervals: readonly number[]): number[] =>
  intervals.map((_, i) => gramAt(intervals, i));

/** The grams beginning with `intervals` (fewer than GRAM_LENGTH of them): [from, to]. */
export function gramRange(intervals: readonly number[]): [number, number] {
  const free = BITS * (GRAM_LENGTH - intervals.length);
  const prefix = gramAt(intervals, 0) >> free;
  return [prefix << free, ((prefix + 1) << free) - 1];
}
