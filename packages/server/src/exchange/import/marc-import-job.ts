import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/database.ts';
import { defineJob, JobFailure } from '../../jobs/job-definition.ts';
import type { MarcWarning } from '../marc/marc-fields.ts';
import { type MarcDraft, MarcXmlRefusal, readMarcXml } from '../marc/read-marcxml.ts';
import {
  type FileRecords,
  fileRecordsOf,
  type Matched,
  matchCollection,
  matchComposite,
  matchGenre,
  matchPerson,
  matchPublication,
  personByAuthority,
  personByName,
  publicationByShortTitle,
} from './import-matching.ts';

// The import of a MARCXML file as a job. A dry run reads the file's records, matches what they point at
// in the database, and reports per record what the import would do; it writes nothing but its report.

export const MARC_IMPORT = 'marc-import';
const BATCH = 50;

/** What the job is started with: the file the request kept for it, and how to import it. */
export interface MarcImportInput {
  /** The kept upload, the job's own: removed when the job ends. */
  path: string;
  /** The name the file was uploaded under (the new catalog's title, the records' provenance). */
  fileName: string;
  dryRun: boolean;
  /** The catalog the scores naming none get their entry in; null: one made for the import. */
  catalog: number | null;
  /** Records per batch (tests make them small). */
  batch?: number;
}

export type ImportAction = 'create' | 'match' | 'skip';

/** One record of the file and what the import does with it. */
export interface ImportRecordReport {
  /** Its place in the file, from 1. */
  record: number;
  controlNumber: string | null;
  kind: MarcDraft['kind'];
  /** create: a new record; match: an existing record stands for it (a person by GND id); skip: left out. */
  action: ImportAction;
  /** The existing record's id, when matched. */
  id: number | null;
  references: {
    collection?: Matched;
    composite?: Matched;
    people?: Matched[];
    publications?: Matched[];
    genres?: Matched[];
  };
  /** The catalog entry made for a score naming none: its number is the record's 001. */
  entry?: { number: string };
  warnings: MarcWarning[];
}

export interface MarcImportReport {
  fileName: string;
  dryRun: boolean;
  counts: Record<ImportAction, number>;
  /** Warnings of every record, counted per MARC tag (or per message where no tag is named). */
  warningsByTag: Record<string, number>;
  /** The catalog of the entries made for scores naming none: the one chosen, or one made, named after the file. */
  catalog: { id: number | null; title: string; entries: number } | null;
  records: ImportRecordReport[];
}

const tagOf = (warning: MarcWarning) => {
  const tag = warning.values.tag;
  return typeof tag === 'string' && /^\d{3}/.test(tag) ? tag.slice(0, 3) : warning.key;
};

/** Every draft of the file, or the file's refusal as the job's failure. */
async function readDrafts(path: string): Promise<MarcDraft[]> {
  const drafts: MarcDraft[] = [];
  try {
    for await (const draft of readMarcXml(createReadStream(path))) drafts.push(draft);
  } catch (error) {
    if (error instanceof MarcXmlRefusal) throw new JobFailure(error.key, error.values);
    throw error;
  }
  return drafts;
}

const all = <T, R>(items: readonly T[], each: (item: T) => Promise<R>) =>
  items.reduce<Promise<R[]>>(async (done, item) => [...(await done), await each(item)], Promise.resolve([]));

/** What the import does with one draft, its references matched. */
async function reportOf(
  db: Executor,
  file: FileRecords,
  draft: MarcDraft,
  record: number,
): Promise<ImportRecordReport> {
  const base = { record, controlNumber: draft.controlNumber, kind: draft.kind, warnings: draft.warnings };
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
      const people = await all(draft.input.attributions, (a) => matchPerson(db, file, a.person));
      return { ...base, action: id === null ? 'create' : 'match', id, references: { people } };
    }
    case 'composite': {
      const own = await matchComposite(db, file, { id: null, shelfmark: draft.input.shelfmark ?? null });
      return { ...base, action: own.id === null ? 'create' : 'match', id: own.id, references: {} };
    }
    case 'score': {
      const references = {
        collection: await matchCollection(db, draft.collection.siglum),
        ...(draft.composite ? { composite: await matchComposite(db, file, draft.composite) } : {}),
        people: await all(draft.input.attributions, (a) => matchPerson(db, file, a.person)),
        publications: await all(draft.input.publications, (p) => matchPublication(db, file, p.publication)),
        genres: await all(draft.input.genres, (g) => matchGenre(db, g.name)),
      };
      const entry =
        draft.entries.length === 0 ? { entry: { number: draft.controlNumber ?? String(record) } } : {};
      return { ...base, action: 'create', id: null, references, ...entry };
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

/**
 * A MARCXML file imported: read ("reading"), its references matched per batch ("matching"); the report
 * says per record whether it is created or an existing record stands for it, what it points at and what
 * reading it found. The kept file is removed when the job ends, however it ends.
 */
export const marcImportJob = defineJob<MarcImportInput, MarcImportReport>(MARC_IMPORT, {
  resumable: false,
  async run({ db, input, signal, reportProgress }) {
    try {
      const batch = Number.isInteger(input.batch) && (input.batch ?? 0) > 0 ? (input.batch as number) : BATCH;
      await reportProgress('reading', 0, 0);
      const drafts = await readDrafts(input.path);
      await reportProgress('reading', drafts.length, drafts.length);
      signal.throwIfAborted();
      const file = fileRecordsOf(drafts);
      const title = input.catalog === null ? null : await catalogTitle(db, input.catalog);
      const records: ImportRecordReport[] = [];
      await reportProgress('matching', 0, drafts.length);
      for (let start = 0; start < drafts.length; start += batch) {
        const slice = drafts.slice(start, start + batch);
        for (const [i, draft] of slice.entries())
          records.push(await reportOf(db, file, draft, start + i + 1));
        await reportProgress('matching', records.length, drafts.length);
        signal.throwIfAborted();
      }
      const counts: Record<ImportAction, number> = { create: 0, match: 0, skip: 0 };
      const warningsByTag: Record<string, number> = {};
      for (const record of records) {
        counts[record.action] += 1;
        for (const warning of record.warnings)
          warningsByTag[tagOf(warning)] = (warningsByTag[tagOf(warning)] ?? 0) + 1;
      }
      const entries = records.filter((record) => record.entry).length;
      return {
        fileName: input.fileName,
        dryRun: input.dryRun,
        counts,
        warningsByTag,
        catalog: entries === 0 ? null : { id: input.catalog, title: title ?? input.fileName, entries },
        records,
      };
    } finally {
      await rm(input.path, { force: true });
    }
  },
});
