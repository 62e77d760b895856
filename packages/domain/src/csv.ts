// RFC 4180 CSV: fields with a separator, a quote or a line break in quotes, quotes doubled, lines ended by
// CRLF. The separator is the one spreadsheet programs expect in the reader's language: German Excel splits
// lines at semicolons (the comma is its decimal sign), English Excel at commas.

/** The interface languages a separator is chosen for. */
type Locale = 'de' | 'en';

export type CsvSeparator = ',' | ';';
export const csvSeparator = (locale: Locale): CsvSeparator => (locale === 'de' ? ';' : ',');

/**
 * Characters that make a spreadsheet program read a cell as a formula (OWASP: CSV injection), with their
 * full-width forms (＝ ＋ － ＠), which spreadsheets in East Asian settings take as the same.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** One field as written: a formula's start made plain text by a leading apostrophe, quoted when needed. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of fields, CRLF ended. */
export function csvLine(
  fields: ReadonlyArray<string | number | boolean | null | undefined>,
  separator: CsvSeparator = ',',
): string {
  return `${fields.map(csvField).join(separator)}\r\n`;
}

/** Spreadsheet programs read a file as UTF-8 (umlauts and all) when it begins with the byte order mark. */
export const UTF8_BOM = '\uFEFF';
