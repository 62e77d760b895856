import { z } from 'zod';
import { INVALID_KEY } from './validation.ts';

export type ListOptions<I> = {
  /**
   * An item the list rules leave as a placeholder (§4: removing the last genre or voice leaves a
   * blank one). A list of nothing but such items counts as empty instead of failing item by item.
   */
  isBlank?: (item: I) => boolean;
  /** Key for an empty list; without it an empty list is fine. */
  minKey?: string;
};

/**
 * A nested list whose every item is validated; issue paths name list and position
 * (`attributions.0.person`). Missing and null become an empty list.
 */
export function listOf<T extends z.ZodType>(item: T, { isBlank, minKey }: ListOptions<z.input<T>> = {}) {
  const items = z.array(item, { error: INVALID_KEY });
  return z
    .array(z.custom<z.input<T>>(), { error: INVALID_KEY })
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
