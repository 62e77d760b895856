import { Typography } from '@mui/material';
import type { CustomFieldDescriptor } from '../fieldDescriptor.ts';
import { fieldPath } from '../fieldPaths.ts';
import { EmptyValue } from './EmptyValue.tsx';
import type { FieldInputProps, FieldTypeModule, FieldViewProps } from './fieldType.ts';

function CustomInput({ field, prefix }: FieldInputProps<CustomFieldDescriptor>) {
  const Input = field.input;
  return Input ? <Input field={field} name={fieldPath(field, prefix)} prefix={prefix} /> : null;
}

/** The field's own view, which shows empty values as it likes; without one, the value as text. */
function CustomView({ field, value, values }: FieldViewProps<CustomFieldDescriptor>) {
  const View = field.view;
  if (View) return <View field={field} value={value} values={values} />;
  if (value === null || value === undefined || value === '') return <EmptyValue />;
  return <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>{String(value)}</Typography>;
}

/** A field with its own component (the incipit editor, the short-title suggestion): a text by default. */
export const customField: FieldTypeModule<CustomFieldDescriptor> = {
  Input: CustomInput,
  View: CustomView,
  viewsEmpty: true,
  empty: () => '',
  formValue: (_field, value) => value ?? '',
  viewValue: (_field, value) => value,
};
