import { z } from 'zod';
import { INVALID_KEY } from './validation.ts';

/**
 * How many items a list may hold: more than any real source has (a score's parts, incipits, sources…),
 * so that a save stays a few statements and its refusal a few errors. A catalog's pages and a digital
 * copy's images may be many more (an imported manifest brings up to 10,000 canvases).
 */
export const MAX_LIST_ITEMS = 1_000;
export const MAX_LONG_LIST_ITEMS = 10_000;

export type ListOptions<I> = {
  /**
   * An item the list rules leave as a placeholder (§4: removing the last genre or voice leaves a
   * blank one). A list of nothing but such items counts as empty instead of failing item by item.
   */
  isBlank?: (item: I) => boolean;
  /** Key for an empty list; without it an empty list is fine. */
  minKey?: string;
  /** A list of a catalog's pages or a digital copy's images: MAX_LONG_LIST_ITEMS instead of MAX_LIST_ITEMS. */
  long?: boolean;
  /**
   * A bound on what the items hold together (a score's parts: their voices), checked like the list's
   * length: before any item is looked at, refused by one error on the list.
   */
  total?: { of: (items: unknown[]) => number; max: number; key: string };
};

/**
 * A nested list whose every item is validated; issue paths name list and position
 * (`attributions.0.person`). Missing and null become an empty list. A list longer than its maximum is
 * refused as a whole, by one error on the list, before any item is looked at.
 */
export function listOf<T extends z.ZodType>(
  item: T,
  { isBlank, minKey, long, total }: ListOptions<z.input<T>> = {},
) {
  const items = z.array(item, { error: INVALID_KEY });
  const [max, maxKey] = long
    ? [MAX_LONG_LIST_ITEMS, 'Validation.error_long_list_too_long']
    : [MAX_LIST_ITEMS, 'Validation.error_list_too_long'];
  return z
    .array(z.custom<z.input<T>>(), { error: INVALID_KEY })
    .max(max, { error: maxKey })
    .refine((list) => !total || total.of(list) <= total.max, { error: total?.key })
    .nullish()
    .transform((list) => {
      const all = list ?? [];
      return isBlank && all.every((entry) => isPlainObject(entry) && isBlank(entry)) ? [] : all;
    })
    .pipe(minKey ? items.min(1, { error: minKey }) : items);
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates `value` with `schema` from inside a refinement and reports its issues under `path`:
 * for parts that are checked only in some states (a cleric's syllabi).
 */
export function checkNested(
  ctx: z.RefinementCtx,
  schema: z.ZodType,
  value: unknown,
  path: ReadonlyArray<PropertyKey>,
): void {
  const result = schema.safeParse(value, { error: () => INVALID_KEY });
  for (const issue of result.error?.issues ?? []) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [...path, ...issue.path] });
  }
}
