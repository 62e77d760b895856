import { removePersonName, setPrimaryName } from '@fontes/domain';
import type { FieldChange, ListItem } from '../../forms/fieldDescriptor.ts';
import { listItemOf } from '../../forms/fieldPaths.ts';

// §4 name rules as the user meets them: exactly one primary name, never an empty list.

/**
 * The names after the primary box of `index` was ticked or unticked: ticking one unticks the others; the
 * primary name cannot be unticked, only replaced by ticking another, so that there is always exactly one.
 */
export function namesAfterPrimaryChange(names: readonly ListItem[], index: number): ListItem[] {
  return setPrimaryName(names, index);
}

/** The `onChange` rule of a name's primary box. */
export function choosePrimaryName({ prefix, form }: FieldChange): void {
  if (!prefix) return;
  const { list, index } = listItemOf(prefix);
  const names = namesAfterPrimaryChange(form.getValues(list) as ListItem[], index);
  for (const [position, name] of names.entries()) form.setValue(`${list}.${position}.primary`, name.primary);
}

/** §4: removing the last name leaves a blank primary name; removing the primary one promotes the first. */
export function removeName(names: readonly ListItem[], index: number): ListItem[] {
  return removePersonName(names, index);
}
