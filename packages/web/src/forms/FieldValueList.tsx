import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldDescriptor } from './fieldDescriptor.ts';

export interface FieldValueListProps {
  fields: readonly FieldDescriptor[];
  values: Record<string, unknown>;
}

/** The read-only counterpart of FieldInput: labels and values of a record as a description list. */
export function FieldValueList({ fields, values }: FieldValueListProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, 12rem) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.5, sm: 2 },
        m: 0,
      }}
    >
      {fields.map((field) => (
        <Box key={field.name} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ pt: { xs: 1.5, sm: 0.25 } }}
          >
            {t(field.labelKey)}
          </Typography>
          <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
            <FieldValue field={field} value={values[field.name]} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function FieldValue({ field, value }: { field: FieldDescriptor; value: unknown }) {
  const { t } = useTranslation();
  if (isEmpty(value) && field.type !== 'checkbox') {
    return <Typography color="text.disabled">{t('record.empty_value')}</Typography>;
  }
  const text = String(value);
  switch (field.type) {
    case 'url':
      return (
        <Link href={text} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
          {text}
        </Link>
      );
    case 'email':
      return <Link href={`mailto:${text}`}>{text}</Link>;
    case 'select':
      return <Typography>{t(field.optionLabelKey(text))}</Typography>;
    case 'checkbox':
      return <Typography>{t(value ? 'common.yes' : 'common.no')}</Typography>;
    case 'password':
      return <Typography>••••••</Typography>;
    case 'list':
      return (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {(value as Record<string, unknown>[]).map((item, index) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: list items are shown in their saved order
              key={index}
              role="group"
              aria-label={t(field.itemLabelKey, { position: index + 1 })}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
            >
              <FieldValueList fields={field.fields} values={item} />
            </Box>
          ))}
        </Box>
      );
    default:
      return <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{text}</Typography>;
  }
}

function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}
