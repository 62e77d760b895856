import type { ReactElement } from 'react';
import { Controller, type ControllerRenderProps, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldDescriptor, fieldPath } from '../fieldDescriptor.ts';
import { useFormMethods } from '../formMethods.tsx';
import { useFieldErrorText } from '../useFieldErrorText.ts';

/** What a simple input gets from the form: its binding, the text under it, and its change with the field's rule. */
export interface ControlledInput {
  input: ControllerRenderProps<FieldValues, string>;
  /** The error, else the warning, else the help text. */
  helper: string | undefined;
  error: boolean;
  /** The helper is a warning (shown as one, never blocking). */
  warning: boolean;
  change(value: unknown): void;
}

/** Binds one value to the form, with its error, warning or help text, and the field's own `onChange` rule. */
export function ControlledField({
  field,
  prefix,
  render,
}: {
  field: FieldDescriptor;
  prefix?: string;
  render(controlled: ControlledInput): ReactElement;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const form = useFormMethods();
  return (
    <Controller
      name={fieldPath(field, prefix)}
      render={({ field: input, fieldState }) => {
        const error = errorText(fieldState.error?.message, field.messageValues);
        const warningKey = error ? null : field.warning?.(input.value);
        const helper =
          error ??
          (warningKey ? t(warningKey) : undefined) ??
          (field.helperKey ? t(field.helperKey, field.messageValues) : undefined);
        // The field's own rule follows the change (another field of the item cleared, a primary unset).
        const change = (value: unknown) => {
          input.onChange(value);
          field.onChange?.({ value, prefix, form });
        };
        return render({ input, helper, error: !!error, warning: !!warningKey, change });
      }}
    />
  );
}

/** The helper text's props of a warning: coloured as one, and found by tests as one. */
export const warningHelperProps = { sx: { color: 'warning.dark' }, 'data-testid': 'field-warning' } as object;
