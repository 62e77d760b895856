import { scoringCodes } from '../codes.ts';
import { SCORE } from './scan-aliases.ts';
import { parseScanName, type ScanName, shortScanName } from './scan-names.ts';

// The §9 order of a score's scans and the renaming plan built on it.

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Names in natural order (`2` before `10`), case and accents only breaking ties, then code points. */
function compareText(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The full score first, then the scoring code order (voices, winds, brass, … strings, continuo). */
function groupOf(name: ScanName): number {
  return name.part === SCORE ? 0 : 1 + scoringCodes.indexOf(name.part);
}

/** Folio 3 recto before 3 verso; a page range after the page it starts with. */
function pagePosition(name: ScanName): [number, number] {
  const pages = name.pages;
  if (!pages) return [-1, 0];
  return [
    pages.from * 2 + (pages.side === 'v' ? 1 : 0),
    (pages.to ?? pages.from) * 2 + (pages.toSide === 'v' ? 1 : 0),
  ];
}

function compareReadings(a: ScanName, b: ScanName): number {
  const [aFrom, aTo] = pagePosition(a);
  const [bFrom, bTo] = pagePosition(b);
  return (
    groupOf(a) - groupOf(b) ||
    (a.number ?? 0) - (b.number ?? 0) ||
    compareText(a.letter ?? '', b.letter ?? '') ||
    aFrom - bFrom ||
    aTo - bTo
  );
}

/**
 * Orders a score's scans by instrument group, number, letter and page; names the helper does not
 * understand follow in natural order. Equal readings fall back to the names, so the order is total.
 */
export function compareScanNames(a: string, b: string): number {
  const readA = parseScanName(a);
  const readB = parseScanName(b);
  if (readA && readB) return compareReadings(readA, readB) || compareText(a, b);
  if (readA || readB) return readA ? -1 : 1;
  return compareText(a, b);
}

export interface ScanRename {
  from: string;
  to: string;
}

export interface ScanNameClash {
  /** The short name several files led to; the first of `from` keeps it. */
  name: string;
  from: string[];
}

export interface ScanNamePlan {
  /** Every name given, in the new order, with its new name (`to === from` when it stays). */
  renames: ScanRename[];
  clashes: ScanNameClash[];
}

const key = (name: string) => name.toLowerCase();

function withSuffix(name: string, count: number): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}_${count}${name.slice(dot)}` : `${name}_${count}`;
}

/**
 * New names and order for the files of one folder. Names clash regardless of case (downloads land
 * in file systems that ignore it). Of clashing files, one already bearing the name keeps it, else the
 * first in code point order of the old names; the others get `_2`, `_3`… before the extension, skipping
 * names already taken.
 */
export function planScanNames(names: readonly string[]): ScanNamePlan {
  const renames = [...names].sort(compareScanNames).map((from) => ({ from, to: shortScanName(from) }));
  const taken = new Set(renames.map((rename) => key(rename.to)));
  const groups = new Map<string, ScanRename[]>();
  for (const rename of renames) groups.set(key(rename.to), [...(groups.get(key(rename.to)) ?? []), rename]);
  const clashes: ScanNameClash[] = [];
  for (const group of groups.values()) {
    if (group.length > 1) clashes.push(settleClash(group, taken));
  }
  return { renames, clashes };
}

function settleClash(group: ScanRename[], taken: Set<string>): ScanNameClash {
  const byOldName = [...group].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const keeper = group.find((rename) => rename.from === rename.to) ?? (byOldName[0] as ScanRename);
  const clash = { name: keeper.to, from: [keeper.from] };
  let count = 2;
  for (const rename of group) {
    if (rename === keeper) continue;
    clash.from.push(rename.from);
    while (taken.has(key(withSuffix(rename.to, count)))) count += 1;
    rename.to = withSuffix(rename.to, count);
    taken.add(key(rename.to));
  }
  return clash;
}
