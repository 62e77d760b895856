import {
  csvLine,
  csvSeparator,
  type ImportFormatName,
  type ImportMessage,
  type ImportRecordReport,
  type ImportReport,
  UTF8_BOM,
} from '@fontes/domain';

// What the screen derives from an import job's report (its shape: the domain's ImportReport).

/** The format a file's name suggests. */
export function formatOfName(name: string): ImportFormatName {
  const extension = name.toLowerCase().split('.').pop();
  if (extension === 'csv' || extension === 'tsv' || extension === 'txt') return 'csv';
  if (extension === 'xlsx') return 'xlsx';
  return 'marcxml';
}

/** Whether the import refuses the record: its form's errors, or the save path's refusal. */
export const isRefused = (record: ImportRecordReport) =>
  record.errors.length > 0 || Boolean(record.saved && 'refused' in record.saved);

/** Why a record is refused: its form's errors, else the save path's ("path: key"). */
export function refusalsOf(record: ImportRecordReport): ImportMessage[] {
  if (record.errors.length > 0) return record.errors;
  if (record.saved && 'refused' in record.saved)
    return record.saved.refused.map((refusal) => ({ key: refusal.split(': ').pop() ?? refusal }));
  return [];
}

/**
 * The rows an import refused as a CSV of their own, each with why in a last column, to be fixed and
 * imported again: the sheet's header first, formula-like cells made plain text.
 */
export function refusedRowsCsv(
  report: ImportReport,
  message: (m: ImportMessage) => string,
  language: 'de' | 'en',
  errorsHeader: string,
): string {
  const separator = csvSeparator(language);
  const lines = [csvLine([...(report.sheet?.header ?? []), errorsHeader], separator)];
  for (const record of report.records.filter(isRefused))
    lines.push(csvLine([...(record.cells ?? []), refusalsOf(record).map(message).join('; ')], separator));
  return UTF8_BOM + lines.join('');
}
