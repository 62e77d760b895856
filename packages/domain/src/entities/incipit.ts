import type { z } from 'zod';
import { isCode } from '../codes.ts';
import { octaveBeyondRange } from '../pae/melody.ts';
import { booleanDefault, entityObject, optionalText } from '../validation.ts';
import { itemId, optionalCodeOf } from '../validation-values.ts';
import { parsePae } from './pae.ts';

/** Signs of a saved incipit's code: real incipits take a few hundred. */
export const PAE_MAX_LENGTH = 4000;

// Spec §3/§5 Incipit.

const incipitFields = entityObject({
  id: itemId(),
  tempo: optionalText(),
  clef: optionalCodeOf('clefs'),
  time_signature: optionalText(),
  key_signature: optionalCodeOf('keySignatures'),
  text: optionalText(),
  part: optionalText(),
  basso_continuo: booleanDefault(false),
  pae: optionalText(),
  number: optionalText(),
  movement: optionalText(),
  section: optionalText(),
  notes: optionalText(),
  is_text_incipit: booleanDefault(true),
});

/**
 * The PAE is stored clean (§3). Clef, key and time signature of a pasted header fill the fields
 * left empty, so that cleaning loses nothing. PAE is required unless the incipit is text-only.
 */
export const incipitSchema = incipitFields.transform((raw, ctx) => {
  const pae = parsePae(raw.pae);
  const incipit = {
    ...raw,
    clef: raw.clef ?? (isCode('clefs', pae.clef) ? pae.clef : null),
    key_signature:
      raw.key_signature ?? (isCode('keySignatures', pae.key_signature) ? pae.key_signature : null),
    time_signature: raw.time_signature ?? pae.time_signature,
    pae: pae.data || null,
  };
  const paeError = paeProblem(incipit.pae, incipit.is_text_incipit);
  if (paeError) ctx.issues.push({ code: 'custom', message: paeError, path: ['pae'], input: raw.pae });
  return incipit;
});

/**
 * Why the code cannot be saved: empty where notes are required, longer than any incipit (a length the
 * reader and melodic search are sized for), or octaves beyond any instrument's, whose intervals
 * overflow what the melody's row stores.
 */
function paeProblem(pae: string | null, isTextIncipit: boolean): string | null {
  if (!pae) return isTextIncipit ? null : 'Incipit.error_pae_empty';
  if (pae.length > PAE_MAX_LENGTH) return 'Incipit.error_pae_too_long';
  if (octaveBeyondRange(pae)) return 'Incipit.error_pae_octave';
  return null;
}

export type IncipitInput = z.input<typeof incipitSchema>;
export type IncipitValues = z.output<typeof incipitSchema>;

type Numbered = {
  number?: string | number | null;
  movement?: string | number | null;
  section?: string | number | null;
};

/** §3: number, movement and section joined with dots, blanks skipped ("1.2.3", "2.Kyrie"). */
export function incipitNumbering(incipit: Numbered): string {
  return [incipit.number, incipit.movement, incipit.section]
    .map((part) => (part == null ? '' : String(part).trim()))
    .filter((part) => part !== '')
    .join('.');
}
