import type { TFunction } from 'i18next';
import type { OutcomeFieldsFragment } from '../graphql/generated/graphql.ts';
import { graphql } from '../graphql/generated/index.ts';
import { flashOf, flashText } from '../ui/flash.ts';

/** What every mutation answers (the schema's `interface Outcome`), selected once for all of them. */
export const OutcomeFragment = graphql(`
  fragment OutcomeFields on Outcome {
    success
    message
    message_key
    message_params {
      name
      value
    }
    errors {
      path
      key
      message
    }
  }
`);

/**
 * The selection of every `upsertX` answer: its outcome and the saved record's id. The save's `warnings`
 * are left out: the fields show them while typing, by the same rules of the domain (docs/spec-readings.md).
 */
export const SaveOutcomeFragment = graphql(`
  fragment SaveOutcomeFields on UpsertResult {
    ...OutcomeFields
    id
  }
`);

/** The one web type of a mutation's answer; each mutation's own fields come beside it. */
export type Outcome = Omit<OutcomeFieldsFragment, '__typename'>;

/** What a call answers that the server never answered (network failure, GraphQL error). */
export type FailedOutcome = Outcome & { success: false };

/**
 * A failure in the user's language, by its i18n key (spec §8: the entity's save-failure message), or in
 * the words a failure carried itself (`said`: what the server answered when it refused the request).
 */
export function failedOutcome(t: TFunction, key: string, said?: string | null): FailedOutcome {
  return {
    success: false,
    message: said || t(key),
    message_key: said ? null : key,
    message_params: [],
    errors: [],
  };
}

/** How a call that got no outcome is answered: `fallbackKey` in the user's language, or a failure's own words. */
export interface Fallback {
  t: TFunction;
  fallbackKey: string;
  /** The words a failure carries itself, where it has any (an upload the server refused before reading it). */
  failureSaid?(error: unknown): string | null;
}

/**
 * The outcome a call answers, picked out of its data by `select`; when the call fails (network, GraphQL
 * error) or its data hold none, the fallback's failure. Never throws.
 */
export async function outcomeOf<TData, TOutcome extends Outcome>(
  call: () => Promise<{ data?: TData | null }>,
  select: (data: TData) => TOutcome | null | undefined,
  { t, fallbackKey, failureSaid }: Fallback,
): Promise<TOutcome | FailedOutcome> {
  try {
    const { data } = await call();
    return (data ? select(data) : null) ?? failedOutcome(t, fallbackKey);
  } catch (error) {
    return failedOutcome(t, fallbackKey, failureSaid?.(error));
  }
}

/**
 * What a refused or failed outcome says in one line, where no field shows its errors: the first field's
 * message (why: "The file is empty."), else the outcome's own in the current language, else
 * `fallbackKey`'s (spec §8: the entity's save-failure message).
 */
export function outcomeText(t: TFunction, outcome: Outcome, fallbackKey: string): string {
  return outcome.errors[0]?.message ?? flashText(t, flashOf('error', outcome, fallbackKey, t));
}

/**
 * What a refused outcome says under the one field it is about (a setting's value), kept as an i18n key
 * where there is one, so that the field follows a change of language (useFieldErrorText): the first
 * error's, else the outcome's own key or words, else `fallbackKey`.
 */
export function outcomeFieldMessage(
  outcome: Outcome,
  fallbackKey: string,
  hasKey: (key: string) => boolean,
): string {
  const [error] = outcome.errors;
  if (error) return hasKey(error.key) ? error.key : error.message;
  return outcome.message_key ?? outcome.message ?? fallbackKey;
}
