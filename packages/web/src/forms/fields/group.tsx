import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FieldRows } from '../FieldRows.tsx';
import type { FormValues, GroupFieldDescriptor } from '../fieldDescriptor.ts';
import { fieldPath, labelKeyOf } from '../fieldPaths.ts';
import type {
  FieldInputProps,
  FieldTypeModule,
  FieldViewProps,
  InputNesting,
  ViewNesting,
} from './fieldType.ts';

/** One nested object: its fields under a legend, bound to `<name>.<field>`. */
function GroupInput({
  field,
  prefix,
  nested,
}: FieldInputProps<GroupFieldDescriptor> & { nested: InputNesting }) {
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
        render={(child) => <nested.Field key={child.name} field={child} prefix={name} />}
      />
    </Box>
  );
}

function GroupView({ field, value, nested }: FieldViewProps<GroupFieldDescriptor> & { nested: ViewNesting }) {
  return <nested.Values fields={field.fields} values={value as Record<string, unknown>} />;
}

const objectOf = (value: unknown) => (value && typeof value === 'object' ? (value as FormValues) : null);

/** One nested object of fields (a person's vow book entry), held whole even where the record has none. */
export const groupField: FieldTypeModule<GroupFieldDescriptor> = {
  Input: GroupInput,
  View: GroupView,
  empty: (field, nested) => nested.newValues(field.fields),
  formValue: (field, value, nested) => {
    const group = objectOf(value);
    return group
      ? { id: group.id, ...nested.formValues(field.fields, group) }
      : nested.newValues(field.fields);
  },
  viewValue: (field, value, nested) => {
    const group = objectOf(value);
    return group && nested.viewValues(field.fields, group);
  },
  toInput: (field, value, nested) =>
    objectOf(value) ? nested.formInput(field.fields, value as FormValues) : value,
};
