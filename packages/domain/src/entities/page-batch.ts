import { z } from 'zod';
import { type ValidationResult, validate } from '../validation.ts';
import { chosenRecordId, toInteger } from '../validation-values.ts';

// Spec §4/§5/§9: adding pages to a catalog, one at a time or in a batch.

export const PAGE_COUNT_INVALID = 'Catalog.error_page_count_invalid';

/**
 * Not in the spec: one batch creates at most this many pages, so that a typo (120000 for 120)
 * cannot flood a catalog. Larger counts get the same message as other invalid counts.
 */
export const MAX_PAGE_BATCH = 2000;

type PageLike = { number?: string | number | null };

/**
 * The batch count as typed (number or text). It must be an integer up to MAX_PAGE_BATCH; counts
 * below 1 are valid and create nothing (§5).
 */
export const pageCountSchema = z
  .custom<number | string>()
  .nullish()
  .transform((value, ctx) => {
    const count = toInteger(value);
    if (count !== undefined && !Number.isNaN(count) && count <= MAX_PAGE_BATCH) return count;
    ctx.issues.push({ code: 'custom', message: PAGE_COUNT_INVALID, input: value });
    return z.NEVER;
  });

/** A batch of pages as a form asks for it: the count alone. */
export const pageBatchSchema = z.object({ count: pageCountSchema });

export function parsePageCount(value: unknown): ValidationResult<number> {
  return validate(pageCountSchema, value);
}

/** Not in the spec: the highest number pages are renumbered from, so that a typo cannot run away. */
export const MAX_FIRST_PAGE_NUMBER = 100_000;

export const FIRST_NUMBER_INVALID = 'Catalog.error_first_number_invalid';

/** The number pages are renumbered from, as typed: a whole number from 1 up to the highest, or null. */
function firstPageNumber(first: unknown): number | null {
  const start = typeof first === 'string' && /^\s*\d+\s*$/.test(first) ? Number(first) : first;
  if (typeof start !== 'number' || !Number.isInteger(start) || start < 1 || start > MAX_FIRST_PAGE_NUMBER)
    return null;
  return start;
}

/** Renumbering as a form asks for it: the number the first page gets. */
export const renumberSchema = z.object({
  firstNumber: z.custom<unknown>().transform((value, ctx) => {
    const first = firstPageNumber(value);
    if (first !== null) return first;
    ctx.issues.push({ code: 'custom', message: FIRST_NUMBER_INVALID, input: value });
    return z.NEVER;
  }),
});

/** The numbers of `count` pages renumbered in order from `first` (a whole number from 1), or null. */
export function renumberedPages(count: number, first: unknown): string[] | null {
  const start = firstPageNumber(first);
  if (start === null) return null;
  return Array.from({ length: count }, (_, i) => String(start + i));
}

export const FIRST_IMAGE_INVALID = 'Catalog.error_first_image_invalid';
export const FIRST_PAGE_INVALID = 'Catalog.error_first_page_invalid';

/** "Images 1–12 to pages 1–12" as a form asks for it: the image the first page gets, and that page. */
export const assignImagesSchema = z.object({
  firstImageId: chosenRecordId(FIRST_IMAGE_INVALID),
  firstPageId: chosenRecordId(FIRST_PAGE_INVALID),
});

/**
 * §4: batch page numbers continue from the highest page number that is an integer; without any,
 * from the page count plus 1 (so from 1 for an empty catalog).
 */
export function batchPageNumbers(existingPages: readonly PageLike[], count: number): string[] {
  if (!Number.isInteger(count) || count < 1) return [];
  const integers = existingPages.flatMap((page) => {
    const number = String(page.number ?? '').trim();
    return /^\d+$/.test(number) ? [Number(number)] : [];
  });
  const first = integers.length > 0 ? Math.max(...integers) + 1 : existingPages.length + 1;
  return Array.from({ length: count }, (_, i) => String(first + i));
}
