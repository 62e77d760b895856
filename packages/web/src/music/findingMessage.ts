import type { TFunction } from 'i18next';
import type { FindingKey, PaeFinding } from './incipitRendering.ts';

const fieldLabels: Partial<Record<FindingKey, string>> = {
  clef: 'Incipit.fields.clef',
  keysig: 'Incipit.fields.key_signature',
  timesig: 'Incipit.fields.time_signature',
};

/** A finding in the user's language, naming where it is: the field beside, or the character in the code. */
export function findingMessage(finding: PaeFinding, t: TFunction): string {
  // A code newer than the locales keeps Verovio's English text rather than showing a key.
  const message = t(`Pae.findings.${finding.code}`, {
    value: finding.value ?? '',
    defaultValue: finding.text,
  });
  const field = fieldLabels[finding.key];
  if (field) return t('Pae.in_field', { field: t(field), message });
  if (finding.column !== null) return t('Pae.at_character', { column: finding.column, message });
  return message;
}
