import { Link, MenuItem, TextField, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type {
  NumberFieldDescriptor,
  SelectFieldDescriptor,
  TextareaFieldDescriptor,
  TextFieldDescriptor,
} from '../fieldDescriptor.ts';
import { fieldPath, labelKeyOf } from '../fieldPaths.ts';
import { growingTextarea } from '../GrowingTextarea.tsx';
import { ControlledField, warningHelperProps } from './controlledField.tsx';
import { ExternalLink } from './ExternalLink.tsx';
import type { FieldInputProps, FieldTypeModule, FieldViewProps } from './fieldType.ts';

// Every value typed or chosen in one text box: text, long text, addresses, passwords, numbers, code lists.

type TextLikeField =
  | TextFieldDescriptor
  | TextareaFieldDescriptor
  | NumberFieldDescriptor
  | SelectFieldDescriptor;

const inputTypes = {
  text: 'text',
  url: 'url',
  email: 'email',
  password: 'password',
  number: 'number',
} as const;

function TextInput({ field, prefix }: FieldInputProps<TextLikeField>) {
  const { t } = useTranslation();
  const grows = field.type === 'textarea' ? growingTextarea(field.rows ?? 3) : undefined;
  const options = useSelectOptions(field, prefix);
  return (
    <ControlledField
      field={field}
      prefix={prefix}
      render={({ input, id, helper, error, warning, change }) => (
        <TextField
          name={input.name}
          inputRef={input.ref}
          value={input.value ?? ''}
          onChange={(event) => change(typedValue(field, event.target.value))}
          onBlur={input.onBlur}
          id={id}
          label={t(labelKeyOf(field))}
          required={field.required}
          error={error}
          helperText={helper}
          slotProps={{
            input: grows?.input,
            htmlInput: field.type === 'number' ? { min: field.min, max: field.max } : grows?.htmlInput,
            formHelperText: warning ? warningHelperProps : undefined,
          }}
          fullWidth
          autoComplete={field.autoComplete}
          type={field.type === 'textarea' || field.type === 'select' ? undefined : inputTypes[field.type]}
          multiline={!!grows}
          minRows={grows?.minRows}
          select={field.type === 'select'}
        >
          {field.type === 'select' && selectOptions(field, options, t)}
        </TextField>
      )}
    />
  );
}

/** An option's label: by its key, as its own words, or the option itself. */
export function optionLabel(
  field: SelectFieldDescriptor,
  option: string,
  t: (key: string) => string,
): string {
  if (field.optionLabelKey) return t(field.optionLabelKey(option));
  return field.optionText?.(option) ?? option;
}

/** The options of a select: its own, or those of the value of the field beside it names (`optionsOf`). */
function useSelectOptions(field: TextLikeField, prefix: string | undefined): readonly string[] {
  const source = field.type === 'select' ? field.optionsOf : undefined;
  const value = useWatch({
    name: source ? fieldPath({ name: source.field }, prefix) : '',
    disabled: !source,
  });
  if (field.type !== 'select') return [];
  return source ? source.options(value) : field.options;
}

function selectOptions(field: SelectFieldDescriptor, options: readonly string[], t: (key: string) => string) {
  const blank = field.required
    ? []
    : [
        <MenuItem key="" value="">
          {field.blankLabelKey ? t(field.blankLabelKey) : '\u00a0'}
        </MenuItem>,
      ];
  return [
    ...blank,
    ...options.map((option) => (
      <MenuItem key={option} value={option}>
        {optionLabel(field, option, t)}
      </MenuItem>
    )),
  ];
}

function TextView({ field, value }: FieldViewProps<TextLikeField>) {
  const { t } = useTranslation();
  const text = String(value);
  switch (field.type) {
    case 'url':
      return <ExternalLink href={text} text={text} />;
    case 'email':
      return <Link href={`mailto:${text}`}>{text}</Link>;
    case 'select':
      return <Typography>{optionLabel(field, text, t)}</Typography>;
    case 'password':
      return <Typography>••••••</Typography>;
    default:
      return <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>{text}</Typography>;
  }
}

function typedValue(field: TextLikeField, text: string): unknown {
  if (field.type === 'number') return numberOrNull(text);
  return field.normalizeInput ? field.normalizeInput(text) : text;
}

function numberOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Text of every kind: empty as '' in the form, a blank of the record read as ''. */
export const textField: FieldTypeModule<TextLikeField> = {
  Input: TextInput,
  View: TextView,
  empty: () => '',
  formValue: (_field, value) => value ?? '',
  viewValue: (_field, value) => value,
};

/** A number: empty as null, since '' is no number. */
export const numberField: FieldTypeModule<NumberFieldDescriptor> = {
  ...(textField as FieldTypeModule<NumberFieldDescriptor>),
  empty: () => null,
  formValue: (_field, value) => value ?? null,
};
