import { z } from 'zod';
import { UNSTORABLE_TEXT_KEY, unstorableTextPaths } from './storable-text.ts';
import { isValidUrl, normalizeUrl } from './url.ts';

// Issue messages are i18n keys; the server and the forms translate them, never zod's English text.

export type FieldError = { path: string; key: string };

export type ValidationResult<T> = { ok: true; data: T } | { ok: false; errors: FieldError[] };

/** Fallback key for issues no schema names a key for (wrong type of a whole object, unknown shapes). */
export const INVALID_KEY = 'Validation.error_invalid';

export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    key: issue.message,
  }));
}

/**
 * Checks `input` against `schema`. Text the database cannot store is refused first, in every field of
 * every schema alike, naming each field that holds it.
 */
export function validate<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldError[] } {
  const unstorable = unstorableTextPaths(input);
  if (unstorable.length)
    return { ok: false, errors: unstorable.map((path) => ({ path, key: UNSTORABLE_TEXT_KEY })) };
  // The per-parse error map only applies where a schema gave no key of its own.
  const result = schema.safeParse(input, { error: () => INVALID_KEY });
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: toFieldErrors(result.error) };
}

/** An object whose wrong type (null, a string…) is reported with the generic key. */
export function entityObject<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.object(shape, { error: INVALID_KEY });
}

/** Required string: trimmed, non-empty. Missing, null, blank and non-strings all give `key`. */
export function requiredText(key: string) {
  return z
    .string({ error: key })
    .nullish()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().min(1, { error: key }));
}

/** An object of one required text, as a form asking for one value checks it (a person's name, created in place). */
export function requiredTextObject(name: string, key: string) {
  return entityObject({ [name]: requiredText(key) });
}

/** Optional string: trimmed; missing, null and blank become null. */
export function optionalText(key: string = INVALID_KEY) {
  return z
    .string({ error: key })
    .nullish()
    .transform((v) => {
      const trimmed = (v ?? '').trim();
      return trimmed === '' ? null : trimmed;
    });
}

/** Optional web address: normalised (https:// added), must be valid; blank becomes null. */
export function optionalUrl(key: string) {
  return z
    .string({ error: key })
    .nullish()
    .transform((v) => normalizeUrl(v))
    .refine((v) => v === '' || isValidUrl(v), { error: key })
    .transform((v) => (v === '' ? null : v));
}

/** Required boolean flag: missing and null become `fallback`; anything but a boolean is invalid. */
export function booleanDefault(fallback: boolean) {
  return z
    .boolean({ error: INVALID_KEY })
    .nullish()
    .transform((v) => v ?? fallback);
}
