// Spec §5: a score's key should read like "d-Moll" or "D-Dur" (German names: lower case minor,
// upper case major; B is B flat, H is B natural). Anything else is a warning, never an error.

export const KEY_WARNING_TEMPLATE = 'Score.warning_key_template';

const tonic = '(?:[CDEFGAH](?:is)?|Ces|Des|Es|Fes|Ges|As|B)';
const keyPattern = new RegExp(`^(?:${tonic}-Dur|${tonic.toLowerCase()}-Moll)$`);

export function isKeyName(key: string): boolean {
  return keyPattern.test(key.trim());
}

/** The warning key for a key that does not follow the template; null for a blank or matching one. */
export function keyWarning(key: string | null | undefined): string | null {
  const trimmed = (key ?? '').trim();
  return trimmed === '' || isKeyName(trimmed) ? null : KEY_WARNING_TEMPLATE;
}
