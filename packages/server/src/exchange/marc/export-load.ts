import { setImmediate } from 'node:timers/promises';
import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../db/database.ts';
import {
  catalogs,
  collections,
  composites,
  entries,
  pages,
  people,
  publications,
  scores,
} from '../../db/schema.ts';
import { compositeRecord } from '../../entities/composite/composite-record.ts';
import { personRecord } from '../../entities/person/person-record.ts';
import { publicationRecord } from '../../entities/publication/publication-record.ts';
import { scoreRecord } from '../../entities/score/score-record.ts';
import type { SearchRequest } from '../../search/search.ts';
import { searchRecords } from '../../search/search.ts';
import { pageAfter } from '../../search/search-order.ts';
import { compositeXml, personXml, publicationXml, scoreXml } from './write-marcxml.ts';

// The records of an export, read in keyset pages of ids (each page starts after the last id written) and
// written one record at a time: memory holds one page of ids and one record, whatever the export's size.

/** Ids per page; tests lower it to cross pages. */
export const marcExportPage = { size: 500 };

export type MarcRecordKind = 'score' | 'person' | 'publication' | 'composite';
type Ids = (after: number, size: number) => Promise<number[]>;

/** The ids of a table in order, after `after`, where `where` holds. */
function idsOf(db: Database, table: PgTable & { id: PgColumn }, where?: SQL): Ids {
  return async (after, size) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(and(gt(table.id, after), where))
        .orderBy(asc(table.id))
        .limit(size)
    ).map((row) => Number(row.id));
}

/** The scores a catalog's entries name, in id order. */
function catalogScoreIds(db: Database, catalogId: number): Ids {
  return idsOf(
    db,
    scores,
    inArray(
      scores.id,
      db
        .select({ id: entries.score_id })
        .from(entries)
        .innerJoin(pages, eq(pages.id, entries.page_id))
        .where(eq(pages.catalog_id, catalogId)),
    ),
  );
}

/** A record's XML, or nothing when it is gone since its id was read. */
const recordXml = (db: Executor, config: Config, kind: MarcRecordKind, id: number) =>
  marcRecordXml(db, kind, id, config.publicUrl.replace(/\/$/, ''));

/**
 * One record's MARCXML `<record>` (without a namespace of its own: a collection's holds it), or '' when
 * there is none; `publicUrl` leads its 856 to the digital copies' manifests.
 */
export async function marcRecordXml(
  db: Executor,
  kind: MarcRecordKind,
  id: number,
  publicUrl: string,
): Promise<string> {
  if (kind === 'score') {
    const score = await scoreRecord.load(db, id);
    return score ? scoreXml({ ...score, publicUrl }) : '';
  }
  if (kind === 'person') {
    const person = await personRecord.load(db, id);
    return person ? personXml(person) : '';
  }
  if (kind === 'composite') {
    const composite = await compositeRecord.load(db, id);
    return composite ? compositeXml(composite) : '';
  }
  const publication = await publicationRecord.load(db, id);
  return publication ? publicationXml(publication) : '';
}

/** The XML of a page of scores in the ids' order ('' for one gone since), loaded in one statement. */
async function* scorePageXml(db: Executor, config: Config, ids: readonly number[]) {
  const publicUrl = config.publicUrl.replace(/\/$/, '');
  const many = scoreRecord.load.many;
  if (!many) throw new Error('scores are loaded by the page');
  for (const score of await many(db, ids)) yield score ? scoreXml({ ...score, publicUrl }) : '';
}

/** Every record of `ids`, page after page, other requests answered between the pages. */
async function* pagedRecords(db: Database, config: Config, kind: MarcRecordKind, ids: Ids) {
  for (let after = 0; ; ) {
    const page = await ids(after, marcExportPage.size);
    if (kind === 'score') yield* scorePageXml(db, config, page);
    else for (const id of page) yield await recordXml(db, config, kind, id);
    if (page.length < marcExportPage.size) return;
    after = page[page.length - 1];
    // PGlite answers on this thread: a turn of the event loop lets other requests in.
    await setImmediate();
  }
}

/** What an export address asks for. */
export type MarcExportSet =
  | { kind: MarcRecordKind; id: number }
  | { kind: MarcRecordKind; all: true }
  | { collection: number }
  | { catalog: number }
  | { archive: true }
  | { search: Omit<SearchRequest, 'first' | 'offset'> };

const tables = { score: scores, person: people, publication: publications, composite: composites } as const;

/** The records of a set as XML strings, in order. */
export async function* marcRecords(db: Database, config: Config, set: MarcExportSet): AsyncGenerator<string> {
  if ('id' in set) return yield await recordXml(db, config, set.kind, set.id);
  if ('all' in set) return yield* pagedRecords(db, config, set.kind, idsOf(db, tables[set.kind]));
  if ('collection' in set)
    return yield* pagedRecords(
      db,
      config,
      'score',
      idsOf(db, scores, eq(scores.collection_id, set.collection)),
    );
  if ('catalog' in set) return yield* pagedRecords(db, config, 'score', catalogScoreIds(db, set.catalog));
  if ('archive' in set) {
    for (const kind of ['score', 'person', 'publication', 'composite'] as const)
      yield* pagedRecords(db, config, kind, idsOf(db, tables[kind]));
    return;
  }
  yield* searchedRecords(db, config, set.search);
}

/** The hits of a search that are records MARC holds (scores, people, publications), in the search's order. */
async function* searchedRecords(
  db: Database,
  config: Config,
  searched: Omit<SearchRequest, 'first' | 'offset'>,
) {
  const found = await searchRecords(db, { ...searched, first: 1, offset: 0 });
  const order = found.order();
  let after: unknown[] | null = null;
  for (let read = 0; read < found.total; ) {
    const next = await pageAfter(db, order, after, marcExportPage.size);
    if (!next.items.length) return;
    // The page's scores in one statement; the other records one by one, in the search's order.
    const scoreIds = next.items.filter((item) => item.type === 'score').map((item) => item.id);
    const scoreXmls = new Map<number, string>();
    let i = 0;
    for await (const xml of scorePageXml(db, config, scoreIds)) scoreXmls.set(scoreIds[i++], xml);
    for (const item of next.items)
      if (item.type === 'score') yield scoreXmls.get(item.id) ?? '';
      else if (item.type in tables) yield await recordXml(db, config, item.type as MarcRecordKind, item.id);
    read += next.items.length;
    after = next.last;
    await setImmediate();
  }
}

const ownerTables = { ...tables, collection: collections, catalog: catalogs } as const;

/** Whether the record an export names (one record, or a collection or catalog) exists. */
export async function recordExists(
  db: Database,
  kind: keyof typeof ownerTables,
  id: number,
): Promise<boolean> {
  const table = ownerTables[kind];
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return rows.length > 0;
}
