import { csvLine, csvSeparator, type SheetField, UTF8_BOM } from '@fontes/domain';

// What an import job answers (the server's ImportReport, as its JSON), and what the screen derives from it.

export type ImportFormatName = 'marcxml' | 'csv' | 'xlsx';
export type ImportAction = 'create' | 'update' | 'match' | 'skip';

export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

export interface ImportRecordReport {
  record: number;
  controlNumber: string | null;
  kind: 'score' | 'person' | 'publication' | 'composite' | 'skipped';
  label: string;
  action: ImportAction;
  id: number | null;
  entry?: { number: string };
  errors: Array<Message & { path: string }>;
  saved?: { id: number } | { refused: string[] };
  warnings: Message[];
  cells?: string[];
}

export interface SheetReport {
  header: string[];
  mapping: Array<SheetField | null>;
  suggested: Array<SheetField | null>;
  separators: { list: string; people: string };
  encoding: string | null;
  delimiter: string | null;
  rows: number;
  formulas: number;
}

export interface ImportReport {
  fileName: string;
  format: ImportFormatName;
  dryRun: boolean;
  counts: Record<ImportAction, number>;
  failed: number;
  warningsByTag: Record<string, number>;
  catalog: { id: number | null; title: string; entries: number } | null;
  sheet: SheetReport | null;
  records: ImportRecordReport[];
}

export interface ImportUndoReport {
  deleted: number;
  updated: number;
  skipped: Array<{ type: string; id: number; reason: 'changed' | 'referenced' | 'gone' }>;
}

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
export function refusalsOf(record: ImportRecordReport): Message[] {
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
  message: (m: Message) => string,
  language: 'de' | 'en',
  errorsHeader: string,
): string {
  const separator = csvSeparator(language);
  const lines = [csvLine([...(report.sheet?.header ?? []), errorsHeader], separator)];
  for (const record of report.records.filter(isRefused))
    lines.push(csvLine([...(record.cells ?? []), refusalsOf(record).map(message).join('; ')], separator));
  return UTF8_BOM + lines.join('');
}
