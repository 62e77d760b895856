import { writeFileSync } from 'node:fs';

// BENCH_SMOKE=1: every part at tiny sizes and few rounds, so that CI sees each one run and compare its
// floor's data with the server's; its figures mean nothing. A part that cannot run counts as failed.

export const SMOKE = process.env.BENCH_SMOKE === '1';

/** The normal size, or the smoke's. */
export const sized = (normal: number, smoke: number): number => (SMOKE ? smoke : normal);

/** A size from the environment (e.g. FACETS_ROWS) when set, else `sized(normal, smoke)`. */
export const sizedFromEnv = (name: string, normal: number, smoke: number): number =>
  process.env[name] !== undefined && process.env[name] !== ''
    ? Number(process.env[name])
    : sized(normal, smoke);

export const BENCH_PARTS = [
  'bundle',
  'search',
  'score',
  'iiif',
  'editor',
  'start',
  'facets',
  'catalog',
  'melody',
  'oai',
  'import',
  'export',
  'history',
  'merge',
  'bulk',
] as const;
export type BenchPart = (typeof BENCH_PARTS)[number];

const failures = new Map<BenchPart, string[]>();

/** A part could not measure (an error, a floor answering other data than the server): the run fails. */
export function benchFailed(part: BenchPart, reason: string): void {
  failures.set(part, [...(failures.get(part) ?? []), reason.split('\n')[0]]);
}

/**
 * One line per part run ("bench <part>: passed" or "failed — why"), written as JSON to BENCH_REPORT when
 * set (scripts/test-all.mjs counts it); answers whether every part ran.
 */
export function reportParts(ran: BenchPart[], print: (line: string) => void): boolean {
  const parts = ran.map((part) => ({ part, ok: !failures.has(part), reasons: failures.get(part) ?? [] }));
  for (const { part, ok, reasons } of parts)
    print(`bench ${part}: ${ok ? 'passed' : `FAILED — ${reasons.join('; ')}`}`);
  if (process.env.BENCH_REPORT)
    writeFileSync(process.env.BENCH_REPORT, JSON.stringify({ smoke: SMOKE, parts }));
  return parts.every((p) => p.ok);
}
