import type { z } from 'zod';
import { joinNonBlank } from '../text.ts';
import { entityObject, optionalText, requiredText } from '../validation.ts';
import { optionalId } from '../validation-values.ts';

// Spec §3/§5 Composite entry: a volume bound from several scores; composites nest.

export const compositeSchema = entityObject({
  shelfmark: requiredText('Composite.error_shelfmark_empty'),
  title: optionalText(),
  notes: optionalText(),
  parent: optionalId(),
});

export type CompositeInput = z.input<typeof compositeSchema>;
export type CompositeValues = z.output<typeof compositeSchema>;

/** The shelfmark and the title: "Ms. 112 — Vesperpsalmen", either alone when the other is blank. */
export function compositeTitle(composite: { shelfmark?: string | null; title?: string | null }): string {
  return joinNonBlank([composite.shelfmark, composite.title], ' — ');
}
