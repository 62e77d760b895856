import type { MessageLine } from '../ui/flash.ts';
import type { Outcome } from './outcome.ts';

/** One error of a refusal: its path (a form field's), its i18n key and the server's words. */
export type ServerFieldError = Outcome['errors'][number];

export interface FieldErrorAssignment {
  path: string;
  /** An i18n key where one exists, so that the field follows a change of language; else the server's text. */
  message: string;
}

/**
 * Splits a failed answer into the errors shown beside form fields and the lines of the form's top message:
 * the answer's message (unless it only repeats a field's error) and the errors of no form field.
 */
export function splitServerErrors(
  message: MessageLine,
  errors: readonly ServerFieldError[],
  fieldNames: ReadonlySet<string>,
  hasKey: (key: string) => boolean,
): { fieldErrors: FieldErrorAssignment[]; topMessages: MessageLine[] } {
  const fieldErrors: FieldErrorAssignment[] = [];
  const otherMessages: MessageLine[] = [];
  for (const error of errors) {
    const field = error.path.split('.')[0];
    if (field && fieldNames.has(field)) {
      fieldErrors.push({
        path: error.path,
        message: error.key && hasKey(error.key) ? error.key : error.message,
      });
    } else {
      otherMessages.push(
        error.key && hasKey(error.key)
          ? { text: error.message, messageKey: error.key }
          : { text: error.message },
      );
    }
  }
  const repeatsFieldError =
    errors.some((error) => error.message === message.text) && otherMessages.length === 0;
  return { fieldErrors, topMessages: [...(repeatsFieldError ? [] : [message]), ...otherMessages] };
}
