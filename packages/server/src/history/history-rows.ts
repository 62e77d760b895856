import type { RecordName } from '@fontes/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { preparedPerExecutor } from '../db/pglite-statements.ts';
import { revisionParts, revisions, users } from '../db/schema.ts';
import type { PageRequest } from '../graphql/paging.ts';
import type { RecordTable } from '../records/record-types.ts';
import type { FieldChange } from '../records/revision-changes.ts';

// The history's reads: a record's revisions newest first (without their snapshots: the summary was
// written with each), one revision's snapshot, and the records deleted and not restored since.

export interface RevisionRow {
  id: number;
  record_type: string;
  record_id: number;
  action: string;
  created_at: Date;
  user_id: number | null;
  author: string | null;
  summary: FieldChange[] | null;
  cause: {
    restored?: number;
    restoredDeleted?: number;
    /** A merge's revisions: the survivor's, the merged record's delete (`into` the survivor), a moved link's. */
    merge?: number;
    into?: number;
    undoMerge?: number;
    bulkEdit?: number;
    undoBulkEdit?: number;
  } | null;
}

const listed = {
  id: revisions.id,
  record_type: revisions.record_type,
  record_id: revisions.record_id,
  action: revisions.action,
  created_at: revisions.created_at,
  user_id: revisions.user_id,
  author: users.name,
  summary: sql<FieldChange[] | null>`${revisions.summary}`,
  cause: sql<RevisionRow['cause']>`${revisions.cause}`,
};

// One statement, prepared once per executor: the page with its total (a window over the record's rows).
const pageStatement = preparedPerExecutor('history_page', (db) =>
  db
    .select({ ...listed, total: sql<number>`(count(*) over ())::int` })
    .from(revisions)
    .leftJoin(users, eq(users.id, revisions.user_id))
    .where(
      and(eq(revisions.record_type, sql.placeholder('type')), eq(revisions.record_id, sql.placeholder('id'))),
    )
    .orderBy(desc(revisions.id))
    .limit(sql.placeholder('first'))
    .offset(sql.placeholder('offset')),
);

/** A page of a record's revisions, newest first, with their total. */
export async function revisionPage(db: Executor, name: RecordName, id: number, page: PageRequest) {
  const rows = await pageStatement(db).execute({ type: name, id, first: page.first, offset: page.offset });
  // A page past the end has no row to tell the total: it is counted then.
  const total = rows.length
    ? Number(rows[0].total)
    : await db.$count(revisions, and(eq(revisions.record_type, name), eq(revisions.record_id, id)));
  return { items: rows as RevisionRow[], total };
}

/** The record as one revision kept it (joined from its parts where stored so), with the revision; null when none. */
export async function revisionWithSnapshot(db: Executor, revisionId: number) {
  const [row] = await db
    .select({
      ...listed,
      snapshot: sql<unknown>`coalesce(${revisions.snapshot}, (select string_agg(${revisionParts.text}, ''
        order by ${revisionParts.position}) from ${revisionParts}
        where ${revisionParts.revision_id} = ${revisions.id})::jsonb)`,
    })
    .from(revisions)
    .leftJoin(users, eq(users.id, revisions.user_id))
    .where(eq(revisions.id, revisionId));
  return (row as (RevisionRow & { snapshot: unknown }) | undefined) ?? null;
}

/** The newest revision of a record, or null. */
export async function latestRevisionId(db: Executor, name: RecordName, id: number): Promise<number | null> {
  const [row] = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(eq(revisions.record_type, name), eq(revisions.record_id, id)))
    .orderBy(desc(revisions.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The deletes of records of `name` that are gone still (no row of that id in `table`), newest first, each
 * with the title the record had.
 */
export async function deletedPage(db: Executor, name: RecordName, table: RecordTable, page: PageRequest) {
  const gone = and(
    eq(revisions.record_type, name),
    eq(revisions.action, 'delete'),
    sql`not exists (select 1 from ${table} where ${table.id} = ${revisions.record_id})`,
    // A record deleted, restored and deleted again is listed once, by its last delete.
    // Written out: drizzle names an outer column without its table, which the subquery's alias would take.
    sql`not exists (select 1 from revisions later where later.record_type = revisions.record_type
      and later.record_id = revisions.record_id and later.id > revisions.id)`,
    // A merged record lives on in its survivor: its merge is undone from there (merge/).
    sql`not exists (select 1 from merged_records m where m.type = revisions.record_type
      and m.record_id = revisions.record_id)`,
  );
  const items = await db
    .select({ ...listed, title: titleOfSnapshot })
    .from(revisions)
    .leftJoin(users, eq(users.id, revisions.user_id))
    .where(gone)
    .orderBy(desc(revisions.id))
    .limit(page.first)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(revisions).where(gone);
  return { items: items as (RevisionRow & { title: string })[], total };
}

/** Each revision's place in its record's history (the first is 1), as the History tab numbers them. */
export async function versionNumbers(db: Executor, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: revisions.id,
      // Written out: drizzle names an outer column without its table, which the subquery's alias would take.
      number: sql<number>`(select count(*) from revisions earlier
        where earlier.record_type = revisions.record_type and earlier.record_id = revisions.record_id
        and earlier.id <= revisions.id)::int`,
    })
    .from(revisions)
    .where(inArray(revisions.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, Number(row.number)]));
}

/**
 * A revision's record title as `snapshotTitle` reads it (a person by the primary name), taken out of the
 * snapshot in the database: a list's titles read a few words each, not whole snapshots (a digital copy's may
 * hold thousands of images).
 */
const titleOfSnapshot = sql<string | null>`coalesce(
  nullif(${revisions.snapshot}->>'short_title', ''), nullif(${revisions.snapshot}->>'title', ''),
  nullif(${revisions.snapshot}->>'name', ''),
  (select nullif(n->>'name', '') from jsonb_array_elements(
     case when jsonb_typeof(${revisions.snapshot}->'names') = 'array' then ${revisions.snapshot}->'names'
     else '[]'::jsonb end) with ordinality as names(n, place)
   order by (n->>'primary')::boolean desc nulls last, place limit 1),
  nullif(${revisions.snapshot}->>'filename', ''),
  '#' || ${revisions.record_id})`;

/** A revision's record title, or null for no such revision. */
export async function revisionTitle(db: Executor, revisionId: number): Promise<string | null> {
  const [row] = await db
    .select({ title: titleOfSnapshot })
    .from(revisions)
    .where(eq(revisions.id, revisionId));
  return row?.title ?? null;
}
