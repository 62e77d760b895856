// Spec §5 Source: authority ids are often pasted as links or with a label; keep only the id.

/** A GND id from a link or text: at least 4 digits, made of digits with X or dashes; '' if none. */
export function extractGndId(input: string | null | undefined): string {
  const tokens = (input ?? '')
    .split(/[\s/?#&=,;:()[\].]+/)
    .map((token) => token.toUpperCase().replace(/-+$/, ''));
  // The word after a `gnd` label or path segment wins over other numbers in the text (life dates…).
  const labelled = tokens.find((token, i) => i > 0 && tokens[i - 1] === 'GND' && isGndId(token));
  return labelled ?? tokens.find(isGndId) ?? '';
}

function isGndId(token: string): boolean {
  return /^[0-9X-]+$/.test(token) && token.replace(/[^0-9]/g, '').length >= 4;
}

/** A RISM id from a link or text, lower-cased and stripped to letters, digits and dashes; '' if none. */
export function extractRismId(input: string | null | undefined): string {
  const text = (input ?? '').trim();
  // Old OPAC links carry the id as a query parameter: …/search?View=rism&id=pe1234
  const fromQuery = text.match(/[?&]id=([^&#\s]+)/i)?.[1];
  const withoutQuery = text.replace(/[?#].*$/, '');
  const tokens = withoutQuery.split(/[\s/:=,;()]+/).filter((token) => token !== '');
  const candidate = fromQuery ?? tokens.findLast((token) => /\d/.test(token)) ?? tokens.at(-1) ?? '';
  return candidate.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

export function gndUrl(id: string): string {
  return `https://d-nb.info/gnd/${encodeURIComponent(id.trim())}`;
}

export function rismUrl(id: string): string {
  return `https://rism.online/sources/${encodeURIComponent(id.trim())}`;
}
