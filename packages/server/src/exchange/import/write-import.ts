import type { ImportRecordReport } from '@fontes/domain';
import type { Database, Transaction } from '../../db/database.ts';
import { addEntry } from '../../entities/page/add-entry.ts';
import { JobFailure } from '../../jobs/job-definition.ts';
import type { CompositeDraft } from '../marc/composite-marc.ts';
import type { PersonReference } from '../marc/marc-attributions.ts';
import type { MarcDraft } from '../marc/read-marcxml.ts';
import type { EntryReference, ScoreDraft } from '../marc/score-marc.ts';
import type { Matched } from './import-matching.ts';
import {
  catalogTitled,
  entriesOfScore,
  entryIdsByPage,
  entryIdsOf,
  entryOnPage,
  importContext,
  importedBefore,
  pageNumbered,
  personInputOf,
  publicationInputOf,
  rememberSource,
  rememberSources,
  type SaveOutcome,
  save,
  saveMany,
  scoreInputOf,
  undo,
  undoIn,
  type WrittenRecord,
} from './import-writing.ts';

// The import's writing: people, publications and composites one by one (few, and scores point at them;
// a composite after the one it is bound in), then each batch's scores saved together — their new entries'
// pages in one save, the scores in another — as their mutations would save them one by one. A batch the
// save path refuses as a whole (a record whose check only the database can make) is rolled back and
// written again one score at a time, so that only the refused score is left out.

export interface Writing {
  db: Database;
  id: number;
  /** The catalog the scores naming none get their entry in (null: one made), and the file's name. */
  input: { catalog: number | null; fileName: string };
  drafts: readonly MarcDraft[];
  records: ImportRecordReport[];
  batch: number;
  signal: AbortSignal;
  reportProgress(stage: string, n: number, m: number): Promise<void>;
}

type Context = ReturnType<typeof importContext>;

const idOf = (outcome: SaveOutcome | undefined) => (outcome && 'id' in outcome ? outcome.id : null);

/** A score ready to save: its references as ids, and the record the file's earlier import made of it. */
interface ScoreWrite {
  record: ImportRecordReport;
  draft: ScoreDraft;
  references: { collection: number; composite: number | null; people: number[]; publications: number[] };
  before: { id: number; updated_at: string } | null;
  /** The entries the stored score keeps (an update). */
  entries: number[];
}

/** What the batches share: the catalog of new entries (made with the first), and where records came from. */
interface State {
  catalog: number | null;
  readonly job: number;
  readonly fileName: string;
}

/**
 * The drafts written ("writing"), each batch one transaction; a cancel between batches deletes what the
 * batches before wrote, newest first, so that a cancelled import leaves nothing. Answers the catalog of
 * the new entries and every record written, in order.
 */
export async function write(w: Writing): Promise<{ catalog: number | null; written: WrittenRecord[] }> {
  const written: WrittenRecord[] = [];
  const state: State = { catalog: w.input.catalog, job: w.id, fileName: w.input.fileName };
  const refer = references(w.records);
  const ofKind = (kind: ImportRecordReport['kind']) =>
    w.records.filter((record) => record.kind === kind && record.action !== 'skip');
  // A composite after the one it is bound in, when the file holds both.
  const depth = compositeDepths(w.drafts);
  const order = [
    ...ofKind('person'),
    ...ofKind('publication'),
    ...ofKind('composite').sort((a, b) => depth(a.record) - depth(b.record)),
    ...ofKind('score'),
  ];
  try {
    await w.reportProgress('writing', 0, order.length);
    for (let start = 0; start < order.length; start += w.batch) {
      w.signal.throwIfAborted();
      const local: WrittenRecord[] = [];
      await w.db.transaction(async (tx) => {
        const ctx = importContext(tx);
        const scores: ScoreWrite[] = [];
        for (const record of order.slice(start, start + w.batch)) {
          const draft = w.drafts[record.record - 1];
          if (draft.kind === 'score') {
            const ready = await scoreWrite(ctx, refer, state, record, draft, local);
            if (ready) scores.push(ready);
          } else if (draft.kind !== 'skipped') await writeOwn(ctx, refer, state, record, draft, local);
        }
        await writeScores(tx, state, scores, local);
      });
      written.push(...local);
      await w.reportProgress('writing', Math.min(start + w.batch, order.length), order.length);
    }
    w.signal.throwIfAborted();
  } catch (error) {
    await undo(w.db, written);
    throw error;
  }
  return { catalog: state.catalog, written };
}

/** How many of the file's composites a composite is bound in, one in another (by record number). */
function compositeDepths(drafts: readonly MarcDraft[]): (record: number) => number {
  const byNumber = new Map<string, CompositeDraft>();
  for (const draft of drafts)
    if (draft.kind === 'composite' && draft.controlNumber) byNumber.set(draft.controlNumber, draft);
  return (record) => {
    const seen = new Set<CompositeDraft>();
    let draft = drafts[record - 1] as CompositeDraft;
    // A file whose composites are bound in one another in a circle ends the count where it began.
    while (draft.parent?.id && byNumber.has(draft.parent.id) && !seen.has(draft)) {
      seen.add(draft);
      draft = byNumber.get(draft.parent.id) as CompositeDraft;
    }
    return seen.size;
  };
}

/** The records of the file by 001 as saved or matched, and the people made for references alone. */
function references(records: readonly ImportRecordReport[]) {
  const people = new Map<string, number>();
  const publications = new Map<string, number>();
  const composites = new Map<string, number>();
  // A person is made once per import: by the file's authority id, else by name and dates.
  const personKey = (person: PersonReference) =>
    person.authorityId ?? `${person.name.trim().toLowerCase()}|${person.dates?.trim() ?? ''}`;
  return {
    records,
    publications,
    people,
    composites,
    async person(
      ctx: Context,
      matched: Matched | undefined,
      person: PersonReference,
      local: WrittenRecord[],
    ) {
      if (matched?.id != null) return matched.id;
      const own = people.get(personKey(person));
      if (own !== undefined) return own;
      // A person no record matched and the file does not hold: made from the name and dates the reference gives.
      const input = { names: [{ name: person.name, primary: true }], dates: person.dates };
      const made = idOf(await save(ctx, 'person', input, local));
      if (made !== null) people.set(personKey(person), made);
      return made;
    },
  };
}
type References = ReturnType<typeof references>;

/** The save input of a person, publication or composite of the file, its references as ids. */
async function ownInput(
  ctx: Context,
  refer: References,
  record: ImportRecordReport,
  draft: Extract<MarcDraft, { kind: 'person' | 'publication' | 'composite' }>,
  local: WrittenRecord[],
): Promise<Record<string, unknown>> {
  switch (draft.kind) {
    case 'person':
      return personInputOf(draft);
    case 'publication': {
      const people: number[] = [];
      for (const [i, a] of draft.input.attributions.entries())
        people.push((await refer.person(ctx, record.references.people?.[i], a.person, local)) ?? 0);
      return publicationInputOf(draft, people);
    }
    case 'composite': {
      // Bound in a composite stored, or in one of the file's written before it.
      const parent =
        record.references.composite?.id ??
        (draft.parent?.id ? refer.composites.get(draft.parent.id) : undefined) ??
        null;
      return { ...draft.input, parent };
    }
  }
}

/** A person, publication or composite of the file saved, unless an existing record stands for it. */
async function writeOwn(
  ctx: Context,
  refer: References,
  state: State,
  record: ImportRecordReport,
  draft: Extract<MarcDraft, { kind: 'person' | 'publication' | 'composite' }>,
  local: WrittenRecord[],
): Promise<void> {
  record.saved =
    record.id !== null
      ? { id: record.id }
      : await save(ctx, draft.kind, await ownInput(ctx, refer, record, draft, local), local);
  const id = idOf(record.saved);
  if (record.id === null && id !== null)
    await rememberSource(ctx.db, {
      type: draft.kind,
      id,
      job: state.job,
      controlNumber: draft.controlNumber,
      fileName: state.fileName,
    });
  const own = { person: refer.people, publication: refer.publications, composite: refer.composites };
  if (id !== null && draft.controlNumber) own[draft.kind].set(draft.controlNumber, id);
}

/** A score's references as ids (the people it names made if need be); null for a score its form refuses. */
async function scoreWrite(
  ctx: Context,
  refer: References,
  state: State,
  record: ImportRecordReport,
  draft: ScoreDraft,
  local: WrittenRecord[],
): Promise<ScoreWrite | null> {
  const refs = record.references;
  const collection = refs.collection?.id ?? null;
  // A score its form would refuse is left out before anything is made for it.
  if (collection === null || record.errors.length > 0) {
    record.saved = { refused: record.errors.map((e) => `${e.path}: ${e.key}`) };
    return null;
  }
  const people: number[] = [];
  for (const [i, a] of draft.input.attributions.entries())
    people.push((await refer.person(ctx, refs.people?.[i], a.person, local)) ?? 0);
  // References to publications neither stored nor in the file are left out (the report names them).
  const publications = draft.input.publications.map(
    (p, i) =>
      refs.publications?.[i]?.id ??
      (p.publication.id ? refer.publications.get(p.publication.id) : undefined) ??
      null,
  );
  // A score this file's import made before is updated in place, keeping its entries.
  const before =
    record.action === 'update'
      ? await importedBefore(ctx.db, 'score', state.fileName, draft.controlNumber)
      : null;
  return {
    record,
    draft: {
      ...draft,
      input: {
        ...draft.input,
        publications: draft.input.publications.filter((_, i) => publications[i] !== null),
      },
    },
    references: {
      collection,
      composite:
        refs.composite?.id ??
        (draft.composite?.id ? refer.composites.get(draft.composite.id) : undefined) ??
        null,
      people,
      publications: publications.filter((id): id is number => id !== null),
    },
    before,
    entries: before ? await entriesOfScore(ctx.db, before.id) : [],
  };
}

/** Thrown in a batch's savepoint to roll it back when the save path refuses it as a whole. */
class BatchRefused extends Error {}

/** A batch's scores saved together; refused as a whole, rolled back and saved one at a time. */
async function writeScores(
  tx: Transaction,
  state: State,
  scores: readonly ScoreWrite[],
  local: WrittenRecord[],
): Promise<void> {
  if (scores.length === 0) return;
  const mark = local.length;
  const catalogBefore = state.catalog;
  try {
    await tx.transaction((savepoint) => writeTogether(importContext(savepoint), state, scores, local));
  } catch (error) {
    if (!(error instanceof BatchRefused)) throw error;
    local.splice(mark);
    state.catalog = catalogBefore;
    const ctx = importContext(tx);
    for (const score of scores) await writeAlone(ctx, state, score, local);
  }
}

/** The input of a score's save, its new entries (if any) given. */
function inputOf(score: ScoreWrite, entries: number[]): Record<string, unknown> {
  const input = scoreInputOf(score.draft, { ...score.references, entries }) as unknown as Record<
    string,
    unknown
  >;
  return score.before ? { ...input, id: score.before.id, updated_at: score.before.updated_at } : input;
}

/** The catalog the new entries go in: the one chosen, or one made for the import with the first. */
async function catalogOf(ctx: Context, state: State, collection: number, local: WrittenRecord[]) {
  state.catalog ??= idOf(await save(ctx, 'catalog', { collection, short_title: state.fileName }, local));
  if (state.catalog === null) throw new JobFailure('Import.error_catalog_not_made');
  return state.catalog;
}

/**
 * The catalog entries the score's record names (980): each matched, or made where it names — on its page
 * of its catalog in the score's collection, each made when there is none (the page numbered by the
 * record's 001 when it names none; the import's catalog when it names none). Null when the page's save
 * refuses an entry.
 */
async function namedEntries(
  ctx: Context,
  state: State,
  score: ScoreWrite,
  local: WrittenRecord[],
): Promise<number[] | null> {
  const ids: number[] = [];
  for (const [i, ref] of score.draft.entries.entries()) {
    const matched = score.record.references.entries?.[i]?.id ?? null;
    if (matched !== null) {
      ids.push(matched);
      continue;
    }
    const collection = score.references.collection;
    const title = ref.catalog?.trim();
    const catalog = title
      ? ((await catalogTitled(ctx.db, collection, title)) ??
        idOf(await save(ctx, 'catalog', { collection, short_title: title }, local)))
      : await catalogOf(ctx, state, collection, local);
    const page = ref.page?.trim() || score.draft.controlNumber || String(score.record.record);
    const id = catalog === null ? null : await madeEntry(ctx, catalog, page, ref, local);
    if (id === null) return null;
    ids.push(id);
  }
  return ids;
}

/** An entry on the catalog's page numbered so (the page made with it when there is none). */
async function madeEntry(
  ctx: Context,
  catalog: number,
  pageNumber: string,
  ref: EntryReference,
  local: WrittenRecord[],
): Promise<number | null> {
  const entry = { number: ref.number, signature: ref.signature };
  const page = await pageNumbered(ctx.db, catalog, pageNumber);
  if (page === null) {
    const made = idOf(await save(ctx, 'page', { catalog, number: pageNumber, entries: [entry] }, local));
    return made === null ? null : ((await entryIdsOf(ctx.db, made))[0] ?? null);
  }
  // Made for an earlier record of the file, or stored: an entry is listed once.
  const found = await entryOnPage(ctx.db, page, entry);
  if (found !== null) return found;
  // A page stored before is added to, as addEntry adds (a cancel or undo leaves the entry, as an update).
  if (!(await addEntry(ctx, page, entry)).success) return null;
  return entryOnPage(ctx.db, page, entry);
}

/** The pages of new entries, each of its own and numbered as the entry by the record's 001. */
const pageInput = (catalog: number, score: ScoreWrite) => {
  const number = score.record.entry?.number ?? '';
  return { catalog, number, entries: [{ number }] };
};

async function writeTogether(
  ctx: Context,
  state: State,
  scores: readonly ScoreWrite[],
  local: WrittenRecord[],
): Promise<void> {
  const needEntry = scores.filter((score) => score.record.entry && !score.before);
  const entries = new Map<ScoreWrite, number[]>();
  for (const score of scores.filter((score) => score.draft.entries.length > 0 && !score.before)) {
    const named = await namedEntries(ctx, state, score, local);
    if (!named) throw new BatchRefused();
    entries.set(score, named);
  }
  if (needEntry.length > 0) {
    const catalog = await catalogOf(ctx, state, needEntry[0].references.collection, local);
    const pages = await saveMany(
      ctx,
      'page',
      needEntry.map((score) => pageInput(catalog, score)),
    );
    if (!pages) throw new BatchRefused();
    local.push(...pages.map((id) => ({ type: 'page' as const, id })));
    const byPage = await entryIdsByPage(ctx.db, pages);
    for (const [i, score] of needEntry.entries()) entries.set(score, byPage.get(pages[i]) ?? []);
  }
  const inputs = scores.map((score) =>
    inputOf(score, score.before ? score.entries : (entries.get(score) ?? [])),
  );
  // The save path checks each score's entries against those stored, not against the batch's others:
  // two naming one entry are saved one at a time, where the second is refused.
  const named = inputs.flatMap((input) => (input.entries as Array<{ id: number }>).map((entry) => entry.id));
  if (new Set(named).size < named.length) throw new BatchRefused();
  const ids = await saveMany(ctx, 'score', inputs);
  if (!ids) throw new BatchRefused();
  scores.forEach((score, i) => {
    score.record.saved = { id: ids[i] };
    // An update is no record of this import's own: a cancel leaves it (each update is whole).
    if (!score.before) local.push({ type: 'score', id: ids[i] });
  });
  await rememberSources(
    ctx.db,
    scores.flatMap((score, i) =>
      score.before
        ? []
        : [
            {
              type: 'score' as const,
              id: ids[i],
              job: state.job,
              controlNumber: score.draft.controlNumber,
              fileName: state.fileName,
            },
          ],
    ),
  );
}

/** One score saved on its own; what was made for its entry undone when it is refused. */
async function writeAlone(
  ctx: Context,
  state: State,
  score: ScoreWrite,
  local: WrittenRecord[],
): Promise<void> {
  const mark = local.length;
  const catalogBefore = state.catalog;
  let entries = score.entries;
  if (score.draft.entries.length > 0 && !score.before) {
    const named = await namedEntries(ctx, state, score, local);
    if (!named) {
      await undoIn(ctx, local.splice(mark));
      score.record.saved = { refused: ['entries: Import.error_entry_not_made'] };
      return;
    }
    entries = named;
  } else if (score.record.entry && !score.before) {
    const catalog = await catalogOf(ctx, state, score.references.collection, local);
    const page = idOf(await save(ctx, 'page', pageInput(catalog, score), local));
    if (page === null) throw new JobFailure('Import.error_catalog_not_made');
    entries = await entryIdsOf(ctx.db, page);
  }
  const saved = await save(ctx, 'score', inputOf(score, entries), score.before ? [] : local);
  score.record.saved = saved;
  if ('refused' in saved) {
    await undoIn(ctx, local.splice(mark));
    state.catalog = catalogBefore;
  } else if (!score.before)
    await rememberSource(ctx.db, {
      type: 'score',
      id: saved.id,
      job: state.job,
      controlNumber: score.draft.controlNumber,
      fileName: state.fileName,
    });
}
