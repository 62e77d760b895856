import { parsePae } from '../entities/pae.ts';

// Verovio reads an incipit as one JSON object of its header and music; the web draws it so, and the
// server's MEI export converts it so, from the same input.

/** What the notation of an incipit is drawn from: its code and the fields beside it. */
export interface IncipitMusic {
  clef?: string | null;
  key_signature?: string | null;
  time_signature?: string | null;
  pae?: string | null;
}

const filled = (value: string | null | undefined) => value?.trim() || null;

/**
 * Verovio's input for an incipit, as its JSON form; null without music data. As the domain's schema does
 * on save, a header inside the code fills only what the fields beside it leave empty.
 */
export function verovioInput(incipit: IncipitMusic): string | null {
  const pae = parsePae(incipit.pae);
  if (!pae.data) return null;
  const input = {
    clef: filled(incipit.clef) ?? pae.clef,
    keysig: filled(incipit.key_signature) ?? pae.key_signature,
    timesig: filled(incipit.time_signature) ?? pae.time_signature,
    data: pae.data,
  };
  return JSON.stringify(Object.fromEntries(Object.entries(input).filter(([, value]) => value)));
}
