import type { ImportMessage, ImportRecordReport, ImportReport } from '@fontes/domain';
import {
  Box,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRefused, refusalsOf } from './importReport.ts';

/** Rows shown at once: the preview of a spreadsheet is its first 20; problems are shown up to this many. */
const SHOWN = 100;

/** Each message once: the same twice says nothing more. */
const distinct = (texts: string[]) => [...new Set(texts)];

/** What the report tells of each record: what happens to it, and its errors and warnings in place. */
export function ImportRecordsTable({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const message = (m: ImportMessage) => t(m.key, { ...(m.values ?? {}), defaultValue: m.key });
  const sheet = report.sheet;
  // A spreadsheet's preview shows the mapped cells as they would be saved, the first rows with cells kept.
  const mapped = sheet ? sheet.mapping.flatMap((field, column) => (field ? [{ field, column }] : [])) : [];
  const problem = (record: ImportRecordReport) => isRefused(record) || record.warnings.length > 0;
  const records = report.records.filter((record) =>
    onlyProblems ? problem(record) : !sheet || record.cells !== undefined,
  );
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch checked={onlyProblems} onChange={(event) => setOnlyProblems(event.target.checked)} />
        }
        label={t('import.only_problems')}
      />
      <TableContainer sx={{ maxHeight: 560 }}>
        <Table size="small" stickyHeader data-testid="import-records">
          <TableHead>
            <TableRow>
              <TableCell>{t('import.columns.record')}</TableCell>
              <TableCell>{t('import.columns.action')}</TableCell>
              <TableCell sx={{ minWidth: 220 }}>{t('import.columns.messages')}</TableCell>
              {sheet ? (
                mapped.map(({ field }) => (
                  <TableCell key={field}>{t(`Spreadsheet.fields.${field}`)}</TableCell>
                ))
              ) : (
                <TableCell>{t('import.columns.label')}</TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {records.slice(0, SHOWN).map((record) => (
              <TableRow key={record.record} data-refused={isRefused(record) || undefined}>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{record.record}</TableCell>
                <TableCell>
                  {isRefused(record) ? t('import.actions.refused') : t(`import.actions.${record.action}`)}
                </TableCell>
                <TableCell>
                  {distinct(refusalsOf(record).map(message)).map((text) => (
                    <Typography key={text} variant="body2" color="error" data-testid="record-error">
                      {text}
                    </Typography>
                  ))}
                  {distinct(record.warnings.map(message)).map((text) => (
                    <Typography key={text} variant="body2" color="warning.dark">
                      {text}
                    </Typography>
                  ))}
                </TableCell>
                {sheet ? (
                  mapped.map(({ field, column }) => (
                    <TableCell key={field}>{record.cells?.[column] ?? ''}</TableCell>
                  ))
                ) : (
                  <TableCell>
                    {record.label || '—'}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t(`import.kinds.${record.kind}`)}
                      {record.controlNumber && ` · ${record.controlNumber}`}
                    </Typography>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {records.length > SHOWN && (
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('import.more_records', { shown: SHOWN, count: records.length })}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
