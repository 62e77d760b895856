import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from '../db/database.ts';
import type { ColumnReference } from '../records/record-types.ts';

// Moving links from merged records to the survivor, and back on undo. A table with its own row ids (an
// attribution) is moved row by row; a table keyed by its two links (a score's genres) loses the rows that
// would repeat a link the holder already has, and keeps them in the merge to put back.

/** What one link of a merge moved: rows by id (or by holder where the table has no ids), from which record. */
export interface Relinked {
  /** The link's place in the merge target's `links`. */
  link: number;
  moved: { key: number; holder: number; from: number }[];
  /** Rows dropped because the holder already linked the survivor: whole, to insert again on undo. */
  dropped: Record<string, unknown>[];
}

const rowIdOf = (column: PgColumn): PgColumn | undefined =>
  (getTableColumns(column.table) as Record<string, PgColumn>).id;

const name = (column: PgColumn) => sql.identifier(column.name);
const tableOf = (column: PgColumn) => sql.identifier(getTableName(column.table));

/** Moves every row of `link` naming one of `merged` to `keep`; what it moved, for undo. */
export async function relink(
  db: Executor,
  link: ColumnReference,
  index: number,
  keep: number,
  merged: number[],
): Promise<Relinked> {
  const table = tableOf(link.by);
  const by = name(link.by);
  const holder = name(link.holder);
  const rowId = rowIdOf(link.by);
  const mergedIds = sql`(${sql.join(
    merged.map((id) => sql`${id}`),
    sql`, `,
  )})`;
  if (rowId) {
    const moved = await rows<{ key: number; holder: number; from: number }>(
      db,
      sql`update ${table} x set ${by} = ${keep}
        from (select ${name(rowId)} as key, ${by} as from_id from ${table} where ${by} in ${mergedIds} ) old
        where x.${name(rowId)} = old.key
        returning old.key as key, x.${holder} as holder, old.from_id as "from"`,
    );
    return { link: index, moved, dropped: [] };
  }
  // One row per holder and record: a holder's link that would repeat goes (the survivor's, or an earlier merged one's).
  const dropped = await rows<Record<string, unknown>>(
    db,
    sql`delete from ${table} x where x.${by} in ${mergedIds} and exists (
        select 1 from ${table} y where y.${holder} = x.${holder}
        and (y.${by} = ${keep} or (y.${by} in ${mergedIds} and y.${by} < x.${by})))
      returning *`,
  );
  const moved = await rows<{ key: number; holder: number; from: number }>(
    db,
    sql`update ${table} x set ${by} = ${keep}
      from (select ${holder} as holder_id, ${by} as from_id from ${table} where ${by} in ${mergedIds} ) old
      where x.${holder} = old.holder_id and x.${by} = old.from_id
      returning x.${holder} as key, x.${holder} as holder, old.from_id as "from"`,
  );
  return { link: index, moved, dropped };
}

/** The records whose links `relinked` moved or dropped. */
export function holdersOf(link: ColumnReference, relinked: Relinked): number[] {
  return [
    ...relinked.moved.map((row) => row.holder),
    ...relinked.dropped.map((row) => Number(row[link.holder.name])),
  ];
}

/** Undoes `relinked`: each row names its record again, dropped rows come back. */
export async function unlink(db: Executor, link: ColumnReference, keep: number, relinked: Relinked) {
  const table = tableOf(link.by);
  const by = name(link.by);
  const rowId = rowIdOf(link.by);
  const key = rowId ? name(rowId) : name(link.holder);
  for (const { key: k, from } of relinked.moved) {
    const mine = rowId ? sql`` : sql` and ${by} = ${keep}`;
    await db.execute(sql`update ${table} set ${by} = ${from} where ${key} = ${k}${mine}`);
  }
  for (const row of relinked.dropped) {
    const columns = Object.keys(row);
    await db.execute(
      sql`insert into ${table} (${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )}) values (${sql.join(
        columns.map((c) => sql`${row[c]}`),
        sql`, `,
      )})`,
    );
  }
}

async function rows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  return rowsOf<Row>(await db.execute(query));
}
