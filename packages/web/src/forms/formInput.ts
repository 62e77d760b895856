import { toRecordId } from '@fontes/domain';
import type { FieldDescriptor } from './fieldDescriptor.ts';
import type { FormValues } from './recordScreenDefinition.ts';

/**
 * The input form of a form's values, as the fields describe them: a picked record becomes the id the input
 * wants, in lists and groups too; every other value is kept as it is.
 */
export function formInput(fields: readonly FieldDescriptor[], values: FormValues): FormValues {
  const input: FormValues = { ...values };
  for (const field of fields) {
    if (!(field.name in values)) continue;
    input[field.name] = fieldInput(field, values[field.name]);
  }
  return input;
}

function fieldInput(field: FieldDescriptor, value: unknown): unknown {
  switch (field.type) {
    case 'reference':
      return toRecordId(value);
    case 'lookup':
      // A picked place is sent as its id; a genre is its name.
      return value && typeof value === 'object' ? toRecordId(value) : value;
    case 'group':
      return value && typeof value === 'object' ? formInput(field.fields, value as FormValues) : value;
    case 'list':
      return Array.isArray(value) ? value.map((item) => formInput(field.fields, item as FormValues)) : value;
    default:
      return value;
  }
}
