// Dates in the catalogue are text as the source gives them ("um 1760", "1762/63", "2. Hälfte 18. Jh.").
// Search filters and sorts them by the years they name, where they name any.

/** The first and last year a date given as text names (the same year twice for one year). */
export interface YearRange {
  from: number;
  to: number;
}

const FIRST_YEAR = 1000;
const LAST_YEAR = 2099;

// "18. Jh.", "18. Jahrhundert", "18th century", "18th c.", optionally after "1./2. Hälfte" or "first/second half".
const CENTURY =
  /(?:\b(1|2)\.\s*h(?:ä|ae|a)lfte\s+(?:des\s+)?|\b(first|second)\s+half\s+(?:of\s+the\s+)?)?\b(1[0-9]|20)(?:\.\s*(?:jh\b\.?|jhd\b\.?|jahrhunderts?\b)|(?:st|nd|rd|th)\s+c(?:entury\b|\.))/giu;
// A year, with an optional second of the same century after "-", "–", "/" ("1762–65", "1760/61").
const YEARS = /(?<![\p{N}])(1[0-9]{3}|20[0-9]{2})(?:\s*[-–—/]\s*([0-9]{2}|[0-9]{4}))?(?![\p{N}])/gu;

/** The range of years `text` names, or null when it names none (a century counts as its hundred years). */
export function yearRange(text: string | null | undefined): YearRange | null {
  if (!text) return null;
  const years: number[] = [];
  const rest = text.replace(
    CENTURY,
    (_match, half: string | undefined, halfWord: string | undefined, century: string) => {
      const start = (Number(century) - 1) * 100;
      const second = half === '2' || halfWord?.toLowerCase() === 'second';
      const first = half === '1' || halfWord?.toLowerCase() === 'first';
      years.push(second ? start + 50 : start, first ? start + 49 : start + 99);
      return ' ';
    },
  );
  for (const match of rest.matchAll(YEARS)) {
    const year = Number(match[1]);
    years.push(year);
    const end = match[2];
    if (end) years.push(end.length === 2 ? Math.floor(year / 100) * 100 + Number(end) : Number(end));
  }
  const valid = years.filter((y) => y >= FIRST_YEAR && y <= LAST_YEAR);
  if (!valid.length) return null;
  return { from: Math.min(...valid), to: Math.max(...valid) };
}

/** The range spanning every text's years, or null when none names a year. */
export function yearRangeOf(texts: ReadonlyArray<string | null | undefined>): YearRange | null {
  const ranges = texts.map(yearRange).filter((r): r is YearRange => r !== null);
  if (!ranges.length) return null;
  return { from: Math.min(...ranges.map((r) => r.from)), to: Math.max(...ranges.map((r) => r.to)) };
}
