import type { Translate } from '../../i18n.ts';
import type { FileRefusal } from '../file-refusal.ts';
import type { MarcWarning } from './marc-fields.ts';

/** A warning in the reader's language; a refused incipit's reason is itself a domain key (the form's message). */
export function marcWarningText(t: Translate, warning: MarcWarning): string {
  const { message, ...values } = warning.values;
  return t(warning.key, message === undefined ? values : { ...values, message: t(String(message)) });
}

export const marcRefusalText = (t: Translate, refusal: FileRefusal): string => t(refusal.key, refusal.values);
