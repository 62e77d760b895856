import type { ReactNode } from 'react';
import type { FieldDescriptor, FieldType } from '../fieldDescriptor.ts';

/** What a type's input gets: its descriptor, and the path of the list item or group it belongs to. */
export interface FieldInputProps<F extends FieldDescriptor = FieldDescriptor> {
  field: F;
  prefix?: string;
}

/** What a type's view gets: a value that is not empty, and the values beside it (the item's or record's). */
export interface FieldViewProps<F extends FieldDescriptor = FieldDescriptor> {
  field: F;
  value: unknown;
  values: Record<string, unknown>;
}

/**
 * Everything one type of field does, in one module (`forms/fields/<type>.tsx`): its input, its view, its
 * empty value, how it reads a loaded record's value and what it sends. FieldInput, FieldValueList and the
 * value functions (fieldValues.ts) only look the type up; a new type is one more module in `fieldTypes`.
 */
export interface FieldTypeModule<F extends FieldDescriptor = FieldDescriptor> {
  /** The form's input; none for a value that views show only. */
  Input?: (props: FieldInputProps<F>) => ReactNode;
  View: (props: FieldViewProps<F>) => ReactNode;
  /** Views give an empty value to `View` as well, instead of showing it as empty (a checkbox's "No"). */
  viewsEmpty?: boolean;
  /** The value of a new record. */
  empty(field: F): unknown;
  /** The form's value from a loaded record's. */
  formValue(field: F, value: unknown): unknown;
  /** The view's value from a loaded record's, where it differs from the form's. */
  viewValue?(field: F, value: unknown): unknown;
  /** The input's value from the form's, where it differs (a picked record is sent as its id). */
  toInput?(field: F, value: unknown): unknown;
}

/** The descriptor of a type: the one whose `type` names it (text, url and email share one descriptor). */
type FieldOfType<K extends FieldType> = FieldDescriptor extends infer F
  ? F extends { type: infer T }
    ? K extends T
      ? F
      : never
    : never
  : never;

export type FieldTypeModules = { [K in FieldType]: FieldTypeModule<FieldOfType<K>> };
