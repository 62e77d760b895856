// Content negotiation on a record's permalink: which of the offered media types an Accept header prefers.

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
}

// Longer Accept headers than this are read no further: a browser's is a few hundred characters.
const MAX_ACCEPT = 2048;
const MAX_RANGES = 32;

function mediaRanges(accept: string): MediaRange[] {
  return accept
    .slice(0, MAX_ACCEPT)
    .split(',')
    .slice(0, MAX_RANGES)
    .flatMap((part) => {
      const [range, ...params] = part.trim().toLowerCase().split(';');
      const [type, subtype] = range.trim().split('/');
      if (!type || !subtype) return [];
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return Number.isFinite(quality) && quality >= 0 && quality <= 1 ? [{ type, subtype, q: quality }] : [];
    });
}

/** How much the ranges want `mediaType`: the q of the most specific range that matches it, 0 if none. */
function qualityOf(ranges: readonly MediaRange[], mediaType: string): number {
  const [type, subtype] = mediaType.split('/');
  const specificity = (range: MediaRange) =>
    range.type === type && range.subtype === subtype
      ? 3
      : range.type === type && range.subtype === '*'
        ? 2
        : range.type === '*' && range.subtype === '*'
          ? 1
          : 0;
  let best: MediaRange | null = null;
  for (const range of ranges) if (specificity(range) > (best ? specificity(best) : 0)) best = range;
  return best?.q ?? 0;
}

/**
 * The offered media type the Accept header prefers, the first offered winning a tie; the first offered
 * when the header is missing or names nothing offered (a permalink's first offer is the web page).
 */
export function preferredMediaType(accept: string | undefined, offered: readonly string[]): string {
  if (!accept?.trim()) return offered[0];
  const ranges = mediaRanges(accept);
  let chosen = offered[0];
  let chosenQ = qualityOf(ranges, chosen);
  for (const mediaType of offered.slice(1)) {
    const q = qualityOf(ranges, mediaType);
    if (q > chosenQ) {
      chosen = mediaType;
      chosenQ = q;
    }
  }
  return chosenQ > 0 ? chosen : offered[0];
}
