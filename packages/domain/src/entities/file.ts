import type { z } from 'zod';
import { withoutBidiControls } from '../storable-text.ts';
import { booleanDefault, entityObject, optionalText, requiredText } from '../validation.ts';

// Spec §3/§5 File. Files are stored by content, never under the name given, but the name is shown
// and offered on download, so it is reduced to a plain file name.

export const FILE_TOO_LARGE = 'File.error_too_large';
export const MAX_FILENAME_LENGTH = 255;

/**
 * The last path segment without control characters (bidirectional ones too, which would show a name other
 * than it is), at most 255 characters with its extension kept.
 */
export function sanitizeFilename(input: string | null | undefined): string {
  const base = (input ?? '').split(/[/\\]/).at(-1) ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const name = withoutBidiControls(base.replace(/[\u0000-\u001f\u007f]/g, '')).trim();
  if (name === '.' || name === '..') return '';
  if (name.length <= MAX_FILENAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  return name.slice(0, MAX_FILENAME_LENGTH - extension.length) + extension;
}

/** A folder path as `a/b`: empty, `.` and `..` segments and control characters dropped; '' is the root. */
export function normalizeFolderPath(input: string | null | undefined): string {
  return (input ?? '')
    .split(/[/\\]/)
    .map(sanitizeFilename)
    .filter((segment) => segment !== '')
    .join('/');
}

/**
 * The spec's `folders` of a file: the folders it lies in, outermost first, each by its whole path —
 * `scans/1795` gives `scans`, `scans/1795` — as the file list's path shows them.
 */
export function folderTrail(folder: string | null | undefined): string[] {
  const segments = normalizeFolderPath(folder).split('/').filter(Boolean);
  return segments.map((_, index) => segments.slice(0, index + 1).join('/'));
}

/** The whole path of a folder record (`scans` + `1795` → `scans/1795`): what its contents name as `folder`. */
export function folderPathOf(folder: string | null | undefined, name: string): string {
  return [normalizeFolderPath(folder), name].filter(Boolean).join('/');
}

export const fileSchema = entityObject({
  filename: requiredText('File.error_filename_empty')
    .transform(sanitizeFilename)
    .refine((name) => name !== '', { error: 'File.error_filename_empty' }),
  folder: optionalText().transform(normalizeFolderPath),
  is_folder: booleanDefault(false),
});

export type FileInput = z.input<typeof fileSchema>;
export type FileValues = z.output<typeof fileSchema>;

/** FILE_TOO_LARGE when `size` exceeds `maxBytes`, else null. */
export function fileSizeError(size: number, maxBytes: number): string | null {
  return size > maxBytes ? FILE_TOO_LARGE : null;
}

const sizeUnits = ['B', 'KB', 'MB', 'GB', 'TB'];

/** "0 B", "512 B", "1.5 KB", "2,3 MB" (decimal separator of `locale`), in steps of 1024. */
export function fileSizeLabel(bytes: number, locale = 'en'): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${sizeUnits[unit]}`;
}
