import { Checkbox, FormControl, FormControlLabel, FormHelperText, MenuItem, TextField } from '@mui/material';
import { Controller, type ControllerRenderProps, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckboxFieldDescriptor, FieldDescriptor } from './fieldDescriptor.ts';
import { fieldPath } from './fieldDescriptor.ts';
import { ListFieldInput } from './ListFieldInput.tsx';
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

/** Renders any field descriptor as a labelled, keyboard-usable input bound to the surrounding form. */
export function FieldInput({ field, prefix }: FieldInputProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  if (field.type === 'list') return <ListFieldInput field={field} prefix={prefix} />;
  const name = fieldPath(field, prefix);

  return (
    <Controller
      name={name}
      render={({ field: input, fieldState }) => {
        const error = errorText(fieldState.error?.message, field.messageValues);
        const helper = error ?? (field.helperKey ? t(field.helperKey, field.messageValues) : undefined);
        if (field.type === 'checkbox')
          return <CheckboxInput field={field} input={input} helper={helper} error={!!error} />;
        return (
          <TextField
            name={input.name}
            inputRef={input.ref}
            value={input.value ?? ''}
            onChange={(event) =>
              input.onChange(field.type === 'number' ? numberOrNull(event.target.value) : event.target.value)
            }
            onBlur={input.onBlur}
            id={`field-${name}`}
            label={t(field.labelKey)}
            required={field.required}
            error={!!error}
            helperText={helper}
            fullWidth
            autoComplete={field.autoComplete}
            type={field.type === 'textarea' || field.type === 'select' ? undefined : inputTypes[field.type]}
            multiline={field.type === 'textarea'}
            minRows={field.type === 'textarea' ? (field.rows ?? 3) : undefined}
            select={field.type === 'select'}
            slotProps={{
              htmlInput: field.type === 'number' ? { min: field.min, max: field.max } : undefined,
            }}
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
}

interface CheckboxInputProps {
  field: CheckboxFieldDescriptor;
  input: ControllerRenderProps<FieldValues, string>;
  helper: string | undefined;
  error: boolean;
}

function CheckboxInput({ field, input, helper, error }: CheckboxInputProps) {
  const { t } = useTranslation();
  return (
    <FormControl error={error} required={field.required}>
      <FormControlLabel
        label={t(field.labelKey)}
        control={
          <Checkbox
            name={input.name}
            slotProps={{ input: { ref: input.ref } }}
            checked={!!input.value}
            onChange={(event) => input.onChange(event.target.checked)}
            onBlur={input.onBlur}
          />
        }
      />
      {helper && <FormHelperText>{helper}</FormHelperText>}
    </FormControl>
  );
}

function numberOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
