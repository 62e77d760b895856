import { darken, type Theme } from '@mui/material/styles';
import { type ReactElement, useCallback, useMemo, useRef } from 'react';
import { type ControllerRenderProps, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldDescriptor } from '../fieldDescriptor.ts';
import { fieldPath } from '../fieldPaths.ts';
import { useFormMethods } from '../formMethods.tsx';
import { useFieldErrorText } from '../useFieldErrorText.ts';

/** What a simple input gets from the form: its binding, the text under it, and its change with the field's rule. */
export interface ControlledInput {
  input: ControllerRenderProps<FieldValues, string>;
  /** The input element's id (`field-{path}`), which labels, errors and tests find it by. */
  id: string;
  /** The error, else the warning, else the help text. */
  helper: string | undefined;
  error: boolean;
  /** The helper is a warning (shown as one, never blocking). */
  warning: boolean;
  change(value: unknown): void;
}

/**
 * Binds one value to the form, with its error, warning or help text, and the field's own `onChange` rule.
 * The form tells every bound field of a submit or a reset (react-hook-form re-renders each); the input is
 * drawn again only when what it shows changed, so that saving a page of 20 entries does not redraw 120 inputs.
 */
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
  const { field: input, fieldState } = useController({ name: fieldPath(field, prefix) });
  const error = errorText(fieldState.error?.message, field.messageValues);
  const warningKey = error ? null : field.warning?.(input.value);
  const help = error || warningKey ? null : field.helperOf?.(input.value);
  const helper =
    error ??
    (warningKey ? t(warningKey) : undefined) ??
    (help ? t(help.key, help.values) : undefined) ??
    (field.helperKey ? t(field.helperKey, field.messageValues) : undefined);
  // The field's own rule follows the change (another field of the item cleared, a primary unset); one
  // function for the field's life, calling the latest binding, so that it does not redraw the input.
  const latest = useRef({ input, field, prefix, form });
  latest.current = { input, field, prefix, form };
  const change = useCallback((value: unknown) => {
    const { input, field, prefix, form } = latest.current;
    input.onChange(value);
    field.onChange?.({ value, prefix, form });
  }, []);
  const warning = !!warningKey;
  const id = form.fieldId(input.name);
  return useMemo(
    () => render({ input, id, helper, error: !!error, warning, change }),
    [render, input, id, helper, error, warning, change],
  );
}

/**
 * The helper text's props of a warning: coloured as one, and found by tests as one. The theme's dark warning
 * tone (#e65100) is 3.8:1 on white, below WCAG AA's 4.5:1 for small text: darkened by a quarter it is 6:1.
 */
export const warningHelperProps = {
  sx: { color: (theme: Theme) => darken(theme.palette.warning.dark, 0.25) },
  'data-testid': 'field-warning',
} as object;
