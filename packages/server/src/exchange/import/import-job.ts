import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import {
  checkedMapping,
  type ImportAction,
  type ImportFormatName,
  type ImportMessage,
  type ImportRecordReport,
  type ImportReport,
  type RecordError,
  type SheetReport,
  scoreSchema,
  suggestMapping,
  validate,
} from '@fontes/domain';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/database.ts';
import { defineJob, JobFailure } from '../../jobs/job-definition.ts';
import { FileRefusal } from '../file-refusal.ts';
import { type MarcDraft, readMarcXml } from '../marc/read-marcxml.ts';
import type { ScoreDraft } from '../marc/score-marc.ts';
import { readSheet, type Sheet, type SheetFormat } from '../spreadsheet/read-sheet.ts';
import { DEFAULT_SEPARATORS, type Separators, sheetDrafts } from '../spreadsheet/sheet-drafts.ts';
import {
  fileRecordsOf,
  type ImportMatcher,
  importMatcher,
  matchEntry,
  personByAuthority,
  personByName,
  publicationByShortTitle,
} from './import-matching.ts';
import { importedBefore, scoreInputOf } from './import-writing.ts';
import { write } from './write-import.ts';

// The import of a file (MARCXML, CSV or XLSX) as a job. Every format is read into the same drafts; a dry
// run matches what they point at in the database, checks each score as its form would, and reports per
// record what the import would do; it writes nothing but its report.

export const IMPORT = 'import';
const BATCH = 50;
/** The records of a spreadsheet shown as they would be saved, in the dry run's preview. */
const PREVIEW_ROWS = 20;

/** What the job is started with: the file the request kept for it, and how to import it. */
export interface ImportInput {
  /** The kept upload, the job's own: removed when the job ends. */
  path: string;
  /** The name the file was uploaded under (the new catalog's title, the records' provenance). */
  fileName: string;
  format: ImportFormatName;
  dryRun: boolean;
  /** The catalog the scores naming none get their entry in; null: one made for the import. */
  catalog: number | null;
  /** A spreadsheet's field per column (null: left out); null: the one suggested by the headers. */
  mapping?: Array<string | null> | null;
  separators?: Separators | null;
  /** Records per batch (tests make them small). */
  batch?: number;
}

const tagOf = (warning: ImportMessage) => {
  const tag = warning.values?.tag;
  return typeof tag === 'string' && /^\d{3}/.test(tag) ? tag.slice(0, 3) : warning.key;
};

/** Every draft of a MARCXML file, or the file's refusal as the job's failure. */
async function marcDrafts(path: string): Promise<MarcDraft[]> {
  const drafts: MarcDraft[] = [];
  try {
    for await (const draft of readMarcXml(createReadStream(path))) drafts.push(draft);
  } catch (error) {
    if (error instanceof FileRefusal) throw new JobFailure(error.key, error.values);
    throw error;
  }
  return drafts;
}

/** A spreadsheet's rows as drafts, with how it was read and mapped; a refusal as the job's failure. */
async function spreadsheetDrafts(
  input: ImportInput & { format: SheetFormat },
): Promise<{ drafts: MarcDraft[]; sheet: Sheet; report: SheetReport }> {
  let sheet: Sheet;
  try {
    sheet = await readSheet(input.path, input.format);
  } catch (error) {
    if (error instanceof FileRefusal) throw new JobFailure(error.key, error.values);
    throw error;
  }
  const suggested = suggestMapping(sheet.header);
  const checked = input.mapping ? checkedMapping(input.mapping, sheet.header.length) : { mapping: suggested };
  if ('refusal' in checked) throw new JobFailure(checked.refusal, checked.values);
  const separators = { ...DEFAULT_SEPARATORS, ...(input.separators ?? {}) };
  const report: SheetReport = {
    header: sheet.header,
    mapping: checked.mapping,
    suggested,
    separators,
    encoding: sheet.encoding,
    delimiter: sheet.delimiter,
    rows: sheet.rows.length,
    formulas: sheet.formulas,
  };
  return { drafts: sheetDrafts(sheet, checked.mapping, separators), sheet, report };
}

/** What a record is called in the report. */
function labelOf(draft: MarcDraft): string {
  switch (draft.kind) {
    case 'score':
      return [draft.input.short_title, draft.input.shelfmark].filter(Boolean).join(' · ');
    case 'person':
      return (draft.input.names.find((name) => name.primary) ?? draft.input.names[0])?.name ?? '';
    case 'publication':
      return draft.input.short_title ?? '';
    case 'composite':
      return draft.input.shelfmark ?? '';
    case 'skipped':
      return '';
  }
}

// A reference the import makes or finds when it writes: what the form's check assumes it will be.
const PLANNED = 1;

/** Why the score's form would refuse the draft, its references as the import will give them. */
function scoreErrors(draft: ScoreDraft, references: ImportRecordReport['references']): RecordError[] {
  const collection = references.collection?.id ?? null;
  const input = scoreInputOf(draft, {
    collection: collection ?? PLANNED,
    composite: draft.composite ? (references.composite?.id ?? PLANNED) : null,
    entries: [PLANNED],
    people: draft.input.attributions.map((_, i) => references.people?.[i]?.id ?? PLANNED),
    publications: draft.input.publications.map((_, i) => references.publications?.[i]?.id ?? PLANNED),
  });
  const checked = validate(scoreSchema, input);
  // An entry to be made needs something to be found by on its page.
  const blankEntries = draft.entries.flatMap((entry, i) =>
    references.entries?.[i]?.id == null && !entry.number?.trim() && !entry.signature?.trim()
      ? [{ path: `entries.${i}.number`, key: 'Entry.error_empty' }]
      : [],
  );
  // A person to be made from a reference needs a name (one the file holds is made from its own record).
  const unnamed = draft.input.attributions.flatMap((attribution, i) => {
    const matched = references.people?.[i];
    return matched?.id == null && matched?.by !== 'file' && !attribution.person.name.trim()
      ? [{ path: `attributions.${i}.person`, key: 'Person.error_name_empty' }]
      : [];
  });
  const errors = [...(checked.ok ? [] : checked.errors), ...blankEntries, ...unnamed];
  // A siglum no collection has: the score has nowhere to belong.
  return collection === null
    ? [
        {
          path: 'collection',
          key: 'Import.error_collection_unknown',
          values: { siglum: draft.collection.siglum ?? '' },
        },
        ...errors,
      ]
    : errors;
}

const all = <T, R>(items: readonly T[], each: (item: T) => Promise<R>) =>
  items.reduce<Promise<R[]>>(async (done, item) => [...(await done), await each(item)], Promise.resolve([]));

/** What the import does with one draft, its references matched. */
async function reportOf(
  db: Executor,
  match: ImportMatcher,
  draft: MarcDraft,
  record: number,
  fileName: string,
): Promise<ImportRecordReport> {
  const base = {
    record,
    controlNumber: draft.controlNumber,
    kind: draft.kind,
    label: labelOf(draft),
    warnings: draft.warnings,
    errors: [],
  };
  switch (draft.kind) {
    case 'skipped':
      return { ...base, action: 'skip', id: null, references: {} };
    case 'person': {
      const primary = draft.input.names.find((name) => name.primary) ?? draft.input.names[0];
      const byAuthority = await personByAuthority(db, draft.input.sources);
      const id = byAuthority?.id ?? (await personByName(db, primary?.name ?? '', draft.input.dates ?? null));
      return { ...base, action: id === null ? 'create' : 'match', id, references: {} };
    }
    case 'publication': {
      const id = await publicationByShortTitle(db, draft.input.short_title ?? '');
      const people = await all(draft.input.attributions, (a) => match.person(a.person));
      return { ...base, action: id === null ? 'create' : 'match', id, references: { people } };
    }
    case 'composite': {
      const own = await match.composite({ id: null, shelfmark: draft.input.shelfmark ?? null });
      const references = draft.parent ? { composite: await match.composite(draft.parent) } : {};
      return { ...base, action: own.id === null ? 'create' : 'match', id: own.id, references };
    }
    case 'score': {
      const collection = await match.collection(draft.collection.siglum);
      const references = {
        collection,
        ...(draft.composite ? { composite: await match.composite(draft.composite) } : {}),
        people: await all(draft.input.attributions, (a) => match.person(a.person)),
        publications: await all(draft.input.publications, (p) => match.publication(p.publication)),
        genres: await all(draft.input.genres, (g) => match.genre(g.name)),
        ...(draft.entries.length > 0
          ? { entries: await all(draft.entries, (e) => matchEntry(db, collection.id, e)) }
          : {}),
      };
      const errors = scoreErrors(draft, references);
      const before = await importedBefore(db, 'score', fileName, draft.controlNumber);
      if (before) return { ...base, errors, action: 'update', id: before.id, references };
      const entry =
        draft.entries.length === 0 ? { entry: { number: draft.controlNumber ?? String(record) } } : {};
      return { ...base, errors, action: 'create', id: null, references, ...entry };
    }
  }
}

async function catalogTitle(db: Executor, id: number): Promise<string> {
  const [row] = rowsOf<{ short_title: string }>(
    await db.execute(sql`select short_title from catalogs where id = ${id}`),
  );
  if (!row) throw new JobFailure('Import.error_catalog_unknown', { id });
  return row.short_title;
}

/** The file's drafts in its format, and for a spreadsheet how it was read and mapped. */
async function readDrafts(
  input: ImportInput,
): Promise<{ drafts: MarcDraft[]; sheet: Sheet | null; report: SheetReport | null }> {
  if (input.format === 'marcxml') return { drafts: await marcDrafts(input.path), sheet: null, report: null };
  return spreadsheetDrafts({ ...input, format: input.format });
}

/** A spreadsheet's cells kept in the report: the preview's first rows, and every row refused. */
function keepCells(records: ImportRecordReport[], sheet: Sheet): void {
  for (const record of records)
    if (
      record.record <= PREVIEW_ROWS ||
      record.errors.length > 0 ||
      (record.saved && 'refused' in record.saved)
    )
      record.cells = sheet.rows[record.record - 1];
}

/**
 * A file imported: read ("reading"), its references matched per batch ("matching"), written unless a dry
 * run ("writing"). The report says per record whether it is created or an existing record stands for it,
 * what it points at, what its form would refuse and what reading it found; an import's report also lists
 * every record it wrote (what undoing it deletes). The kept file is removed when the job ends, however it ends.
 */
export const importJob = defineJob<ImportInput, ImportReport>(IMPORT, {
  resumable: false,
  summary: (t, report) =>
    t(report.dryRun ? 'Import.summary_preview' : 'Import.summary', {
      file: report.fileName,
      created: report.counts.create,
      updated: report.counts.update,
      matched: report.counts.match,
      failed: report.failed,
    }),
  async run({ id: jobId, db, input, signal, reportProgress }) {
    try {
      const batch = Number.isInteger(input.batch) && (input.batch ?? 0) > 0 ? (input.batch as number) : BATCH;
      await reportProgress('reading', 0, 0);
      const { drafts, sheet, report: sheetReport } = await readDrafts(input);
      await reportProgress('reading', drafts.length, drafts.length);
      signal.throwIfAborted();
      const match = importMatcher(db, fileRecordsOf(drafts));
      const title = input.catalog === null ? null : await catalogTitle(db, input.catalog);
      const records: ImportRecordReport[] = [];
      await reportProgress('matching', 0, drafts.length);
      for (let start = 0; start < drafts.length; start += batch) {
        const slice = drafts.slice(start, start + batch);
        for (const [i, draft] of slice.entries())
          records.push(await reportOf(db, match, draft, start + i + 1, input.fileName));
        await reportProgress('matching', records.length, drafts.length);
        signal.throwIfAborted();
      }
      const { catalog, written } = input.dryRun
        ? { catalog: input.catalog, written: [] }
        : await write({ db, id: jobId, input, drafts, records, batch, signal, reportProgress });
      if (sheet) keepCells(records, sheet);
      const refused = (record: ImportRecordReport) =>
        record.errors.length > 0 || Boolean(record.saved && 'refused' in record.saved);
      // What happens to the records imported; those refused are counted apart.
      const counts: Record<ImportAction, number> = { create: 0, update: 0, match: 0, skip: 0 };
      const warningsByTag: Record<string, number> = {};
      for (const record of records) {
        if (!refused(record)) counts[record.action] += 1;
        for (const warning of record.warnings)
          warningsByTag[tagOf(warning)] = (warningsByTag[tagOf(warning)] ?? 0) + 1;
      }
      const entries = records.filter((record) => record.entry && !refused(record)).length;
      return {
        fileName: input.fileName,
        format: input.format,
        dryRun: input.dryRun,
        counts,
        failed: records.filter(refused).length,
        warningsByTag,
        catalog: entries === 0 ? null : { id: catalog, title: title ?? input.fileName, entries },
        sheet: sheetReport,
        records,
        written,
      };
    } finally {
      await rm(input.path, { force: true });
    }
  },
});
