import type { FieldDescriptor, FormValues, ListFieldDescriptor, ListItem } from './fieldDescriptor.ts';
import type { NestedValues } from './fields/fieldType.ts';
import { fieldTypeOf } from './fields/index.ts';

// A record's values in each of its forms, derived from its field descriptors: each field by its type's module
// (forms/fields/), or by the descriptor's own `newValue`, `formValue` or `viewValue` where it is an exception.

/** The values of a new record. */
export function newValues(fields: readonly FieldDescriptor[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.viewOnly) continue;
    values[field.name] = field.newValue ? field.newValue() : fieldTypeOf(field).empty(field, nested);
  }
  return values;
}

/** The form's values of a loaded record (or list item, whose id its list keeps): blanks as inputs hold them. */
export function formValues(fields: readonly FieldDescriptor[], record: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.viewOnly) continue;
    const value = record[field.name];
    values[field.name] = field.formValue
      ? field.formValue(value, record)
      : fieldTypeOf(field).formValue(field, value, nested);
  }
  return values;
}

/** What a view shows of a loaded record: its own values, each field's read as its type and exceptions say. */
export function viewValues(fields: readonly FieldDescriptor[], record: Record<string, unknown>): FormValues {
  const values: FormValues = { ...record };
  for (const field of fields) {
    if (field.formOnly || !(field.name in record)) continue;
    values[field.name] = fieldViewValue(field, record);
  }
  return values;
}

function fieldViewValue(field: FieldDescriptor, record: Record<string, unknown>): unknown {
  const value = record[field.name];
  if (field.viewValue) return field.viewValue(value);
  if (field.formValue) return field.formValue(value, record);
  const type = fieldTypeOf(field);
  return type.viewValue ? type.viewValue(field, value, nested) : type.formValue(field, value, nested);
}

/**
 * The input form of a form's values, as the fields describe them: a picked record becomes the id the input
 * wants, in lists and groups too; every other value is kept as it is.
 */
export function formInput(fields: readonly FieldDescriptor[], values: FormValues): FormValues {
  const input: FormValues = { ...values };
  for (const field of fields) {
    if (!(field.name in values)) continue;
    const toInput = fieldTypeOf(field).toInput;
    if (toInput) input[field.name] = toInput(field, values[field.name], nested);
  }
  return input;
}

/** A new item after `items`: the list's own, or the empty values of its fields. */
export function newListItem(field: ListFieldDescriptor, items: readonly ListItem[] = []): ListItem {
  return field.newItem ? field.newItem(items) : newValues(field.fields);
}

/** The list after removing item `index`: by the list's own rule, or leaving a new item where it keeps one. */
export function withoutListItem(field: ListFieldDescriptor, items: readonly ListItem[], index: number) {
  if (field.removeItem) return field.removeItem(items, index);
  const rest = items.filter((_item, i) => i !== index);
  return rest.length === 0 && field.keepsOne ? [newListItem(field)] : rest;
}

/** What groups and lists recurse with (fields/fieldType.ts). */
const nested: NestedValues = { newValues, formValues, viewValues, formInput, newListItem };
