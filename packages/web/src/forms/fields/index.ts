import type { FieldDescriptor } from '../fieldDescriptor.ts';
import { checkboxField } from './checkbox.tsx';
import { customField } from './custom.tsx';
import type { FieldTypeModule, FieldTypeModules } from './fieldType.ts';
import { groupField } from './group.tsx';
import { linkField } from './link.tsx';
import { listField } from './list.tsx';
import { lookupField } from './lookup.tsx';
import { referenceField } from './reference.tsx';
import { numberField, textField } from './text.tsx';

/**
 * Every field type's module, by the type's name (twenty's FieldInput finds its inputs alike). Groups and lists
 * hold fields of any type: what they recurse with is handed to them (fieldType.ts `NestedValues`,
 * `InputNesting`, `ViewNesting`), so no module here imports the code that looks the types up.
 */
const fieldTypes: FieldTypeModules = {
  text: textField,
  textarea: textField,
  url: textField,
  email: textField,
  password: textField,
  select: textField,
  number: numberField,
  checkbox: checkboxField,
  reference: referenceField,
  lookup: lookupField,
  group: groupField,
  list: listField,
  custom: customField,
  link: linkField,
};

/** The module of a field's type, typed for the field. */
export function fieldTypeOf<F extends FieldDescriptor>(field: F): FieldTypeModule<F> {
  return fieldTypes[field.type] as unknown as FieldTypeModule<F>;
}
