import { type FieldError as DomainFieldError, errorMessageParams } from '@fontes/domain';
import type { Translate } from '../i18n.ts';

export interface FieldErrorResult {
  path: string;
  key: string;
  message: string;
}

/** A value of a message's interpolation, e.g. `min` of `Auth.error_password_short`. */
export interface MessageParam {
  name: string;
  value: string;
}

/**
 * A result's message: in the caller's language, and as its i18n key and parameters, so that a client can
 * show it again in another language.
 */
export interface Said {
  message: string | null;
  message_key: string | null;
  message_params: MessageParam[];
}

export const nothingSaid: Said = { message: null, message_key: null, message_params: [] };

export function say(t: Translate, key: string, params: Record<string, unknown> = {}): Said {
  return {
    message: t(key, params),
    message_key: key,
    message_params: Object.entries(params).map(([name, value]) => ({ name, value: String(value) })),
  };
}

/** The schema's `Outcome`: what every mutation answers, its own fields beside. */
export interface MutationResult extends Said {
  success: boolean;
  errors: FieldErrorResult[];
}

/** An answer without field errors. */
export function outcome(success: boolean, said: Said): MutationResult {
  return { success, ...said, errors: [] };
}

export interface UpsertResult extends MutationResult {
  id: number | null;
  warnings: FieldErrorResult[];
}

/** A field error with the values its message names (`max` of an import's canvas limit). */
type FieldErrorWithParams = DomainFieldError & { params?: Record<string, unknown> };

export function translateErrors(t: Translate, errors: readonly FieldErrorWithParams[]): FieldErrorResult[] {
  return errors.map((e) => ({
    path: e.path,
    key: e.key,
    message: t(e.key, { ...errorMessageParams, ...e.params }),
  }));
}

export function refused(said: Said, errors: FieldErrorResult[] = []): UpsertResult {
  return { success: false, ...said, id: null, errors, warnings: [] };
}

/** Params that need the caller's language (the names of what holds a record) are made when translated. */
type LazyParams = (t: Translate) => Record<string, unknown>;

/**
 * An expected refusal raised inside a transaction (not found, stale version, still referenced, a field
 * the database contradicts): throwing rolls the transaction back; the caller answers it as `success: false`.
 */
export class Refusal extends Error {
  constructor(
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    readonly errors: readonly FieldErrorWithParams[] = [],
    readonly lazyParams?: LazyParams,
  ) {
    super(key);
  }

  said(t: Translate): Said {
    return say(t, this.key, { ...this.params, ...this.lazyParams?.(t) });
  }
}
