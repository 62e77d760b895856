import { z } from 'zod';
import { type CodeListName, type CodeOf, isCode } from './codes.ts';
import { isRecordId } from './paths.ts';
import { INVALID_KEY } from './validation.ts';

// Field helpers beyond text: references, integers and code-list values.

/** What a form or the API may hold for a reference: the id, or the picked record carrying it. */
export type RecordReference = number | string | { id?: number | string | null };

/** The id of a saved record, or null. Digit strings count, since form inputs hold text. */
export function toRecordId(value: unknown): number | null {
  if (typeof value === 'object' && value !== null && 'id' in value) return toRecordId(value.id);
  const id = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return isRecordId(id) ? id : null;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A reference to a saved record; missing, blank and anything without a positive integer id give `key`. */
export function requiredId(key: string) {
  return z
    .custom<RecordReference>()
    .nullish()
    .transform((value, ctx) => {
      const id = toRecordId(value);
      if (id !== null) return id;
      ctx.issues.push({ code: 'custom', message: key, input: value });
      return z.NEVER;
    });
}

/** An optional reference: blank becomes null; something that is not an id gives `key`. */
export function optionalId(key: string = INVALID_KEY) {
  return z
    .custom<RecordReference>()
    .nullish()
    .transform((value, ctx) => {
      if (isBlank(value)) return null;
      const id = toRecordId(value);
      if (id !== null) return id;
      ctx.issues.push({ code: 'custom', message: key, input: value });
      return z.NEVER;
    });
}

/** The own id of a nested item: absent for new items, kept when it is a positive integer. */
export function itemId() {
  return z
    .number({ error: INVALID_KEY })
    .int({ error: INVALID_KEY })
    .positive({ error: INVALID_KEY })
    .nullish()
    .transform((v) => v ?? undefined);
}

/** An integer from a number or its text (`'12'`); undefined for blank, NaN for anything else. */
export function toInteger(value: unknown): number | undefined {
  if (isBlank(value) || (typeof value === 'number' && Number.isNaN(value))) return undefined;
  const n = typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : Number.NaN;
}

type IntegerOptions = { key?: string; min?: number };

function integer({ key = INVALID_KEY, min }: IntegerOptions) {
  return z
    .custom<number | string>()
    .nullish()
    .transform((value, ctx) => {
      const n = toInteger(value);
      if (n === undefined) return null;
      if (!Number.isNaN(n) && (min === undefined || n >= min)) return n;
      ctx.issues.push({ code: 'custom', message: key, input: value });
      return z.NEVER;
    });
}

/** Optional integer (number or digit text); blank becomes null. */
export function optionalInteger(options: IntegerOptions = {}) {
  return integer(options);
}

/** Integer with a default for blank input (a voice's count and position default to 1). */
export function integerDefault(fallback: number, options: IntegerOptions = {}) {
  return integer(options).transform((n) => n ?? fallback);
}

/** A required code of a fixed list: blank gives `key`, a code not in the list the generic key. */
export function codeOf<L extends CodeListName>(list: L, key: string) {
  return optionalCodeOf(list).transform((code, ctx) => {
    if (code !== null) return code;
    ctx.issues.push({ code: 'custom', message: key, input: code });
    return z.NEVER;
  });
}

/** An optional code of a fixed list: blank becomes null, a code not in the list gives the generic key. */
export function optionalCodeOf<L extends CodeListName>(list: L) {
  return z
    .string({ error: INVALID_KEY })
    .nullish()
    .transform((value, ctx): CodeOf<L> | null => {
      const code = (value ?? '').trim();
      if (code === '') return null;
      if (isCode(list, code)) return code;
      ctx.issues.push({ code: 'custom', message: INVALID_KEY, input: value });
      return z.NEVER;
    });
}

/** A record chosen in a list (held as its id, as text or number); none chosen gives `key`. */
export function chosenRecordId(key: string) {
  return z.custom<unknown>().transform((value, ctx) => {
    const id = toRecordId(value);
    if (id !== null) return id;
    ctx.issues.push({ code: 'custom', message: key, input: value });
    return z.NEVER;
  });
}
