import {
  type PathRecordType,
  type PickedRecord,
  type RecordType,
  recordCollectionPaths,
  recordPath,
} from '@fontes/domain';
import DifferenceIcon from '@mui/icons-material/DifferenceOutlined';
import {
  Box,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FieldDescriptor, ListFieldDescriptor, ListItem } from './fieldDescriptor.ts';
import { tableCellSx } from './tableCells.ts';

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
                {t(field.labelKey)}
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

function FieldValue({ field, value, values }: FieldValueProps) {
  const { t } = useTranslation();
  if (field.type === 'custom' && field.view) {
    const View = field.view;
    return <View field={field} value={value} values={values} />;
  }
  if (isEmpty(value) && field.type !== 'checkbox') {
    return <Typography color="text.disabled">{t('record.empty_value')}</Typography>;
  }
  const text = String(value);
  const href = field.viewHref?.(text);
  if (href) return <ExternalLink href={href} text={text} />;
  switch (field.type) {
    case 'url':
      return <ExternalLink href={text} text={text} />;
    case 'link': {
      const link = value as { text: string; href: string | null };
      return link.href ? (
        <ExternalLink href={link.href} text={link.text} />
      ) : (
        <Typography sx={{ overflowWrap: 'break-word' }}>{link.text}</Typography>
      );
    }
    case 'lookup':
      return <Typography>{typeof value === 'object' ? (value as PickedRecord).title : text}</Typography>;
    case 'reference': {
      if (Array.isArray(value)) return <ReferenceList field={field} references={value} />;
      const reference = value as PickedRecord & { href?: string };
      const to = reference.href ?? recordPathOf(field.recordType, reference.id);
      if (!to) return <Typography>{reference.title}</Typography>;
      return (
        <Link component={RouterLink} to={to}>
          {reference.title}
        </Link>
      );
    }
    case 'email':
      return <Link href={`mailto:${text}`}>{text}</Link>;
    case 'select':
      return <Typography>{t(field.optionLabelKey(text))}</Typography>;
    case 'checkbox':
      return <Typography>{t(value ? 'common.yes' : 'common.no')}</Typography>;
    case 'password':
      return <Typography>••••••</Typography>;
    case 'group':
      return <FieldValueList fields={field.fields} values={value as Record<string, unknown>} />;
    case 'list':
      if (field.viewSummary) return <Typography>{field.viewSummary(value as ListItem[], t)}</Typography>;
      return <ListTable field={field} items={value as Record<string, unknown>[]} />;
    default:
      return <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>{text}</Typography>;
  }
}

function ExternalLink({ href, text }: { href: string; text: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'break-word' }}>
      {text}
    </Link>
  );
}

/** A nested list as a table: one row per item, one column per field. */
function ListTable({ field, items }: { field: ListFieldDescriptor; items: Record<string, unknown>[] }) {
  const { t } = useTranslation();
  const columns = field.viewFields ?? field.fields;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t(field.labelKey)} data-testid={`table-${field.name}`}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.name} sx={{ whiteSpace: 'nowrap' }}>
                {t(column.labelKey)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items are shown in their saved order
            <TableRow key={index}>
              {columns.map((column) => (
                <TableCell
                  key={column.name}
                  sx={{ verticalAlign: 'top', ...tableCellSx(column, item[column.name]) }}
                >
                  <FieldValue field={column} value={item[column.name]} values={item} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function isEmpty(value: unknown): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** The view path of a record of a searchable type, when the type has screens of its own. */
function recordPathOf(type: RecordType, id: number): string | null {
  return type in recordCollectionPaths ? (recordPath(type as PathRecordType, id) ?? null) : null;
}

/** Several referenced records, one link per line. */
function ReferenceList({ field, references }: { field: FieldDescriptor; references: unknown[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {references.map((reference) => (
        <li key={(reference as PickedRecord).id}>
          <FieldValue field={field} value={reference} values={{}} />
        </li>
      ))}
    </Box>
  );
}
