import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/database.ts';
import { type HarvestedType, harvestedTypes, isHarvestedType } from './harvested.ts';

/** A record's header as a harvester sees it: which record, since when as it is, in which set, or deleted. */
export interface HarvestHeader {
  type: HarvestedType;
  id: number;
  /** The last change, to the millisecond (the protocol's datestamps show seconds). */
  datestamp: Date;
  /** A score's collection: its set. */
  collectionId: number | null;
  deleted: boolean;
}

/** Where a page ends: the list goes on after this (datestamp, type, id). */
export interface HarvestPosition {
  datestamp: Date;
  type: HarvestedType;
  id: number;
}

/** Which records a list holds: changed from (inclusive) and before `untilBefore`, of one collection. */
export interface HarvestSelection {
  from?: Date;
  /** Exclusive: the end of the `until` day or second. */
  untilBefore?: Date;
  collectionId?: number;
  /** Only these types, when a format describes fewer than every harvested type. */
  types?: readonly HarvestedType[];
}

// Constants of the code, written into the statement so that the planner sees the partial index's own
// condition (search_records_harvest_idx) whatever the parameters.
const HARVESTED = sql.raw(`(${harvestedTypes.map((type) => `'${type}'`).join(', ')})`);

const and = (conditions: SQL[]) => sql.join(conditions, sql` and `);

const typeConditions = ({ types }: HarvestSelection): SQL[] =>
  types
    ? [
        sql`type in (${sql.join(
          types.map((type) => sql`${type}`),
          sql`, `,
        )})`,
      ]
    : [];

function liveConditions(selection: HarvestSelection, after?: HarvestPosition): SQL[] {
  const conditions = [sql`type in ${HARVESTED}`, ...typeConditions(selection)];
  // Only scores are in a collection; people and publications are in no set.
  if (selection.collectionId !== undefined)
    conditions.push(
      sql`type = 'score' and facets @> array[${`collection:${selection.collectionId}`}]::text[]`,
    );
  if (selection.from) conditions.push(sql`changed_at >= ${selection.from.toISOString()}::timestamptz`);
  if (selection.untilBefore)
    conditions.push(sql`changed_at < ${selection.untilBefore.toISOString()}::timestamptz`);
  if (after)
    conditions.push(
      sql`(changed_at, type, record_id) > (${after.datestamp.toISOString()}::timestamptz, ${after.type}, ${after.id}::int)`,
    );
  return conditions;
}

function deletedConditions(selection: HarvestSelection, after?: HarvestPosition): SQL[] {
  const conditions = [sql`true`, ...typeConditions(selection)];
  if (selection.collectionId !== undefined)
    conditions.push(sql`collection_id = ${selection.collectionId}::int`);
  if (selection.from) conditions.push(sql`deleted_at >= ${selection.from.toISOString()}::timestamptz`);
  if (selection.untilBefore)
    conditions.push(sql`deleted_at < ${selection.untilBefore.toISOString()}::timestamptz`);
  if (after)
    conditions.push(
      sql`(deleted_at, type, record_id) > (${after.datestamp.toISOString()}::timestamptz, ${after.type}, ${after.id}::int)`,
    );
  return conditions;
}

/** The collection a score's entry names among its facets (`collection:<id>`). */
const COLLECTION_OF_ENTRY = sql`(select substr(f, 12)::int from unnest(facets) f where f like 'collection:%' limit 1)`;

/**
 * The page of headers after `after`: each side (records, tombstones) read by keyset from its datestamp
 * index, at most `size` rows each, merged. A page's cost follows its size, not the repository's.
 */
export function headersPageStatement(
  selection: HarvestSelection,
  size: number,
  after?: HarvestPosition,
): SQL {
  return sql`
    select type, id, datestamp, deleted, collection_id from (
      (select type, record_id as id, changed_at as datestamp, false as deleted, ${COLLECTION_OF_ENTRY} as collection_id
       from search_records where ${and(liveConditions(selection, after))}
       order by changed_at, type, record_id limit ${size}::int)
      union all
      (select type, record_id, deleted_at, true, collection_id
       from oai_tombstones where ${and(deletedConditions(selection, after))}
       order by deleted_at, type, record_id limit ${size}::int)
    ) page
    order by datestamp, type, id
    limit ${size}::int`;
}

interface HeaderRow {
  type: string;
  id: number | string;
  datestamp: Date | string;
  deleted: boolean;
  collection_id: number | string | null;
}

const headerOf = (row: HeaderRow): HarvestHeader => ({
  type: row.type as HarvestedType,
  id: Number(row.id),
  datestamp: new Date(row.datestamp),
  collectionId: row.collection_id === null ? null : Number(row.collection_id),
  deleted: row.deleted,
});

export async function headersPage(
  db: Executor,
  selection: HarvestSelection,
  size: number,
  after?: HarvestPosition,
): Promise<HarvestHeader[]> {
  const rows = rowsOf<HeaderRow>(await db.execute(headersPageStatement(selection, size, after)));
  return rows.filter((row) => isHarvestedType(row.type)).map(headerOf);
}

/** How many records the whole list holds: counted once, at its first page, and carried by its tokens. */
export async function listSize(db: Executor, selection: HarvestSelection): Promise<number> {
  const [row] = rowsOf<{ live: number | string; deleted: number | string }>(
    await db.execute(sql`
      select (select count(*) from search_records where ${and(liveConditions(selection))}) as live,
             (select count(*) from oai_tombstones where ${and(deletedConditions(selection))}) as deleted`),
  );
  return Number(row.live) + Number(row.deleted);
}

/** One record's header, live or deleted; null when the repository never held it. */
export async function headerOfRecord(
  db: Executor,
  type: HarvestedType,
  id: number,
): Promise<HarvestHeader | null> {
  const rows = rowsOf<HeaderRow>(
    await db.execute(sql`
      select type, record_id as id, changed_at as datestamp, false as deleted, ${COLLECTION_OF_ENTRY} as collection_id
      from search_records where type = ${type} and record_id = ${id}::int
      union all
      select type, record_id, deleted_at, true, collection_id
      from oai_tombstones where type = ${type} and record_id = ${id}::int`),
  );
  // A live record wins: a tombstone is never written for a record that still is (ids are not reused).
  const row = rows.find((r) => !r.deleted) ?? rows[0];
  return row ? headerOf(row) : null;
}

/** The oldest datestamp the repository holds (Identify), or null when it holds nothing yet. */
export async function earliestDatestamp(db: Executor): Promise<Date | null> {
  const [row] = rowsOf<{ earliest: Date | string | null }>(
    await db.execute(sql`
      select least(
        (select min(changed_at) from search_records where type in ${HARVESTED}),
        (select min(deleted_at) from oai_tombstones)) as earliest`),
  );
  return row?.earliest ? new Date(row.earliest) : null;
}

/** Whether a collection with this id exists: a set names one. */
export async function collectionExists(db: Executor, id: number): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from collections where id = ${id}::int`));
  return rows.length > 0;
}

/** The sets: one per collection, by id, from `afterId` on. */
export async function collectionsPage(
  db: Executor,
  size: number,
  afterId = 0,
): Promise<Array<{ id: number; name: string; description: string | null }>> {
  const rows = rowsOf<{ id: number | string; name: string; description: string | null }>(
    await db.execute(sql`
      select id, name, description from collections where id > ${afterId}::int order by id limit ${size}::int`),
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function countCollections(db: Executor): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(
    await db.execute(sql`select count(*) as count from collections`),
  );
  return Number(row.count);
}
