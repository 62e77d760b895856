import type { ComponentType, ReactNode } from 'react';
import type {
  FieldDescriptor,
  FieldType,
  FormValues,
  ListFieldDescriptor,
  ListItem,
} from '../fieldDescriptor.ts';

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
 * What a group or list recurses with over the fields it holds, handed to its type's module by the code that
 * looks the types up (the value functions, FieldInput, FieldValueList): a container never imports that code
 * back, so the types and the machinery above them form no circle.
 */
export interface NestedValues {
  newValues(fields: readonly FieldDescriptor[]): FormValues;
  formValues(fields: readonly FieldDescriptor[], record: Record<string, unknown>): FormValues;
  viewValues(fields: readonly FieldDescriptor[], record: Record<string, unknown>): FormValues;
  formInput(fields: readonly FieldDescriptor[], values: FormValues): FormValues;
  newListItem(field: ListFieldDescriptor, items?: readonly ListItem[]): ListItem;
}

/** What a container's input renders its fields with and copies items by (FieldInput hands it down). */
export interface InputNesting {
  /** A field of a list item or group, shown while its `shownWhen` holds. */
  Field: ComponentType<{ field: FieldDescriptor; prefix: string }>;
  newListItem: NestedValues['newListItem'];
  withoutListItem(field: ListFieldDescriptor, items: readonly ListItem[], index: number): ListItem[];
  copiedValues(fields: readonly FieldDescriptor[], values: FormValues, blank: FormValues): FormValues;
}

/** What a container's view shows its fields with (FieldValueList hands it down). */
export interface ViewNesting {
  Value: ComponentType<FieldViewProps>;
  Values: ComponentType<{ fields: readonly FieldDescriptor[]; values: Record<string, unknown> }>;
}

/**
 * Everything one type of field does, in one module (`forms/fields/<type>.tsx`): its input, its view, its
 * empty value, how it reads a loaded record's value and what it sends. FieldInput, FieldValueList and the
 * value functions (fieldValues.ts) only look the type up; a new type is one more module in `fieldTypes`.
 */
export interface FieldTypeModule<F extends FieldDescriptor = FieldDescriptor> {
  /** The form's input; none for a value that views show only. */
  Input?: (props: FieldInputProps<F> & { nested: InputNesting }) => ReactNode;
  View: (props: FieldViewProps<F> & { nested: ViewNesting }) => ReactNode;
  /** Views give an empty value to `View` as well, instead of showing it as empty (a checkbox's "No"). */
  viewsEmpty?: boolean;
  /** The value of a new record. */
  empty(field: F, nested: NestedValues): unknown;
  /** The form's value from a loaded record's. */
  formValue(field: F, value: unknown, nested: NestedValues): unknown;
  /** The view's value from a loaded record's, where it differs from the form's. */
  viewValue?(field: F, value: unknown, nested: NestedValues): unknown;
  /** The input's value from the form's, where it differs (a picked record is sent as its id). */
  toInput?(field: F, value: unknown, nested: NestedValues): unknown;
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
