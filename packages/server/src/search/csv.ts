// RFC 4180 CSV: fields with a comma, a quote or a line break in quotes, quotes doubled, lines ended by CRLF.

/** Characters that make a spreadsheet program read a cell as a formula (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field as written: a formula's start made plain text by a leading apostrophe, quoted when needed. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of fields, CRLF ended. */
export function csvLine(fields: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** Spreadsheet programs read a file as UTF-8 (umlauts and all) when it begins with the byte order mark. */
export const UTF8_BOM = '\uFEFF';
