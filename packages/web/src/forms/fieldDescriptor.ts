import { type CodeListName, codeLabelKey, codeLists } from '@fontes/domain';

// Every entity describes its fields once, as data; FieldInput and FieldValue render any of them.

interface FieldBase {
  /** The form value's name; equal to the input field and to the server's error path. */
  name: string;
  labelKey: string;
  required?: boolean;
  helperKey?: string;
  autoComplete?: string;
  /** The tab the field is shown on, when the definition has tabs. */
  tab?: string;
  /** Values for placeholders in the field's help and error texts, e.g. `{ min: 8 }`. */
  messageValues?: Record<string, unknown>;
}

export interface TextFieldDescriptor extends FieldBase {
  type: 'text' | 'url' | 'email' | 'password';
}

export interface TextareaFieldDescriptor extends FieldBase {
  type: 'textarea';
  rows?: number;
}

export interface NumberFieldDescriptor extends FieldBase {
  type: 'number';
  min?: number;
  max?: number;
}

export interface SelectFieldDescriptor extends FieldBase {
  type: 'select';
  options: readonly string[];
  optionLabelKey: (option: string) => string;
}

export interface CheckboxFieldDescriptor extends FieldBase {
  type: 'checkbox';
}

/** A repeated group of fields (names, parts, incipits…); each item is an object of `fields`. */
export interface ListFieldDescriptor extends FieldBase {
  type: 'list';
  fields: readonly FieldDescriptor[];
  newItem: () => Record<string, unknown>;
  /** Label of one item, given its position from 1 as `{{position}}`. */
  itemLabelKey: string;
}

export type FieldDescriptor =
  | TextFieldDescriptor
  | TextareaFieldDescriptor
  | NumberFieldDescriptor
  | SelectFieldDescriptor
  | CheckboxFieldDescriptor
  | ListFieldDescriptor;

export type FieldType = FieldDescriptor['type'];

/** Options of a select field taken from one of the domain's code lists, labelled `codes.<list>.<code>`. */
export function codeListOptions(
  list: CodeListName,
): Pick<SelectFieldDescriptor, 'options' | 'optionLabelKey'> {
  return { options: codeLists[list], optionLabelKey: (code) => codeLabelKey(list, code) };
}

/** The form path of a field, inside a list item when `prefix` is given (`parts.0.voices`). */
export function fieldPath(field: Pick<FieldBase, 'name'>, prefix?: string): string {
  return prefix ? `${prefix}.${field.name}` : field.name;
}
