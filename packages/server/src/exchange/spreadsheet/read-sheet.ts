import { readFile, stat } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { FileRefusal } from '../file-refusal.ts';

// A spreadsheet's first sheet as text: a header row and the rows below it, every cell a string. CSV files
// come in any of the encodings and separators an office program writes (UTF-8 with or without a BOM,
// UTF-16 with one, Windows-1252; `;`, `,` or tabs); XLSX cells are read as the text they show, a formula
// cell as its last computed value, never evaluated.

export type SheetFormat = 'csv' | 'xlsx';
export type CsvDelimiter = ';' | ',' | '\t';

export interface Sheet {
  header: string[];
  rows: string[][];
  /** How a CSV file was read (null for XLSX). */
  encoding: 'utf-8' | 'utf-16le' | 'windows-1252' | null;
  delimiter: CsvDelimiter | null;
  /** Cells given as formulas: their computed value was read instead, counted for the report. */
  formulas: number;
}

export interface SheetLimits {
  maxBytes: number;
  /** Rows below the header read at most. */
  maxRows: number;
  maxColumns: number;
}

export const DEFAULT_SHEET_LIMITS: SheetLimits = {
  maxBytes: 50 * 1024 * 1024,
  maxRows: 100_000,
  maxColumns: 200,
};

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const UTF16LE_BOM = [0xff, 0xfe];
const startsWith = (bytes: Buffer, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

// Windows-1252's bytes 0x80–0x9F, where it differs from Latin-1 (TextDecoder reads them as Latin-1's
// control characters): the euro sign, typographic quotes and dashes, and the rest.
const WINDOWS_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const fromWindows1252 = (latin1: string) =>
  latin1.replace(/[\u0080-\u009F]/g, (char) => WINDOWS_1252[char.charCodeAt(0) - 0x80]);

/** The text of a CSV file and the encoding it was read in: UTF-8 when it is valid UTF-8, else Windows-1252. */
export function decodeCsv(bytes: Buffer): { text: string; encoding: NonNullable<Sheet['encoding']> } {
  if (startsWith(bytes, UTF8_BOM))
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  if (startsWith(bytes, UTF16LE_BOM))
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    // Not UTF-8: what spreadsheet programs on Windows write (Latin-1 with the typographic marks).
    return { text: fromWindows1252(bytes.toString('latin1')), encoding: 'windows-1252' };
  }
}

/** The separator of a CSV file: the one of `;`, `,` and tab its header line (outside quotes) has most of. */
export function delimiterOf(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as CsvDelimiter] += 1;
  }
  const [best] = (Object.entries(counts) as Array<[CsvDelimiter, number]>).sort((a, b) => b[1] - a[1]);
  return best[1] > 0 ? best[0] : ',';
}

const trimmedRows = (rows: string[][]) =>
  rows
    .map((row) => row.map((cell) => cell.replaceAll('\0', '').trim()))
    .filter((row) => row.some((cell) => cell !== ''));

function sheetOf(rows: string[][], limits: SheetLimits, read: Omit<Sheet, 'header' | 'rows'>): Sheet {
  const [header = [], ...body] = trimmedRows(rows);
  if (header.length === 0) throw new FileRefusal('Spreadsheet.error_empty');
  if (header.length > limits.maxColumns)
    throw new FileRefusal('Spreadsheet.error_too_many_columns', { max: limits.maxColumns });
  return { header, rows: body, ...read };
}

function readCsv(bytes: Buffer, limits: SheetLimits): Sheet {
  const { text, encoding } = decodeCsv(bytes);
  const delimiter = delimiterOf(text);
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      to_line: limits.maxRows + 2,
    }) as string[][];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    throw new FileRefusal('Spreadsheet.error_csv', { line, reason: (error as Error).message });
  }
  if (rows.length > limits.maxRows + 1)
    throw new FileRefusal('Spreadsheet.error_too_many_rows', { max: limits.maxRows });
  return sheetOf(rows, limits, { encoding, delimiter, formulas: 0 });
}

/** The text an XLSX cell shows (its value as the streaming reader gives it). */
export function cellText(value: unknown): { text: string; formula: boolean } {
  if (value === null || value === undefined) return { text: '', formula: false };
  if (value instanceof Date) return { text: value.toISOString().slice(0, 10), formula: false };
  if (typeof value !== 'object') return { text: String(value), formula: false };
  const cell = value as {
    formula?: string;
    sharedFormula?: string;
    result?: unknown;
    richText?: Array<{ text: string }>;
    text?: unknown;
    error?: string;
  };
  if (cell.formula !== undefined || cell.sharedFormula !== undefined)
    return { text: cellText(cell.result).text, formula: true };
  if (cell.richText) return { text: cell.richText.map((run) => run.text).join(''), formula: false };
  if (cell.text !== undefined) return cellText(cell.text);
  return { text: cell.error ?? '', formula: false };
}

async function readXlsx(path: string, limits: SheetLimits): Promise<Sheet> {
  // Loaded when a workbook is read: exceljs takes about 0.4 s to load, which the server's start need not wait for.
  const { default: ExcelJS } = await import('exceljs');
  const rows: string[][] = [];
  let formulas = 0;
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(path, {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache', // dates are told from numbers by their cell's format
      worksheets: 'emit',
    });
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        if (rows.length > limits.maxRows)
          throw new FileRefusal('Spreadsheet.error_too_many_rows', { max: limits.maxRows });
        const values = (row.values as unknown[]).slice(1, limits.maxColumns + 2);
        rows.push(
          Array.from(values, (value) => {
            const cell = cellText(value);
            if (cell.formula) formulas += 1;
            return cell.text;
          }),
        );
      }
      break; // the first sheet only
    }
  } catch (error) {
    if (error instanceof FileRefusal) throw error;
    throw new FileRefusal('Spreadsheet.error_not_xlsx');
  }
  return sheetOf(rows, limits, { encoding: null, delimiter: null, formulas });
}

/** A spreadsheet file's first sheet, or a FileRefusal saying why it cannot be read. */
export async function readSheet(
  path: string,
  format: SheetFormat,
  limits: SheetLimits = DEFAULT_SHEET_LIMITS,
): Promise<Sheet> {
  const { size } = await stat(path);
  if (size > limits.maxBytes)
    throw new FileRefusal('Spreadsheet.error_too_large', { max: Math.round(limits.maxBytes / 1024 / 1024) });
  if (format === 'xlsx') return readXlsx(path, limits);
  return readCsv(await readFile(path), limits);
}
