import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { memo } from 'react';
import { Controller, type ControllerRenderProps, type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldRows } from './FieldRows.tsx';
import type {
  CheckboxFieldDescriptor,
  FieldDescriptor,
  GroupFieldDescriptor,
  ShownWhen,
} from './fieldDescriptor.ts';
import { fieldPath } from './fieldDescriptor.ts';
import { useFormMethods } from './formMethods.tsx';
import { growingTextarea } from './GrowingTextarea.tsx';
import { ListFieldInput } from './ListFieldInput.tsx';
import { LookupFieldInput } from './LookupFieldInput.tsx';
import { ReferenceFieldInput } from './ReferenceFieldInput.tsx';
import { useFieldErrorText } from './useFieldErrorText.ts';

export interface FieldInputProps {
  field: FieldDescriptor;
  /** The path of the list item this field belongs to. */
  prefix?: string;
}

const inputTypes = {
  text: 'text',
  url: 'url',
  email: 'email',
  password: 'password',
  number: 'number',
} as const;

/**
 * Renders any field descriptor as a labelled, keyboard-usable input bound to the surrounding form; again
 * only when its own value or state changes (`FormMethodsProvider`), not with the form around it.
 */
export const FieldInput = memo(function FieldInput({ field, prefix }: FieldInputProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const form = useFormMethods();
  if (field.viewOnly) return null;
  if (field.type === 'list') return <ListFieldInput field={field} prefix={prefix} />;
  if (field.type === 'group') return <GroupFieldInput field={field} prefix={prefix} />;
  if (field.type === 'reference') return <ReferenceFieldInput field={field} prefix={prefix} />;
  if (field.type === 'lookup') return <LookupFieldInput field={field} prefix={prefix} />;
  if (field.type === 'custom') {
    const Input = field.input;
    if (!Input) return null;
    return <Input field={field} name={fieldPath(field, prefix)} prefix={prefix} />;
  }
  // Link fields are view-only values.
  if (field.type === 'link') return null;
  const name = fieldPath(field, prefix);
  const grows = field.type === 'textarea' ? growingTextarea(field.rows ?? 3) : undefined;

  return (
    <Controller
      name={name}
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
        if (field.type === 'checkbox')
          return (
            <CheckboxInput field={field} input={input} onChange={change} helper={helper} error={!!error} />
          );
        return (
          <TextField
            name={input.name}
            inputRef={input.ref}
            value={input.value ?? ''}
            onChange={(event) => change(typedValue(field, event.target.value))}
            onBlur={input.onBlur}
            id={`field-${name}`}
            label={t(field.labelKey)}
            required={field.required}
            error={!!error}
            helperText={helper}
            slotProps={{
              input: grows?.input,
              htmlInput: field.type === 'number' ? { min: field.min, max: field.max } : grows?.htmlInput,
              formHelperText: warningKey
                ? ({ sx: { color: 'warning.dark' }, 'data-testid': 'field-warning' } as object)
                : undefined,
            }}
            fullWidth
            autoComplete={field.autoComplete}
            type={field.type === 'textarea' || field.type === 'select' ? undefined : inputTypes[field.type]}
            multiline={!!grows}
            minRows={grows?.minRows}
            select={field.type === 'select'}
          >
            {field.type === 'select' && [
              ...(field.required
                ? []
                : [
                    <MenuItem key="" value="">
                      &nbsp;
                    </MenuItem>,
                  ]),
              ...field.options.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(field.optionLabelKey(option))}
                </MenuItem>
              )),
            ]}
          </TextField>
        );
      }}
    />
  );
});

/** A field of a list item or group, shown while its `shownWhen` holds for the item's own values. */
export function NestedFieldInput({ field, prefix }: { field: FieldDescriptor; prefix: string }) {
  if (!field.shownWhen) return <FieldInput field={field} prefix={prefix} />;
  return <ConditionalFieldInput field={field} prefix={prefix} condition={field.shownWhen} />;
}

function ConditionalFieldInput({
  field,
  prefix,
  condition,
}: {
  field: FieldDescriptor;
  prefix: string;
  condition: ShownWhen;
}) {
  const value = useWatch({ name: `${prefix}.${condition.field}` });
  const shown = condition.equals === undefined ? !!value : value === condition.equals;
  return shown ? <FieldInput field={field} prefix={prefix} /> : null;
}

/** One nested object: its fields under a legend, bound to `<name>.<field>`. */
function GroupFieldInput({ field, prefix }: { field: GroupFieldDescriptor; prefix?: string }) {
  const { t } = useTranslation();
  const name = fieldPath(field, prefix);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1.5 }}>
        {t(field.labelKey)}
      </Typography>
      <FieldRows
        fields={field.fields}
        spacing={2}
        render={(child) => <NestedFieldInput key={child.name} field={child} prefix={name} />}
      />
    </Box>
  );
}

interface CheckboxInputProps {
  field: CheckboxFieldDescriptor;
  input: ControllerRenderProps<FieldValues, string>;
  onChange(checked: boolean): void;
  helper: string | undefined;
  error: boolean;
}

function CheckboxInput({ field, input, onChange, helper, error }: CheckboxInputProps) {
  const { t } = useTranslation();
  return (
    <FormControl error={error} required={field.required}>
      <FormControlLabel
        label={t(field.labelKey)}
        control={
          <Checkbox
            name={input.name}
            slotProps={{ input: { ref: input.ref, id: `field-${input.name}` } }}
            checked={!!input.value}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={input.onBlur}
          />
        }
      />
      {helper && <FormHelperText>{helper}</FormHelperText>}
    </FormControl>
  );
}

function typedValue(field: FieldDescriptor, text: string): unknown {
  if (field.type === 'number') return numberOrNull(text);
  return field.normalizeInput ? field.normalizeInput(text) : text;
}

function numberOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
