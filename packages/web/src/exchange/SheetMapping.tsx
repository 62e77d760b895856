import { type ImportReport, SHEET_FIELDS, type SheetField } from '@fontes/domain';
import {
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface SheetSettings {
  mapping: Array<SheetField | null>;
  listSeparator: string;
  peopleSeparator: string;
}

/** How the encodings a CSV file was read in are named where people choose them. */
const ENCODINGS: Record<string, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16',
  'windows-1252': 'Windows-1252 (Latin-1)',
};

/** The first cells of a column, what tells the cataloguer what it holds. */
const SAMPLES = 3;

/**
 * A spreadsheet's columns with the field each fills, as the headers suggested or the cataloguer chose, and
 * the separators of several values in one cell; each change asks for a new preview.
 */
export function SheetMapping({
  report,
  settings,
  onChange,
}: {
  report: ImportReport;
  settings: SheetSettings;
  onChange(settings: SheetSettings): void;
}) {
  const { t } = useTranslation();
  const sheet = report.sheet;
  if (!sheet) return null;
  const samples = (column: number) =>
    report.records
      .slice(0, SAMPLES)
      .map((record) => record.cells?.[column])
      .filter(Boolean)
      .join(' · ');
  const setField = (column: number, value: string) =>
    onChange({
      ...settings,
      mapping: settings.mapping.map((field, i) =>
        i === column ? ((value || null) as SheetField | null) : field,
      ),
    });
  return (
    <Stack spacing={2} data-testid="sheet-mapping">
      <Typography variant="h6" component="h2">
        {t('import.mapping.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('import.mapping.read', {
          rows: sheet.rows,
          encoding: ENCODINGS[sheet.encoding ?? ''] ?? 'XLSX',
          delimiter: sheet.delimiter === '\t' ? t('import.mapping.tab') : (sheet.delimiter ?? '—'),
        })}
        {sheet.formulas > 0 && ` ${t('import.mapping.formulas', { count: sheet.formulas })}`}
      </Typography>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('import.mapping.column')}</TableCell>
              <TableCell>{t('import.mapping.samples')}</TableCell>
              <TableCell sx={{ minWidth: 220 }}>{t('import.mapping.field')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sheet.header.map((header, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a sheet's columns keep their order, and headers may repeat
              <TableRow key={column}>
                <TableCell sx={{ fontWeight: 600 }}>{header}</TableCell>
                <TableCell sx={{ color: 'text.secondary', maxWidth: 360, overflowWrap: 'anywhere' }}>
                  {samples(column)}
                </TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    fullWidth
                    value={settings.mapping[column] ?? ''}
                    onChange={(event) => setField(column, event.target.value)}
                    slotProps={{
                      htmlInput: { 'aria-label': t('import.mapping.field_of', { header }) },
                      select: { displayEmpty: true },
                    }}
                    data-testid={`mapping-${column}`}
                  >
                    <MenuItem value="">
                      <em>{t('import.mapping.ignored')}</em>
                    </MenuItem>
                    {SHEET_FIELDS.map((field) => (
                      <MenuItem
                        key={field}
                        value={field}
                        disabled={settings.mapping.includes(field) && settings.mapping[column] !== field}
                      >
                        {t(`Spreadsheet.fields.${field}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('import.mapping.list_separator')}
          helperText={t('import.mapping.list_separator_help')}
          value={settings.listSeparator}
          onChange={(event) => onChange({ ...settings, listSeparator: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 3 } }}
          size="small"
        />
        <TextField
          label={t('import.mapping.people_separator')}
          helperText={t('import.mapping.people_separator_help')}
          value={settings.peopleSeparator}
          onChange={(event) => onChange({ ...settings, peopleSeparator: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 3 } }}
          size="small"
        />
      </Stack>
    </Stack>
  );
}
