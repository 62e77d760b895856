import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NestedFieldInput } from '../FieldInput.tsx';
import { FieldRows } from '../FieldRows.tsx';
import { FieldValueList } from '../FieldValueList.tsx';
import { fieldPath, type GroupFieldDescriptor, labelKeyOf } from '../fieldDescriptor.ts';
import { formInput, formValues, newValues, viewValues } from '../fieldValues.ts';
import type { FormValues } from '../recordScreenDefinition.ts';
import type { FieldInputProps, FieldTypeModule, FieldViewProps } from './fieldType.ts';

/** One nested object: its fields under a legend, bound to `<name>.<field>`. */
function GroupInput({ field, prefix }: FieldInputProps<GroupFieldDescriptor>) {
  const { t } = useTranslation();
  const name = fieldPath(field, prefix);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1.5 }}>
        {t(labelKeyOf(field))}
      </Typography>
      <FieldRows
        fields={field.fields}
        spacing={2}
        render={(child) => <NestedFieldInput key={child.name} field={child} prefix={name} />}
      />
    </Box>
  );
}

function GroupView({ field, value }: FieldViewProps<GroupFieldDescriptor>) {
  return <FieldValueList fields={field.fields} values={value as Record<string, unknown>} />;
}

const objectOf = (value: unknown) => (value && typeof value === 'object' ? (value as FormValues) : null);

/** One nested object of fields (a person's vow book entry), held whole even where the record has none. */
export const groupField: FieldTypeModule<GroupFieldDescriptor> = {
  Input: GroupInput,
  View: GroupView,
  empty: (field) => newValues(field.fields),
  formValue: (field, value) => {
    const group = objectOf(value);
    return group ? { id: group.id, ...formValues(field.fields, group) } : newValues(field.fields);
  },
  viewValue: (field, value) => {
    const group = objectOf(value);
    return group && viewValues(field.fields, group);
  },
  toInput: (field, value) => (objectOf(value) ? formInput(field.fields, value as FormValues) : value),
};
