// PostgreSQL refuses a NUL character in text and jsonb, and a lone UTF-16 surrogate in jsonb; in text the
// drivers silently store one as U+FFFD. Such text is refused before it reaches the database.

/** Key of the field error for text holding a character the database cannot store. */
export const UNSTORABLE_TEXT_KEY = 'Validation.error_text_unstorable';

// With the u flag a lone surrogate is one code point of category Cs; a well-formed pair is not.
const UNSTORABLE = /[\0\p{Cs}]/u;

/** Whether the database stores this text as it is. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/**
 * The dotted paths (`parts.0.notes`) of every string in `value`, its plain objects and arrays, that the
 * database cannot store; other objects (an upload) are not looked into.
 */
export function unstorableTextPaths(value: unknown, path: readonly (string | number)[] = []): string[] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path.join('.')];
  const entries = Array.isArray(value) ? value.entries() : isPlainObject(value) ? Object.entries(value) : [];
  return [...entries].flatMap(([key, item]) => unstorableTextPaths(item, [...path, key]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
