import { type ScanPartCode, scanAliases } from './scan-aliases.ts';

// The §9 helper's reading of a scan's file name: which part it shows (instrument or voice, its number
// and copy letter) and which pages. The rules, with examples, are in docs/scan-file-names.md.

export type ScanPageKind = 'folio' | 'leaf' | 'page' | 'plain';

export interface ScanPages {
  kind: ScanPageKind;
  from: number;
  /** Recto or verso, folios only. */
  side?: 'r' | 'v';
  to?: number;
  toSide?: 'r' | 'v';
}

export interface ScanName {
  part: ScanPartCode;
  number: number | null;
  letter: string | null;
  pages: ScanPages | null;
  /** As given, case kept: `.JPG` stays `.JPG`. */
  extension: string;
}

const extensions = /\.(jpe?g|jpe|tiff?|png|pdf|jp2|webp|gif|bmp)$/i;

// biome-ignore format: one row per number
const ordinals: Record<string, number> = {
  i: 1, primo: 1, prima: 1, primi: 1, '1mo': 1, '1ma': 1, '1°': 1, erste: 1, erster: 1, first: 1,
  ii: 2, secondo: 2, seconda: 2, secondi: 2, '2do': 2, '2da': 2, '2°': 2, zweite: 2, zweiter: 2, second: 2,
  iii: 3, terzo: 3, terza: 3, '3zo': 3, '3za': 3, '3°': 3, dritte: 3, dritter: 3, third: 3,
  iv: 4, quarto: 4, quarta: 4, '4to': 4, '4ta': 4, '4°': 4, vierte: 4, vierter: 4, fourth: 4,
  v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10, xi: 11, xii: 12,
};

/** Lower case without accents; everything but letters, digits, `°` and hyphens read as a space. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/º/g, '°')
    .replace(/[^\p{L}\p{N}°-]+/gu, ' ')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .trim();
}

const words = (text: string) => text.split(/[\s-]+/).filter(Boolean);

const aliasWords = Object.entries(scanAliases)
  .flatMap(([code, aliases]) => [code, ...aliases].map((alias) => ({ code, words: words(fold(alias)) })))
  .sort((a, b) => b.words.length - a.words.length);

/** The longest alias at the start of `tokens`: its code and how many words it took. */
function matchPart(tokens: string[]): { code: ScanPartCode; length: number } | null {
  const hit = aliasWords.find((alias) => alias.words.every((word, index) => tokens[index] === word));
  return hit ? { code: hit.code as ScanPartCode, length: hit.words.length } : null;
}

/**
 * A part's number: 1–99 without a leading zero (`01` and `001` are page numbers), a roman
 * numeral up to XII, an ordinal; a copy letter a–h may stick to a plain number (`1a`).
 */
function readNumber(token: string | undefined): { number: number; letter: string | null } | null {
  if (token === undefined) return null;
  const plain = /^([1-9]\d?)([a-h])?$/.exec(token);
  if (plain) return { number: Number(plain[1]), letter: plain[2] ?? null };
  const ordinal = ordinals[token];
  return ordinal === undefined ? null : { number: ordinal, letter: null };
}

const readLetter = (token: string | undefined) =>
  token !== undefined && /^[a-h]$/.test(token) ? token : null;

type Part = Pick<ScanName, 'part' | 'number' | 'letter'>;

/** `violino primo a`, `1 violine`: a part, then its number and letter, or its number first. */
function readPart(text: string): Part | null {
  const tokens = words(text);
  const leading = readNumber(tokens[0]);
  const start = leading ? 1 : 0;
  const part = matchPart(tokens.slice(start));
  if (!part) return null;
  let rest = tokens.slice(start + part.length);
  const numbered = leading ?? readNumber(rest[0]);
  if (numbered && !leading) rest = rest.slice(1);
  const letter = numbered?.letter ?? readLetter(rest[0]);
  if (letter && !numbered?.letter) rest = rest.slice(1);
  if (rest.length > 0 || (letter && !numbered)) return null;
  return { part: part.code, number: numbered?.number ?? null, letter };
}

const side = (value: string | undefined) => (value === 'r' || value === 'v' ? value : undefined);

// Tried in order on the end of the folded name; group 1 is what precedes the pages.
const pagePatterns: { kind: ScanPageKind; pattern: RegExp }[] = [
  {
    kind: 'folio',
    pattern: /^(.*?)\s*(?:\b(?:fol|fo|folio|f|bl|blatt)\s*)?(\d+)\s*([rv])(?:\s*-\s*(\d+)?\s*([rv]))?$/,
  },
  { kind: 'leaf', pattern: /^(.*?)\s*\b(?:fol|fo|folio|f|bl|blatt)\s*(\d+)(?:\s*-\s*(\d+))?$/ },
  { kind: 'page', pattern: /^(.*?)\s*\b(?:p|pp|pag|pagina|page|s|seite|seiten)\s*(\d+)(?:\s*-\s*(\d+))?$/ },
  { kind: 'plain', pattern: /^(.*?)\s*(\d+)(?:\s*-\s*(\d+))?$/ },
];

function readPages(kind: ScanPageKind, match: RegExpExecArray): ScanPages {
  const from = Number(match[2]);
  if (kind !== 'folio') return { kind, from, ...(match[3] ? { to: Number(match[3]) } : {}) };
  const pages: ScanPages = { kind, from, side: side(match[3]) };
  if (match[5]) Object.assign(pages, { to: match[4] ? Number(match[4]) : from, toSide: side(match[5]) });
  return pages;
}

/** The part and pages a scan's file name names, or null when any of it is not understood. */
export function parseScanName(filename: string): ScanName | null {
  const extension = extensions.exec(filename)?.[0] ?? '';
  const stem = fold(filename.slice(0, filename.length - extension.length));
  // A bare number right after the part is its number (`Violino 2`); pages need a marker or a second number.
  const whole = readPart(stem);
  if (whole) return { ...whole, pages: null, extension };
  for (const { kind, pattern } of pagePatterns) {
    const match = pattern.exec(stem);
    const part = match ? readPart(match[1] ?? '') : null;
    if (match && part) return { ...part, pages: readPages(kind, match), extension };
  }
  return null;
}

const pad = (value: number) => String(value).padStart(3, '0');

function pagesLabel(pages: ScanPages): string {
  const prefix = { folio: '', leaf: 'f', page: 'p', plain: '' }[pages.kind];
  const from = `${prefix}${pad(pages.from)}${pages.side ?? ''}`;
  if (pages.to === undefined || (pages.to === pages.from && pages.toSide === pages.side)) return from;
  return `${from}-${pad(pages.to)}${pages.toSide ?? ''}`;
}

/** The short form of a reading: `vl1_002r.jpg`, `bc_p012-013.tif`, `score_f003.png`. */
export function formatScanName(name: ScanName): string {
  const part = `${name.part}${name.number ?? ''}${name.letter ?? ''}`;
  return `${part}${name.pages ? `_${pagesLabel(name.pages)}` : ''}${name.extension}`;
}

/** The §9 short name of a scan; a name not wholly understood is returned as it is. */
export function shortScanName(filename: string): string {
  const name = parseScanName(filename);
  return name ? formatScanName(name) : filename;
}
