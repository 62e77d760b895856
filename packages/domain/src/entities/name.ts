import type { z } from 'zod';
import { isBlankText } from '../text.ts';
import { booleanDefault, entityObject, optionalText } from '../validation.ts';
import { listOf } from '../validation-lists.ts';
import { itemId } from '../validation-values.ts';

// Spec §3/§4/§5: a person's names; exactly one is primary and gives the displayed name.

export const nameSchema = entityObject({
  id: itemId(),
  name: optionalText(),
  primary: booleanDefault(false),
});

export type NameInput = z.input<typeof nameSchema>;
export type NameValues = z.output<typeof nameSchema>;

type NameLike = { name?: string | null; primary?: boolean | null };

/**
 * At least one name, exactly one primary, and the primary one filled in. Checked before blank
 * non-primary names are dropped, so that error paths point at the positions the form shows.
 */
export const personNamesSchema = listOf(nameSchema)
  .superRefine((names, ctx) => {
    const primaries = names.flatMap((name, index) => (name?.primary ? [index] : []));
    if (primaries.length > 1) ctx.addIssue({ code: 'custom', message: 'Person.error_primary_name' });
    if (primaries.some((index) => !isBlankText(names[index].name))) return;
    const path = primaries.length > 0 ? [primaries[0], 'name'] : [];
    ctx.addIssue({ code: 'custom', message: 'Person.error_name_empty', path });
  })
  .transform((names) => names.filter((name) => name.primary || name.name !== null));

export function blankPrimaryName(): { name: string; primary: boolean } {
  return { name: '', primary: true };
}

/** Keeps the first primary name primary, or makes the first name primary when none is. */
export function ensureOnePrimary<T extends NameLike>(names: readonly T[]): Array<T & { primary: boolean }> {
  const first = names.findIndex((name) => name.primary);
  return setPrimaryName(names, first === -1 ? 0 : first);
}

export function setPrimaryName<T extends NameLike>(
  names: readonly T[],
  index: number,
): Array<T & { primary: boolean }> {
  return names.map((name, i) => ({ ...name, primary: i === index }));
}

/** §4: removing the last name leaves a blank primary name; removing the primary one promotes the first. */
export function removePersonName<T extends NameLike>(
  names: readonly T[],
  index: number,
): Array<(T & { primary: boolean }) | ReturnType<typeof blankPrimaryName>> {
  const rest = names.filter((_, i) => i !== index);
  return rest.length === 0 ? [blankPrimaryName()] : ensureOnePrimary(rest);
}

/** The displayed name: the primary name, else the first name given. */
export function primaryName(names: readonly NameLike[] | null | undefined): string {
  const given = (names ?? []).filter((name) => !isBlankText(name.name));
  return (given.find((name) => name.primary) ?? given[0])?.name?.trim() ?? '';
}
