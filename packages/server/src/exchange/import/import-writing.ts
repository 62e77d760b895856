import type { SaveOutcome, WrittenRecord } from '@fontes/domain';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../db/database.ts';
import { importSources } from '../../db/schema.ts';
import { catalogRecord } from '../../entities/catalog/catalog-record.ts';
import { compositeRecord } from '../../entities/composite/composite-record.ts';
import { pageRecord } from '../../entities/page/page-record.ts';
import { personRecord } from '../../entities/person/person-record.ts';
import { publicationRecord } from '../../entities/publication/publication-record.ts';
import { scoreRecord } from '../../entities/score/score-record.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { jobContext } from '../../jobs/job-context.ts';
import { deleteRecord } from '../../records/delete-record.ts';
import type { AnyRecordDefinition } from '../../records/record-definition.ts';
import { saveBatch, saveRecord } from '../../records/save-record.ts';
import { systemUser } from '../../session/system-actor.ts';
import type { MarcDraft } from '../marc/read-marcxml.ts';
import { scoreInputOf } from '../marc/score-marc.ts';

// What an import writes, through the one save path as the server's own actor: each record saved as its
// mutation would save it. The records written are remembered in order, so that a cancelled import deletes
// them again, newest first.

/** A resolver's context for the import's saves (in `db`, a batch's transaction): the system actor. */
export const importContext = (db: Database): GraphQLContext => jobContext(db, systemUser, 'en');

export const definitions = {
  person: personRecord,
  publication: publicationRecord,
  composite: compositeRecord,
  score: scoreRecord,
  catalog: catalogRecord,
  page: pageRecord,
} as const satisfies Record<string, AnyRecordDefinition>;
export type WrittenType = keyof typeof definitions;

export type { SaveOutcome, WrittenRecord };

export async function save(
  ctx: GraphQLContext,
  type: WrittenType,
  input: Record<string, unknown>,
  written: WrittenRecord[],
): Promise<SaveOutcome> {
  const answer = await saveRecord(ctx, definitions[type] as AnyRecordDefinition, { input });
  if (!answer.success || answer.id == null)
    return {
      refused: answer.errors.length
        ? answer.errors.map((e) => `${e.path}: ${e.key}`)
        : [answer.message_key ?? ''],
    };
  written.push({ type, id: answer.id });
  return { id: answer.id };
}

/**
 * Records of one type saved together, as their mutation saves each, in one statement per step; null when
 * the save path refuses one of them (and with it all).
 */
export async function saveMany(
  ctx: GraphQLContext,
  type: WrittenType,
  inputs: Record<string, unknown>[],
): Promise<number[] | null> {
  if (inputs.length === 0) return [];
  const answer = await saveBatch(ctx, definitions[type] as AnyRecordDefinition, {
    args: {},
    inputs: async () => inputs,
  });
  return answer.success ? answer.ids : null;
}

/** The save input of a person or publication draft (their attributions' people matched in `people`). */
export function personInputOf(draft: Extract<MarcDraft, { kind: 'person' }>): Record<string, unknown> {
  return { ...draft.input };
}

export function publicationInputOf(
  draft: Extract<MarcDraft, { kind: 'publication' }>,
  people: number[],
): Record<string, unknown> {
  const { attributions, ...own } = draft.input;
  return { ...own, attributions: attributions.map((a, i) => ({ ...a, person: people[i] })) };
}

export { scoreInputOf };

/** The entries of a page saved, in order. */
export async function entryIdsOf(db: Executor, page: number): Promise<number[]> {
  return rowsOf<{ id: number }>(
    await db.execute(sql`select id from entries where page_id = ${page} order by position`),
  ).map((row) => row.id);
}

/** The entries of each page, in order. */
export async function entryIdsByPage(db: Executor, pages: number[]): Promise<Map<number, number[]>> {
  const byPage = new Map<number, number[]>();
  if (pages.length === 0) return byPage;
  const ids = `{${pages.join(',')}}`;
  const rows = rowsOf<{ id: number; page_id: number }>(
    await db.execute(
      sql`select id, page_id from entries where page_id = any(${ids}::int[]) order by page_id, position`,
    ),
  );
  for (const row of rows) byPage.set(row.page_id, [...(byPage.get(row.page_id) ?? []), row.id]);
  return byPage;
}

const firstId = async (db: Executor, query: ReturnType<typeof sql>): Promise<number | null> =>
  rowsOf<{ id: number }>(await db.execute(query))[0]?.id ?? null;

/** A catalog of the collection by its short title. */
export const catalogTitled = (db: Executor, collection: number, title: string) =>
  firstId(
    db,
    sql`select id from catalogs where collection_id = ${collection} and short_title = ${title} order by id limit 1`,
  );

/** A catalog's page by its number. */
export const pageNumbered = (db: Executor, catalog: number, number: string) =>
  firstId(
    db,
    sql`select id from pages where catalog_id = ${catalog} and number = ${number} order by position, id limit 1`,
  );

/** An entry of a page by its number and signature (the last, when listed twice). */
export const entryOnPage = (
  db: Executor,
  page: number,
  entry: { number: string | null; signature: string | null },
) =>
  firstId(
    db,
    sql`select id from entries where page_id = ${page} and number is not distinct from ${entry.number}
        and signature is not distinct from ${entry.signature} order by position desc, id desc limit 1`,
  );

/** Records written deleted again, newest first (a score before the page its entry is on). */
export async function undoIn(ctx: GraphQLContext, written: readonly WrittenRecord[]): Promise<void> {
  for (const record of [...written].reverse()) {
    await deleteRecord(ctx, definitions[record.type] as AnyRecordDefinition, record.id);
    await removeSource(ctx.db, record);
  }
}

/** Forgets where a deleted record came from. */
export async function removeSource(db: Executor, record: WrittenRecord): Promise<void> {
  await db
    .delete(importSources)
    .where(and(eq(importSources.record_type, record.type), eq(importSources.record_id, record.id)));
}

/** The import's records deleted again, each delete a transaction of its own. */
export const undo = (db: Database, written: readonly WrittenRecord[]) => undoIn(importContext(db), written);

/** Where a record of the file was imported before: the record, if it still exists, and its version. */
export async function importedBefore(
  db: Executor,
  type: 'person' | 'publication' | 'score',
  fileName: string,
  controlNumber: string | null,
): Promise<{ id: number; updated_at: string } | null> {
  if (!controlNumber) return null;
  const table = definitions[type].table;
  const [row] = await db
    .select({ id: table.id, updated_at: table.updated_at })
    .from(importSources)
    .innerJoin(table, eq(table.id, importSources.record_id))
    .where(
      and(
        eq(importSources.record_type, type),
        eq(importSources.file_name, fileName),
        eq(importSources.control_number, controlNumber),
      ),
    )
    .orderBy(importSources.id)
    .limit(1);
  return row
    ? { id: row.id as number, updated_at: new Date(row.updated_at as Date | string).toISOString() }
    : null;
}

/** Remembers where a record the import created came from. */
export async function rememberSource(
  db: Executor,
  source: { type: WrittenType; id: number; job: number; controlNumber: string | null; fileName: string },
): Promise<void> {
  if (!source.controlNumber) return;
  await db.insert(importSources).values({
    record_type: source.type,
    record_id: source.id,
    job_id: source.job,
    control_number: source.controlNumber,
    file_name: source.fileName,
  });
}

/** Remembers where the records an import created came from, in one statement. */
export async function rememberSources(
  db: Executor,
  sources: Array<{
    type: WrittenType;
    id: number;
    job: number;
    controlNumber: string | null;
    fileName: string;
  }>,
): Promise<void> {
  const rows = sources
    .filter((source) => source.controlNumber)
    .map((source) => ({
      record_type: source.type,
      record_id: source.id,
      job_id: source.job,
      control_number: source.controlNumber as string,
      file_name: source.fileName,
    }));
  if (rows.length > 0) await db.insert(importSources).values(rows);
}

/** The entries a stored score names. */
export async function entriesOfScore(db: Executor, score: number): Promise<number[]> {
  return rowsOf<{ id: number }>(
    await db.execute(sql`select id from entries where score_id = ${score} order by id`),
  ).map((row) => row.id);
}
