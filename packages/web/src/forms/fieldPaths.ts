import { type CodeListName, codeLabelKey, codeLists } from '@fontes/domain';
import type { FieldBase, SelectFieldDescriptor, ShownWhen } from './fieldDescriptor.ts';

// What is read off a field's descriptor: its label, its path in the form, its options, whether it shows.

/** Options of a select field taken from one of the domain's code lists, labelled `codes.<list>.<code>`. */
export function codeListOptions(
  list: CodeListName,
): Pick<SelectFieldDescriptor, 'options' | 'optionLabelKey'> {
  return { options: codeLists[list], optionLabelKey: (code) => codeLabelKey(list, code) };
}

/** The label's i18n key of a field (`defineRecord` gives every field of a definition one). */
export function labelKeyOf(field: Pick<FieldBase, 'name' | 'labelKey'>): string {
  return field.labelKey ?? field.name;
}

/** The form path of a field, inside a list item when `prefix` is given (`parts.0.voices`). */
export function fieldPath(field: Pick<FieldBase, 'name'>, prefix?: string): string {
  return prefix ? `${prefix}.${field.name}` : field.name;
}

/** The list path and position of a list item's path: `names.2` gives `names` and 2. */
export function listItemOf(itemPath: string): { list: string; index: number } {
  const dot = itemPath.lastIndexOf('.');
  return { list: itemPath.slice(0, dot), index: Number(itemPath.slice(dot + 1)) };
}

/** Whether a field (or tab) with `shownWhen` is shown, given the form's or the record's values. */
export function isShown(target: { shownWhen?: ShownWhen }, values: Record<string, unknown>): boolean {
  if (!target.shownWhen) return true;
  return conditionHolds(target.shownWhen, values[target.shownWhen.field]);
}

/** Whether the value of the field a `shownWhen` names meets it. */
export function conditionHolds({ equals, oneOf }: ShownWhen, value: unknown): boolean {
  if (oneOf) return oneOf.includes(value as string);
  return equals === undefined ? !!value : value === equals;
}
