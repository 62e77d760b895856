import { Checkbox, FormControl, FormControlLabel, FormHelperText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CheckboxFieldDescriptor } from '../fieldDescriptor.ts';
import { labelKeyOf } from '../fieldPaths.ts';
import { ControlledField } from './controlledField.tsx';
import type { FieldInputProps, FieldTypeModule, FieldViewProps } from './fieldType.ts';

function CheckboxInput({ field, prefix }: FieldInputProps<CheckboxFieldDescriptor>) {
  const { t } = useTranslation();
  return (
    <ControlledField
      field={field}
      prefix={prefix}
      render={({ input, id, helper, error, change }) => (
        <FormControl error={error} required={field.required}>
          <FormControlLabel
            label={t(labelKeyOf(field))}
            control={
              <Checkbox
                name={input.name}
                slotProps={{ input: { ref: input.ref, id } }}
                checked={!!input.value}
                onChange={(event) => change(event.target.checked)}
                onBlur={input.onBlur}
              />
            }
          />
          {helper && <FormHelperText>{helper}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

function CheckboxView({ value }: FieldViewProps<CheckboxFieldDescriptor>) {
  const { t } = useTranslation();
  return <Typography>{t(value ? 'common.yes' : 'common.no')}</Typography>;
}

/** A yes or no: unticked unless the record says so; views say "No" rather than nothing. */
export const checkboxField: FieldTypeModule<CheckboxFieldDescriptor> = {
  Input: CheckboxInput,
  View: CheckboxView,
  viewsEmpty: true,
  empty: () => false,
  formValue: (_field, value) => !!value,
  viewValue: (_field, value) => value,
};
