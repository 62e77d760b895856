import type { SheetField } from './spreadsheet-columns.ts';
import type { FieldError } from './validation.ts';

// What an import job answers (its report, as JSON): one shape for the server that writes it and the
// import screen that shows it.

export type ImportFormatName = 'marcxml' | 'csv' | 'xlsx';
export type ImportAction = 'create' | 'update' | 'match' | 'skip';

/** A message by its key with its values: a warning of reading, a form's refusal. */
export interface ImportMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** A form's refusal of one field: its path and message key (with the message's values). */
export type RecordError = FieldError & { values?: Record<string, string | number> };

/** How a reference was matched: an existing record (and by what), one of the same file, or nothing yet. */
export type MatchedBy =
  | 'gnd'
  | 'rism'
  | 'name'
  | 'short_title'
  | 'siglum'
  | 'shelfmark'
  | 'file'
  | 'id'
  /** A catalog entry by its catalog's short title, its page's number and its own. */
  | 'catalog';

export interface Matched {
  /** What the file names it by. */
  name: string;
  /** The existing record's id; null when none matched (the file's own record, or one to create). */
  id: number | null;
  by: MatchedBy | null;
}

/** A record saved, or the keys of why it was refused ("path: key"). */
export type SaveOutcome = { id: number } | { refused: string[] };

/** A record an import wrote. */
export interface WrittenRecord {
  type: 'person' | 'publication' | 'composite' | 'score' | 'catalog' | 'page';
  id: number;
}

/** One record of the file and what the import does with it. */
export interface ImportRecordReport {
  /** Its place in the file, from 1 (a spreadsheet's row below its header). */
  record: number;
  controlNumber: string | null;
  kind: 'score' | 'person' | 'publication' | 'composite' | 'skipped';
  /** What it is called: a score's short title and shelfmark, a person's name, a publication's short title. */
  label: string;
  /**
   * create: a new record; update: the record an import of this file (by name) made from this 001 before;
   * match: an existing record stands for it (a person by GND id); skip: left out.
   */
  action: ImportAction;
  /** The existing record's id, when matched. */
  id: number | null;
  references: {
    collection?: Matched;
    composite?: Matched;
    people?: Matched[];
    publications?: Matched[];
    genres?: Matched[];
    /** The catalog entries a score names (980); those matching none are made, with their page and catalog. */
    entries?: Matched[];
  };
  /** The catalog entry made for a score naming none: its number is the record's 001. */
  entry?: { number: string };
  /** Why the score's form would refuse it (its field and message key), checked before anything is written. */
  errors: RecordError[];
  /** What the import wrote (not in a dry run): the record's id, or why the save path refused it. */
  saved?: SaveOutcome;
  warnings: ImportMessage[];
  /** A spreadsheet row's cells, for the first rows (the preview) and every row that fails (to fix and import again). */
  cells?: string[];
}

/** How a spreadsheet was read and mapped: what the screen shows for the cataloguer to correct. */
export interface SheetReport {
  header: string[];
  mapping: Array<SheetField | null>;
  /** The mapping the headers suggest, whatever was asked. */
  suggested: Array<SheetField | null>;
  /** How several values in one cell are told apart: lists (scoring, genres) and people. */
  separators: { list: string; people: string };
  /** How a CSV file was read (null for XLSX). */
  encoding: 'utf-8' | 'utf-16le' | 'windows-1252' | null;
  delimiter: ';' | ',' | '\t' | null;
  rows: number;
  /** Cells given as formulas, read as their values. */
  formulas: number;
}

export interface ImportReport {
  fileName: string;
  format: ImportFormatName;
  dryRun: boolean;
  /** The records imported (or, in a dry run, to be imported) per action, those refused not among them. */
  counts: Record<ImportAction, number>;
  /** Records the forms' rules (or the save path) refuse: left out of the import. */
  failed: number;
  /** Warnings of every record, counted per MARC tag (or per message where no tag is named). */
  warningsByTag: Record<string, number>;
  /** The catalog of the entries made for scores naming none: the one chosen, or one made, named after the file. */
  catalog: { id: number | null; title: string; entries: number } | null;
  sheet: SheetReport | null;
  records: ImportRecordReport[];
  /** Every record the import wrote, in order (people made for attributions, catalog and pages included). */
  written: WrittenRecord[];
}

export type UndoSkipReason = 'changed' | 'referenced' | 'gone';

/** What undoing an import answers. */
export interface ImportUndoReport {
  job: number;
  fileName: string;
  deleted: number;
  skipped: Array<WrittenRecord & { reason: UndoSkipReason; message: string | null }>;
  /** Records the import updated in place: they keep what it wrote. */
  updated: number;
}
