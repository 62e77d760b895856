import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { copiedValues } from './copiedValues.ts';
import type { FieldDescriptor, ShownWhen } from './fieldDescriptor.ts';
import { conditionHolds } from './fieldPaths.ts';
import type { InputNesting } from './fields/fieldType.ts';
import { fieldTypeOf } from './fields/index.ts';
import { newListItem, withoutListItem } from './fieldValues.ts';

export interface FieldInputProps {
  field: FieldDescriptor;
  /** The path of the list item this field belongs to. */
  prefix?: string;
}

/**
 * Renders any field descriptor as the input of its type (forms/fields/), bound to the surrounding form; again
 * only when its own value or state changes (`FormMethodsProvider`), not with the form around it.
 */
export const FieldInput = memo(function FieldInput({ field, prefix }: FieldInputProps) {
  const Input = fieldTypeOf(field).Input;
  if (field.viewOnly || !Input) return null;
  return <Input field={field} prefix={prefix} nested={nesting} />;
});

/**
 * A field shown while its `shownWhen` holds: for a list item's or group's own values (`prefix`), or for the
 * form's at the top level (a small form's: a bulk edit's value shown for the kind of change that needs it).
 */
export function NestedFieldInput({ field, prefix }: { field: FieldDescriptor; prefix?: string }) {
  if (!field.shownWhen) return <FieldInput field={field} prefix={prefix} />;
  return <ConditionalFieldInput field={field} prefix={prefix} condition={field.shownWhen} />;
}

function ConditionalFieldInput({
  field,
  prefix,
  condition,
}: {
  field: FieldDescriptor;
  prefix: string | undefined;
  condition: ShownWhen;
}) {
  const value = useWatch({ name: prefix ? `${prefix}.${condition.field}` : condition.field });
  const shown = conditionHolds(condition, value);
  return shown ? <FieldInput field={field} prefix={prefix} /> : null;
}

/** What groups and lists render their fields with and copy items by (fields/fieldType.ts). */
const nesting: InputNesting = { Field: NestedFieldInput, newListItem, withoutListItem, copiedValues };
