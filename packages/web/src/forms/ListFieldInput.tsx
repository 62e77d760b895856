import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './FieldInput.tsx';
import { fieldPath, type ListFieldDescriptor } from './fieldDescriptor.ts';
import { useFieldErrorText } from './useFieldErrorText.ts';

export interface ListFieldInputProps {
  field: ListFieldDescriptor;
  prefix?: string;
}

/** The repeater for nested lists: each item renders the list's own field descriptors. */
export function ListFieldInput({ field, prefix }: ListFieldInputProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const name = fieldPath(field, prefix);
  const { control, getFieldState, formState } = useFormContext();
  const { fields: items, append, remove } = useFieldArray({ control, name });
  const { error } = getFieldState(name, formState);
  const listError = errorText(error?.root?.message ?? error?.message, field.messageValues);

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t(field.labelKey)}
      </Typography>
      <Stack spacing={2}>
        {items.map((item, index) => {
          const itemLabel = t(field.itemLabelKey, { position: index + 1 });
          return (
            <Box
              key={item.id}
              role="group"
              aria-label={itemLabel}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {itemLabel}
                </Typography>
                <IconButton
                  aria-label={t('record.remove_item', { item: itemLabel })}
                  onClick={() => remove(index)}
                  size="small"
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Stack>
              <Stack spacing={2}>
                {field.fields.map((child) => (
                  <FieldInput key={child.name} field={child} prefix={`${name}.${index}`} />
                ))}
              </Stack>
            </Box>
          );
        })}
      </Stack>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Button startIcon={<AddIcon />} onClick={() => append(field.newItem())} sx={{ mt: 1 }}>
        {t('record.add_item', { list: t(field.labelKey) })}
      </Button>
    </Box>
  );
}
