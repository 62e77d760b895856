import { z } from 'zod';
import { entityObject, INVALID_KEY, optionalText } from '../validation.ts';
import { chosenRecordId, itemId, optionalId, optionalInteger } from '../validation-values.ts';

// Spec §3 Entry: one line of a catalog page, saved with its page; it may point to a score.

const REGION_KEY = 'Entry.error_region_size';

/** A box on the page's image in its pixels (IIIF `xywh`): from its top left corner, of a positive size. */
export const regionSchema = z
  .object(
    {
      x: z.number({ error: INVALID_KEY }).int({ error: INVALID_KEY }).min(0, { error: REGION_KEY }),
      y: z.number({ error: INVALID_KEY }).int({ error: INVALID_KEY }).min(0, { error: REGION_KEY }),
      w: z.number({ error: INVALID_KEY }).int({ error: INVALID_KEY }).min(1, { error: REGION_KEY }),
      h: z.number({ error: INVALID_KEY }).int({ error: INVALID_KEY }).min(1, { error: REGION_KEY }),
    },
    { error: INVALID_KEY },
  )
  .nullish()
  .transform((region) => region ?? null);

export type Region = { x: number; y: number; w: number; h: number };

/** Whether `region` lies wholly inside an image of the given size. */
export function regionInside(region: Region, width: number, height: number): boolean {
  return region.x + region.w <= width && region.y + region.h <= height;
}

/** The IIIF media fragment of a region: `xywh=x,y,w,h`. */
export const regionFragment = ({ x, y, w, h }: Region) => `xywh=${x},${y},${w},${h}`;

/** What an entry transcribes of its line of the catalog: it must hold one of them at least. */
const ENTRY_TEXTS = ['number', 'signature', 'genre', 'composer', 'annotation', 'notes'] as const;

export const entrySchema = entityObject({
  id: itemId(),
  position: optionalInteger(),
  score: optionalId(),
  number: optionalText(),
  signature: optionalText(),
  genre: optionalText(),
  composer: optionalText(),
  annotation: optionalText(),
  notes: optionalText(),
  region: regionSchema,
}).superRefine((entry, ctx) => {
  // An entry of nothing (a grid row left blank) would be a line no one can find or cite.
  if (ENTRY_TEXTS.some((name) => (entry[name] ?? '').trim() !== '')) return;
  ctx.addIssue({ code: 'custom', path: ['number'], message: 'Entry.error_empty' });
});

export type EntryInput = z.input<typeof entrySchema>;
export type EntryValues = z.output<typeof entrySchema>;

/**
 * An entry made where it is needed (a score's entry picker): the page it goes on, chosen, and what is read
 * off the catalog's line beside its number; the rest is transcribed on the page later.
 */
export const newEntrySchema = z.object({
  pageId: chosenRecordId('Catalog.error_first_page_invalid'),
  number: optionalText(),
  composer: optionalText(),
});
