// Small text helpers for derived titles: every field may be missing, null or padded.

/** Whether a value holds no text: missing, null, not a string or only whitespace. */
export function isBlankText(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** The trimmed text, or '' for anything that is not a string. */
export function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The non-blank parts, trimmed, joined by `separator`. */
export function joinNonBlank(parts: ReadonlyArray<unknown>, separator: string): string {
  return parts
    .map(trimmed)
    .filter((part) => part !== '')
    .join(separator);
}
