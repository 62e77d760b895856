import { isCode, parsePae } from '@fontes/domain';

/** The fields of an incipit that a PAE header can fill. */
export interface PaeHeaderFields {
  clef?: string;
  key_signature?: string;
  time_signature?: string;
}

export interface PastedPae {
  /** The bare music data, which replaces the field's content. */
  pae: string;
  /** What the header sets: clef and key signature only as codes of their lists. */
  fields: PaeHeaderFields;
}

/**
 * Pasted PAE with a header (`@clef:…`, the `@start:pae-file … @end:pae-file` form, the JSON form): its bare
 * data and the fields its header sets; null for bare data, which is pasted as it is.
 */
export function pastedPae(text: string): PastedPae | null {
  const parsed = parsePae(text);
  const bare = text.replace(/\r\n|\r|\n/g, '').trim();
  if (parsed.data === bare && !parsed.clef && !parsed.key_signature && !parsed.time_signature) return null;
  const fields: PaeHeaderFields = {};
  if (isCode('clefs', parsed.clef)) fields.clef = parsed.clef;
  if (isCode('keySignatures', parsed.key_signature)) fields.key_signature = parsed.key_signature;
  if (parsed.time_signature) fields.time_signature = parsed.time_signature;
  return { pae: parsed.data, fields };
}
