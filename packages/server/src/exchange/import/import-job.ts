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
import { type Database, type Executor, rowsOf } from '../../db/database.ts';
import { defineJob, JobFailure } from '../../jobs/job-definition.ts';
import { FileRefusal } from '../file-refusal.ts';
import type { PersonReference } from '../marc/marc-attributions.ts';
import { type MarcDraft, readMarcXml } from '../marc/read-marcxml.ts';
import type { ScoreDraft } from '../marc/score-marc.ts';
import { readSheet, type Sheet, type SheetFormat } from '../spreadsheet/read-sheet.ts';
import { DEFAULT_SEPARATORS, type Separators, sheetDrafts } from '../spreadsheet/sheet-drafts.ts';
import {
  fileRecordsOf,
  type ImportMatcher,
  importMatcher,
  type Matched,
  personByAuthority,
  personByName,
  publicationByShortTitle,
} from './import-matching.ts';
import {
  entriesOfScore,
  entryIdsOf,
  importContext,
  importedBefore,
  personInputOf,
  publicationInputOf,
  rememberSource,
  type SaveOutcome,
  save,
  scoreInputOf,
  undo,
  undoIn,
  type WrittenRecord,
} from './import-writing.ts';

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
  const errors = checked.ok ? [] : checked.errors;
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
      return { ...base, action: own.id === null ? 'create' : 'match', id: own.id, references: {} };
    }
    case 'score': {
      const references = {
        collection: await match.collection(draft.collection.siglum),
        ...(draft.composite ? { composite: await match.composite(draft.composite) } : {}),
        people: await all(draft.input.attributions, (a) => match.person(a.person)),
        publications: await all(draft.input.publications, (p) => match.publication(p.publication)),
        genres: await all(draft.input.genres, (g) => match.genre(g.name)),
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

interface Writing {
  db: Database;
  id: number;
  input: ImportInput;
  drafts: readonly MarcDraft[];
  records: ImportRecordReport[];
  batch: number;
  signal: AbortSignal;
  reportProgress(stage: string, n: number, m: number): Promise<void>;
}

const idOf = (outcome: SaveOutcome | undefined) => (outcome && 'id' in outcome ? outcome.id : null);

/**
 * The drafts written ("writing"): people and publications first so that scores can link them, then the
 * scores, each score naming no entry given one in the catalog (chosen, or made for the import). Each batch
 * is one transaction; a cancel between batches deletes what the batches before wrote, newest first, so
 * that a cancelled import leaves nothing. Answers the catalog of the new entries.
 */
async function write(w: Writing): Promise<{ catalog: number | null; written: WrittenRecord[] }> {
  const written: WrittenRecord[] = [];
  // Records of the file by 001, as saved (or matched): what scores and publications point at.
  const savedPeople = new Map<string, number>();
  const savedPublications = new Map<string, number>();
  let catalog = w.input.catalog;
  const order = (['person', 'publication', 'score'] as const).flatMap((kind) =>
    w.records.filter((record) => record.kind === kind && record.action !== 'skip'),
  );
  // A person is made once per import: by the file's authority id, else by name and dates.
  const personKey = (person: PersonReference) =>
    person.authorityId ?? `${person.name.trim().toLowerCase()}|${person.dates?.trim() ?? ''}`;
  const personOf = async (
    ctx: ReturnType<typeof importContext>,
    matched: Matched | undefined,
    person: PersonReference,
    local: WrittenRecord[],
  ) => {
    if (matched?.id != null) return matched.id;
    const own = savedPeople.get(personKey(person));
    if (own !== undefined) return own;
    // A person no record matched and the file does not hold: made from the name and dates the reference gives.
    const input = { names: [{ name: person.name, primary: true }], dates: person.dates };
    const made = idOf(await save(ctx, 'person', input, local));
    if (made !== null) savedPeople.set(personKey(person), made);
    return made;
  };
  try {
    await w.reportProgress('writing', 0, order.length);
    for (let start = 0; start < order.length; start += w.batch) {
      w.signal.throwIfAborted();
      const local: WrittenRecord[] = [];
      await w.db.transaction(async (tx) => {
        const ctx = importContext(tx);
        const remember = (
          type: 'person' | 'publication' | 'score',
          id: number,
          controlNumber: string | null,
        ) => rememberSource(tx, { type, id, job: w.id, controlNumber, fileName: w.input.fileName });
        const slice = order.slice(start, start + w.batch);
        for (const record of slice) {
          const draft = w.drafts[record.record - 1];
          if (draft.kind === 'person') {
            record.saved =
              record.id !== null ? { id: record.id } : await save(ctx, 'person', personInputOf(draft), local);
            const id = idOf(record.saved);
            if (record.id === null && id !== null) await remember('person', id, draft.controlNumber);
            if (id !== null && draft.controlNumber) savedPeople.set(draft.controlNumber, id);
          } else if (draft.kind === 'publication') {
            const people: number[] = [];
            for (const [i, a] of draft.input.attributions.entries())
              people.push((await personOf(ctx, record.references.people?.[i], a.person, local)) ?? 0);
            record.saved =
              record.id !== null
                ? { id: record.id }
                : await save(ctx, 'publication', publicationInputOf(draft, people), local);
            const id = idOf(record.saved);
            if (record.id === null && id !== null) await remember('publication', id, draft.controlNumber);
            if (id !== null && draft.controlNumber) savedPublications.set(draft.controlNumber, id);
          } else if (draft.kind === 'score') {
            const refs = record.references;
            const collection = refs.collection?.id ?? null;
            // A score its form would refuse is left out before anything is made for it.
            if (collection === null || record.errors.length > 0) {
              record.saved = { refused: record.errors.map((e) => `${e.path}: ${e.key}`) };
              continue;
            }
            const people: number[] = [];
            for (const [i, a] of draft.input.attributions.entries())
              people.push((await personOf(ctx, refs.people?.[i], a.person, local)) ?? 0);
            // References to publications neither stored nor in the file are left out (the report names them).
            const publications = draft.input.publications.map(
              (p, i) =>
                refs.publications?.[i]?.id ??
                (p.publication.id ? savedPublications.get(p.publication.id) : undefined) ??
                null,
            );
            const kept = {
              ...draft,
              input: {
                ...draft.input,
                publications: draft.input.publications.filter((_, i) => publications[i] !== null),
              },
            };
            // A score this file's import made before is updated in place, keeping its entries.
            const before =
              record.action === 'update'
                ? await importedBefore(tx, 'score', w.input.fileName, draft.controlNumber)
                : null;
            let entries: number[] = before ? await entriesOfScore(tx, before.id) : [];
            // What the score's entry needs (its page, the catalog) is undone when the score is refused.
            const mark = local.length;
            const catalogBefore = catalog;
            if (record.entry && !before) {
              if (catalog === null) {
                catalog = idOf(
                  await save(ctx, 'catalog', { collection, short_title: w.input.fileName }, local),
                );
                if (catalog === null) throw new JobFailure('Import.error_catalog_not_made');
              }
              // A page of its own holds the new entry: both numbered by the record's 001.
              const pageId = idOf(
                await save(
                  ctx,
                  'page',
                  {
                    catalog,
                    number: record.entry.number,
                    entries: [{ number: record.entry.number }],
                  },
                  local,
                ),
              );
              if (pageId === null) throw new JobFailure('Import.error_catalog_not_made');
              entries = await entryIdsOf(tx, pageId);
            }
            const scoreInput = scoreInputOf(kept, {
              collection,
              composite: refs.composite?.id ?? null,
              entries,
              people,
              publications: publications.filter((id): id is number => id !== null),
            }) as unknown as Record<string, unknown>;
            // An update is no record of this import's own: a cancel leaves it (each update is whole).
            record.saved = before
              ? await save(ctx, 'score', { ...scoreInput, id: before.id, updated_at: before.updated_at }, [])
              : await save(ctx, 'score', scoreInput, local);
            const id = idOf(record.saved);
            if (!before && id !== null) await remember('score', id, draft.controlNumber);
            if ('refused' in record.saved) {
              await undoIn(ctx, local.splice(mark));
              catalog = catalogBefore;
            }
          }
        }
      });
      written.push(...local);
      await w.reportProgress('writing', Math.min(start + w.batch, order.length), order.length);
    }
    w.signal.throwIfAborted();
  } catch (error) {
    await undo(w.db, written);
    throw error;
  }
  return { catalog, written };
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
