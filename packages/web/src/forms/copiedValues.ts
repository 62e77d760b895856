import type { FieldDescriptor, FormValues } from './fieldDescriptor.ts';
import { newListItem } from './fieldValues.ts';

/** Keys a saved record and each of its saved items carry of their own: a copy is saved as new. */
const ownKeys = new Set(['id', 'updated_at']);

/**
 * Form values that start a new record or list item from a saved one: without the ids and versions of the
 * record and of every nested item and group (a field named `id` stays: it is a link, as an entry's is),
 * and with each field marked `copied: false` as `blank` (a new one's values) has it. Picked records are
 * kept as they are: the copy links the same person, collection or publication.
 */
export function copiedValues(
  fields: readonly FieldDescriptor[],
  values: FormValues,
  blank: FormValues,
): FormValues {
  const copy: FormValues = { ...blank };
  for (const [key, value] of Object.entries(values)) {
    const field = fields.find((candidate) => candidate.name === key);
    if (field?.copied === false || (!field && ownKeys.has(key))) continue;
    copy[key] = field ? copiedValue(field, value, blank[key]) : value;
  }
  return copy;
}

function copiedValue(field: FieldDescriptor, value: unknown, blank: unknown): unknown {
  if (field.type === 'list' && Array.isArray(value)) {
    return value.map((item) => copiedValues(field.fields, item as FormValues, newListItem(field)));
  }
  if (field.type === 'group' && isValues(value)) {
    return copiedValues(field.fields, value, isValues(blank) ? blank : {});
  }
  return value;
}

function isValues(value: unknown): value is FormValues {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
