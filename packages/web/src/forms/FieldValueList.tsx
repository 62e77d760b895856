import DifferenceIcon from '@mui/icons-material/DifferenceOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldDescriptor } from './fieldDescriptor.ts';
import { labelKeyOf } from './fieldPaths.ts';
import { EmptyValue } from './fields/EmptyValue.tsx';
import { ExternalLink } from './fields/ExternalLink.tsx';
import type { ViewNesting } from './fields/fieldType.ts';
import { fieldTypeOf } from './fields/index.ts';

export interface FieldValueListProps {
  fields: readonly FieldDescriptor[];
  values: Record<string, unknown>;
  /** Fields to point out, with `markKey` said under their value (another version's differences). */
  marked?: ReadonlySet<string>;
  markKey?: string;
}

/** The read-only counterpart of FieldInput: labels and values of a record as a description list. */
export function FieldValueList({ fields, values, marked, markKey }: FieldValueListProps) {
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
      {fields
        .filter((field) => !field.formOnly)
        .map((field) => {
          // Tables and groups take the full width, under their label.
          const table =
            (field.type === 'list' && !field.viewSummary) ||
            field.type === 'group' ||
            field.viewWide === true;
          const wide = table ? { gridColumn: '1 / -1' } : {};
          const mark = markKey && marked?.has(field.name);
          return (
            <Box key={field.name} sx={{ display: 'contents' }}>
              <Typography
                component="dt"
                variant="body2"
                color="text.secondary"
                sx={{
                  pt: { xs: 1.5, sm: 0.25 },
                  ...(mark ? { fontWeight: 600, color: 'text.primary' } : {}),
                  ...wide,
                }}
              >
                {t(labelKeyOf(field))}
              </Typography>
              <Box component="dd" sx={{ m: 0, minWidth: 0, ...wide }} data-testid={`value-${field.name}`}>
                <FieldValue field={field} value={values[field.name]} values={values} />
                {mark && (
                  <Typography
                    variant="caption"
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}
                    data-testid="marked"
                  >
                    <DifferenceIcon fontSize="inherit" sx={{ color: 'warning.main' }} aria-hidden />
                    {t(markKey)}
                  </Typography>
                )}
              </Box>
            </Box>
          );
        })}
    </Box>
  );
}

interface FieldValueProps {
  field: FieldDescriptor;
  value: unknown;
  /** The values beside it, for custom views (an incipit's clef and key beside its PAE). */
  values: Record<string, unknown>;
}

/** One value as its type's view shows it (forms/fields/); an empty one as empty, a linked one linked. */
export function FieldValue({ field, value, values }: FieldValueProps) {
  const type = fieldTypeOf(field);
  if (isEmpty(value) && !type.viewsEmpty) return <EmptyValue />;
  const href = typeof value === 'string' ? field.viewHref?.(value) : undefined;
  if (href) return <ExternalLink href={href} text={value as string} />;
  return <type.View field={field} value={value} values={values} nested={nesting} />;
}

/** What groups and lists show their fields with (fields/fieldType.ts). */
const nesting: ViewNesting = { Value: FieldValue, Values: FieldValueList };

function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}
