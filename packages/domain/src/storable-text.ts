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
 * database cannot store; other objects (an upload) are not looked into. Walked without recursion: a
 * client may send JSON nested thousands deep before any schema looks at it.
 */
export function unstorableTextPaths(value: unknown, path: readonly (string | number)[] = []): string[] {
  const found: string[] = [];
  const pending: Array<[unknown, readonly (string | number)[]]> = [[value, path]];
  while (pending.length) {
    const [item, at] = pending.pop() as [unknown, readonly (string | number)[]];
    if (typeof item === 'string') {
      if (!isStorableText(item)) found.push(at.join('.'));
      continue;
    }
    const entries = Array.isArray(item)
      ? [...item.entries()]
      : isPlainObject(item)
        ? Object.entries(item)
        : [];
    // Pushed last to first, so that paths come out in the input's order.
    for (let i = entries.length - 1; i >= 0; i--) pending.push([entries[i][1], [...at, entries[i][0]]]);
  }
  return found;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
