import { describe, expect, it } from 'vitest';
import { validate } from '../validation.ts';
import {
  FILE_TOO_LARGE,
  fileSchema,
  fileSizeError,
  fileSizeLabel,
  folderPathOf,
  folderTrail,
  MAX_FILENAME_LENGTH,
  normalizeFolderPath,
  sanitizeFilename,
} from './file.ts';

describe('fileSchema', () => {
  it('requires a file name', () => {
    for (const filename of ['', '  ', null, '../', '..']) {
      expect(validate(fileSchema, { filename })).toEqual({
        ok: false,
        errors: [{ path: 'filename', key: 'File.error_filename_empty' }],
      });
    }
  });

  it('keeps a plain name and the root folder', () => {
    expect(validate(fileSchema, { filename: ' scan 001.jpg ' })).toEqual({
      ok: true,
      data: { filename: 'scan 001.jpg', folder: '', is_folder: false },
    });
  });

  it('reduces hostile names to a file name and a clean folder path', () => {
    expect(
      validate(fileSchema, { filename: '../../etc/passwd', folder: '/../scans//1795/', is_folder: false }),
    ).toEqual({
      ok: true,
      data: { filename: 'passwd', folder: 'scans/1795', is_folder: false },
    });
  });
});

describe('sanitizeFilename', () => {
  it('drops path segments and control characters, NUL included', () => {
    expect(sanitizeFilename('C:\\Users\\x\\scan.tif')).toBe('scan.tif');
    expect(sanitizeFilename('a\u0000b\nc.jpg')).toBe('abc.jpg');
  });

  it('drops bidirectional embeddings, overrides and isolates, which show a name other than it is', () => {
    expect(sanitizeFilename('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    const controls = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(sanitizeFilename(`${controls}scan${controls}.tif`)).toBe('scan.tif');
    // Other right-to-left text stays: only the controls reorder what follows them.
    expect(sanitizeFilename('\u05E9\u05DC\u05D5\u05DD\u200F.png')).toBe('\u05E9\u05DC\u05D5\u05DD\u200F.png');
  });

  it('shortens long names to 255 characters, keeping the extension', () => {
    const name = sanitizeFilename(`${'x'.repeat(500)}.jpeg`);
    expect(name).toHaveLength(MAX_FILENAME_LENGTH);
    expect(name.endsWith('x.jpeg')).toBe(true);
    expect(sanitizeFilename('y'.repeat(500))).toBe('y'.repeat(255));
  });
});

describe('folderTrail', () => {
  it('lists the folders a file lies in, outermost first, by their whole paths', () => {
    expect(folderTrail('scans/1795/recto')).toEqual(['scans', 'scans/1795', 'scans/1795/recto']);
    expect(folderTrail('scans')).toEqual(['scans']);
  });

  it('is empty for the root', () => {
    expect(folderTrail('')).toEqual([]);
    expect(folderTrail(null)).toEqual([]);
    expect(folderTrail('/./')).toEqual([]);
  });
});

describe('folderPathOf', () => {
  it('joins the folder and name of a folder record into the path its contents name', () => {
    expect(folderPathOf('scans', '1795')).toBe('scans/1795');
    expect(folderPathOf('/scans/', '1795')).toBe('scans/1795');
    expect(folderPathOf('', 'scans')).toBe('scans');
    expect(folderPathOf(null, 'scans')).toBe('scans');
  });
});

describe('normalizeFolderPath', () => {
  it('keeps plain segments only', () => {
    expect(normalizeFolderPath('/a/./b/../c/')).toBe('a/b/c');
    expect(normalizeFolderPath(null)).toBe('');
  });
});

describe('file size', () => {
  it('refuses sizes above the limit', () => {
    expect(fileSizeError(101, 100)).toBe(FILE_TOO_LARGE);
    expect(fileSizeError(100, 100)).toBeNull();
    expect(FILE_TOO_LARGE).toBe('File.error_too_large');
  });

  it('labels sizes in binary steps with the locale’s decimal separator', () => {
    expect(fileSizeLabel(0)).toBe('0 B');
    expect(fileSizeLabel(512)).toBe('512 B');
    expect(fileSizeLabel(1536)).toBe('1.5 KB');
    expect(fileSizeLabel(2.25 * 1024 * 1024, 'de')).toBe('2,3 MB');
    expect(fileSizeLabel(5 * 1024 ** 3)).toBe('5 GB');
  });
});
