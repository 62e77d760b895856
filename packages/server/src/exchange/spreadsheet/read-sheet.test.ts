import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suggestMapping } from '@fontes/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { FileRefusal } from '../file-refusal.ts';
import { decodeCsv, delimiterOf, readSheet } from './read-sheet.ts';
import { personOf, rowDraft, voiceOf } from './sheet-drafts.ts';

// Spreadsheets as archives keep them: any encoding and separator an office program writes, and headers
// in German or English.

const folder = await mkdtemp(join(tmpdir(), 'fontes-sheet-'));
const file = async (name: string, bytes: Buffer | string) => {
  const path = join(folder, name);
  await writeFile(path, bytes);
  return path;
};

describe('reading a CSV file', () => {
  it.each([
    [
      'UTF-8 with a BOM',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Signatur\nMüller')]),
      'utf-8',
    ],
    ['UTF-8', Buffer.from('Signatur\nMüller'), 'utf-8'],
    ['Windows-1252', Buffer.from('Signatur\nMüller', 'latin1'), 'windows-1252'],
    [
      'UTF-16 with a BOM',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Signatur\nMüller', 'utf16le')]),
      'utf-16le',
    ],
  ])('reads %s', (_, bytes, encoding) => {
    expect(decodeCsv(bytes)).toEqual({ text: 'Signatur\nMüller', encoding });
  });

  it('reads Windows-1252’s typographic marks, which Latin-1 has not', () => {
    const bytes = Buffer.from([0x84, 0x4b, 0x94, 0x20, 0x31, 0x37, 0x30, 0x31, 0x96, 0x36, 0x30, 0x20, 0x80]);
    expect(decodeCsv(bytes).text).toBe('„K” 1701–60 €');
  });

  it.each([
    ['a;b;"c,d"\n1', ';'],
    ['a,b,"c;d;e"\n1', ','],
    ['a\tb\tc\n1', '\t'],
    ['Signatur\nMus. 1', ','],
  ])('tells the separator of %j', (text, delimiter) => {
    expect(delimiterOf(text)).toBe(delimiter);
  });

  it('reads quoted cells with separators and line breaks, and leaves empty rows out', async () => {
    const path = await file(
      'a.csv',
      'Titel;Bemerkungen\r\n"Missa; brevis";"zwei\r\nZeilen"\r\n;\r\n\r\nSalve;\r\n',
    );
    const sheet = await readSheet(path, 'csv');
    expect(sheet).toMatchObject({
      header: ['Titel', 'Bemerkungen'],
      rows: [
        ['Missa; brevis', 'zwei\r\nZeilen'],
        ['Salve', ''],
      ],
      delimiter: ';',
    });
  });

  it('refuses an empty file, too many rows and an unclosed quote with the reason', async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: FileRefusal) => ({ key: error.key, values: error.values }),
      );
    expect(await refusal(readSheet(await file('empty.csv', '\r\n'), 'csv'))).toEqual({
      key: 'Spreadsheet.error_empty',
      values: {},
    });
    const limits = { maxBytes: 1000, maxRows: 2, maxColumns: 5 };
    expect(await refusal(readSheet(await file('rows.csv', 'a\n1\n2\n3\n'), 'csv', limits))).toEqual({
      key: 'Spreadsheet.error_too_many_rows',
      values: { max: 2 },
    });
    expect(await refusal(readSheet(await file('wide.csv', 'a,b,c,d,e,f\n'), 'csv', limits))).toMatchObject({
      key: 'Spreadsheet.error_too_many_columns',
    });
    expect(await refusal(readSheet(await file('big.csv', 'a\n'.repeat(600)), 'csv', limits))).toMatchObject({
      key: 'Spreadsheet.error_too_large',
    });
    expect(await refusal(readSheet(await file('quote.csv', 'a\n"open\n'), 'csv'))).toMatchObject({
      key: 'Spreadsheet.error_csv',
    });
  });
});

describe('reading an XLSX workbook', () => {
  it('reads the first sheet as the text its cells show: numbers, dates, rich text, formulas by their value', async () => {
    const workbook = new ExcelJS.Workbook();
    const first = workbook.addWorksheet('Inventar');
    first.addRow(['Nr.', 'Datum', 'Titel', 'Link']);
    first.addRow([
      12,
      new Date(Date.UTC(1950, 2, 1)),
      { richText: [{ text: 'Missa ' }, { text: 'brevis', font: { bold: true } }] },
      { formula: 'HYPERLINK("http://x","Link")', result: 'Link' },
    ]);
    workbook.addWorksheet('Notizen').addRow(['nicht gelesen']);
    const path = await file('a.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    const sheet = await readSheet(path, 'xlsx');
    expect(sheet).toEqual({
      header: ['Nr.', 'Datum', 'Titel', 'Link'],
      rows: [['12', '1950-03-01', 'Missa brevis', 'Link']],
      encoding: null,
      delimiter: null,
      formulas: 1,
    });
  });

  it('refuses a file that is no workbook', async () => {
    await expect(readSheet(await file('b.xlsx', 'Signatur;Titel'), 'xlsx')).rejects.toMatchObject({
      key: 'Spreadsheet.error_not_xlsx',
    });
  });
});

describe('mapping columns to fields', () => {
  it('suggests fields from German and English headers, each field once', () => {
    expect(
      suggestMapping([
        'Sigel',
        'Signatur',
        'Kurztitel',
        'Komponist',
        'Besetzung',
        'Gattung',
        'Frühere Signatur',
        'Composer',
        '?',
      ]),
    ).toEqual([
      'collection',
      'shelfmark',
      'short_title',
      'composer',
      'voices',
      'genres',
      'former_shelfmarks',
      null,
      null,
    ]);
    expect(suggestMapping(['Shelfmark', 'Title', 'Scoring', 'Key', 'Notes'])).toEqual([
      'shelfmark',
      'short_title',
      'voices',
      'key',
      'notes',
    ]);
  });

  it('reads voices by code, label or RISM letter, with a count', () => {
    expect(
      ['S', 'alt', 'Violine', '2 Vl', '2 × Oboe', 'Basso continuo', 'Tromba marina'].map(voiceOf),
    ).toEqual([
      { voice: 'sop', count: 1 },
      { voice: 'alt', count: 1 },
      { voice: 'vl', count: 1 },
      { voice: 'vl', count: 2 },
      { voice: 'ob', count: 2 },
      { voice: 'bc', count: 1 },
      null,
    ]);
  });

  it('reads a person’s dates in brackets', () => {
    expect(personOf('Bach, Johann Sebastian (1685–1750)')).toEqual({
      name: 'Bach, Johann Sebastian',
      dates: '1685–1750',
    });
    expect(personOf('Anonymus (Kopist)')).toEqual({ name: 'Anonymus (Kopist)', dates: null });
  });

  it('makes a row a score draft whose id is its ID column, else its siglum and shelfmark', () => {
    const separators = { list: ',', people: ';' };
    const mapping = ['collection', 'shelfmark', 'composer', 'genres'] as const;
    const draft = rowDraft(
      ['D-Mbs', 'Mus. 1', 'Eins, Erster; Zwei, Zweite', 'Messe, Motette'],
      mapping,
      separators,
    );
    expect(draft.controlNumber).toBe('D-Mbs Mus. 1');
    expect(draft.collection).toEqual({ siglum: 'D-Mbs', name: null });
    expect(draft.input.attributions.map((a) => [a.person.name, a.function])).toEqual([
      ['Eins, Erster', 'aut'],
      ['Zwei, Zweite', 'aut'],
    ]);
    expect(draft.input.genres).toEqual([{ name: 'Messe' }, { name: 'Motette' }]);
    expect(rowDraft(['7', 'Mus. 1'], ['id', 'shelfmark'], separators).controlNumber).toBe('7');
  });
});
