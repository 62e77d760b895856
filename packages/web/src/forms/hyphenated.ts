/**
 * A short word joined by a hyphen ("F-Dur", "Fis-Moll", "B-Dur"): a browser breaks a line after any
 * hyphen, leaving "F-" at a line's end and "Dur" below it.
 */
const SHORT_HYPHENATED = /((?<![\p{L}\p{N}])[\p{L}\p{N}]{1,3}-\p{L}{2,5}(?![\p{L}\p{N}-]))/u;

/** The text in pieces: at odd places the short hyphenated words to keep on one line, the rest between. */
export function hyphenatedPieces(text: string): string[] {
  return text.split(SHORT_HYPHENATED);
}
