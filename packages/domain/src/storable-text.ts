// PostgreSQL refuses a NUL character in text and jsonb, and a lone UTF-16 surrogate in jsonb; in text the
// drivers silently store one as U+FFFD. Such text is refused before it reaches the database.

/** Key of the field error for text holding a character the database cannot store. */
export const UNSTORABLE_TEXT_KEY = 'Validation.error_text_unstorable';

// With the u flag a lone surrogate is one code point of category Cs; a well-formed pair is not.
const UNSTORABLE = /[\0\p{Cs}]/u;

// Bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069) reorder the text after them
// as it is shown: "invoice\u202Egpj.exe" reads "invoiceexe.jpg".
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without bidirectional control characters, so that it shows in the order it is stored. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

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
  // Each step links to its parent, so that depth costs no copying; a path is spelled out only when found.
  type Step = { key: string | number; parent: Step | null } | null;
  const pending: Array<[unknown, Step]> = [[value, null]];
  while (pending.length) {
    const [item, step] = pending.pop() as [unknown, Step];
    if (typeof item === 'string') {
      if (!isStorableText(item)) found.push(spelled(step).join('.'));
      continue;
    }
    const entries = Array.isArray(item)
      ? [...item.entries()]
      : isPlainObject(item)
        ? Object.entries(item)
        : [];
    // Pushed last to first, so that paths come out in the input's order.
    for (let i = entries.length - 1; i >= 0; i--)
      pending.push([entries[i][1], { key: entries[i][0], parent: step }]);
  }
  return found;

  function spelled(step: Step): string[] {
    const keys: string[] = [];
    for (let s = step; s; s = s.parent) keys.push(String(s.key));
    return [...path.map(String), ...keys.reverse()];
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
