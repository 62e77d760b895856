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
 * Every field type's module, by the type's name (twenty's FieldInput finds its inputs alike). Made on first
 * use: lists and groups hold fields of any type, so their modules and this one import each other.
 */
const fieldTypes = (): FieldTypeModules => ({
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
});

let modules: FieldTypeModules | undefined;

/** The module of a field's type, typed for the field. */
export function fieldTypeOf<F extends FieldDescriptor>(field: F): FieldTypeModule<F> {
  modules ??= fieldTypes();
  return modules[field.type] as unknown as FieldTypeModule<F>;
}
