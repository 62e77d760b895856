import { type FieldError as DomainFieldError, errorMessageParams } from '@fontes/domain';
import type { Translate } from '../i18n.ts';

export interface FieldErrorResult {
  path: string;
  key: string;
  message: string;
}

export interface MutationResult {
  success: boolean;
  message: string | null;
  errors: FieldErrorResult[];
}

export interface UpsertResult extends MutationResult {
  id: number | null;
  warnings: FieldErrorResult[];
}

export function translateErrors(t: Translate, errors: readonly DomainFieldError[]): FieldErrorResult[] {
  return errors.map((e) => ({ path: e.path, key: e.key, message: t(e.key, errorMessageParams) }));
}

export function refused(message: string, errors: FieldErrorResult[] = []): UpsertResult {
  return { success: false, message, id: null, errors, warnings: [] };
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
    readonly errors: readonly DomainFieldError[] = [],
    readonly lazyParams?: LazyParams,
  ) {
    super(key);
  }

  translated(t: Translate): string {
    return t(this.key, { ...this.params, ...this.lazyParams?.(t) });
  }
}
