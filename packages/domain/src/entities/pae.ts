// Spec §3 Incipit: Plaine & Easie code is pasted in several forms (STACK-NOTES: Verovio loads the
// `@clef:`/`@keysig:`/`@timesig:`/`@data:` header form, the `@start:pae-file … @end:pae-file` file
// form and a JSON object). We store the bare data and keep clef, key and time signature as fields.

export type PaeParts = {
  clef: string | null;
  key_signature: string | null;
  time_signature: string | null;
  data: string;
};

const headerLine = /^\s*@[a-z_]+:/i;

/** Splits pasted PAE into its header values and the bare music data (line breaks removed). */
export function parsePae(input: string | null | undefined): PaeParts {
  const text = (input ?? '').trim();
  return parsePaeJson(text) ?? parsePaeText(text);
}

/** §3: line breaks, the start header up to the data marker and the end trailer removed. */
export function cleanPae(input: string | null | undefined): string {
  return parsePae(input).data;
}

function parsePaeText(text: string): PaeParts {
  const lines = text.split(/\r\n|\r|\n/);
  const flat = lines.join('');
  const dataAt = flat.search(/@data:/i);
  // Without a data marker every header line goes and the rest is data. `@` inside the data
  // (`@3/4`, a change of metre) never starts a header: header keys are words followed by a colon.
  const header = dataAt >= 0 ? flat.slice(0, dataAt) : lines.filter((line) => headerLine.test(line)).join('');
  const body =
    dataAt >= 0 ? flat.slice(dataAt + '@data:'.length) : lines.filter((l) => !headerLine.test(l)).join('');
  const fields = new Map<string, string>();
  for (const part of header.split(/(?=@[a-z_]+:)/i)) {
    const match = part.match(/^@([a-z_]+):(.*)$/i);
    if (match) fields.set(match[1].toLowerCase(), match[2].trim());
  }
  return {
    clef: fields.get('clef') || null,
    key_signature: fields.get('keysig') || null,
    time_signature: fields.get('timesig') || null,
    data: body.replace(/@end:.*$/i, '').trim(),
  };
}

function parsePaeJson(text: string): PaeParts | null {
  // PAE data may itself start with `{` (a beam group), so only a real JSON object with data counts.
  if (!text.startsWith('{')) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { clef, keysig, timesig, data } = value as Record<string, unknown>;
  if (typeof data !== 'string') return null;
  const nonBlank = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return {
    clef: nonBlank(clef),
    key_signature: nonBlank(keysig),
    time_signature: nonBlank(timesig),
    data: data.replace(/\r\n|\r|\n/g, '').trim(),
  };
}
