// A catalog entry names its composer as the catalog's scribe wrote it ("Sig. Mozart", "P. Gregorio Heiß"):
// the texts to look the person up by, the honorifics left out.

/** Forms of address and titles the historical catalogs put before a name, compared lower-cased. */
const honorifics = new Set([
  'sig.',
  'sign.',
  'sigr.',
  'sgr.',
  'signore',
  'signor',
  'p.',
  'pater',
  'r.p.',
  'fr.',
  'frater',
  'don',
  'd.',
  'herr',
  'hr.',
  'hrn.',
  'mons.',
  'monsieur',
  'abbé',
  'abbate',
]);

/**
 * What to search people by for an entry's composer, most specific first: the name without honorifics,
 * then its last word (the surname, as catalogs write given name first). Empty for a blank name.
 */
export function composerSearchTexts(composer: string | null | undefined): string[] {
  const words = (composer ?? '')
    .split(/\s+/)
    .filter((word) => word && !honorifics.has(word.toLocaleLowerCase()));
  if (!words.length) return [];
  const whole = words.join(' ');
  const last = words.at(-1) as string;
  return whole === last ? [whole] : [whole, last];
}
