import { describe, expect, it } from 'vitest';
import { filesPath, folderCrumbs, previewKind, uploadRefusal } from './filePaths.ts';

describe('file manager paths', () => {
  it('makes a crumb of every folder on the path, each with its whole path', () => {
    expect(folderCrumbs('')).toEqual([]);
    expect(folderCrumbs('scans/1795/Haydn')).toEqual([
      { name: 'scans', path: 'scans' },
      { name: '1795', path: 'scans/1795' },
      { name: 'Haydn', path: 'scans/1795/Haydn' },
    ]);
  });

  it('puts a folder in the address, encoded', () => {
    expect(filesPath('')).toBe('/files');
    expect(filesPath('Haydn Missa/100% & mehr')).toBe('/files?folder=Haydn%20Missa%2F100%25%20%26%20mehr');
  });

  it('previews only images the browser shows and PDF', () => {
    expect(previewKind('image/jpeg')).toBe('image');
    expect(previewKind('image/webp')).toBe('image');
    expect(previewKind('application/pdf')).toBe('pdf');
    expect(previewKind('image/tiff')).toBeNull();
    expect(previewKind('image/svg+xml')).toBeNull();
    expect(previewKind(null)).toBeNull();
  });

  it('reads the server’s words from a request it refused before reading it', () => {
    const refused = {
      statusCode: 413,
      bodyText: JSON.stringify({ errors: [{ message: 'Die Datei ist zu groß.' }] }),
    };
    expect(uploadRefusal(refused)).toBe('Die Datei ist zu groß.');
    expect(uploadRefusal({ statusCode: 502, bodyText: '<html>Bad gateway</html>' })).toBeNull();
    expect(uploadRefusal(new TypeError('Network request failed'))).toBeNull();
  });
});
