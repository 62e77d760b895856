import type { FieldError } from '@fontes/domain';
import { getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Executor, eachInOrder } from '../db/database.ts';
import type { Link, OwnedList } from './record-types.ts';

export type { Link } from './record-types.ts';

export const UNKNOWN_RECORD_KEY = 'Validation.error_unknown_record';

type Values = Record<string, unknown>;
interface LinkedId {
  path: string;
  table: Link['table'];
  id: number;
}

/**
 * The links of records and of their nested lists whose id names no record, as field errors at their
 * path (`attributions.0.person`): one query per linked table, however long the lists and however many
 * records one save writes.
 */
export async function unknownLinks(
  db: Executor,
  links: readonly Link[],
  lists: readonly OwnedList[],
  records: readonly Values[],
): Promise<FieldError[]> {
  const linked = records.flatMap((values) => collect(links, lists, values, ''));
  if (!linked.length) return [];
  const tables = [...new Set(linked.map((l) => l.table))];
  const known = await eachInOrder(tables, async (table) => {
    const ids = [...new Set(linked.filter((l) => l.table === table).map((l) => l.id))];
    const rows = await db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(inArray(table.id, ids));
    return new Set(rows.map((r) => r.id as number));
  });
  const existing = new Map(tables.map((table, i) => [table, known[i]]));
  return linked
    .filter((l) => !existing.get(l.table)?.has(l.id))
    .map((l) => ({ path: l.path, key: UNKNOWN_RECORD_KEY }));
}

function collect(
  links: readonly Link[],
  lists: readonly OwnedList[],
  values: Values,
  prefix: string,
): LinkedId[] {
  const own = links.flatMap((link) => {
    const id = values[link.field];
    return typeof id === 'number' ? [{ path: `${prefix}${link.field}`, table: link.table, id }] : [];
  });
  const nested = lists.flatMap((list) =>
    listItems(list, values).flatMap(({ item, path }) =>
      collect(list.links ?? [], list.lists ?? [], item, `${prefix}${path}.`),
    ),
  );
  return [...own, ...nested];
}

/** The columns the links write, from the values of one row. */
export function linkColumns(links: readonly Link[] | undefined, values: Values): Values {
  return Object.fromEntries((links ?? []).map((link) => [columnKey(link.column), values[link.field]]));
}

/** The key of a column in its table's insert and update values. */
export function columnKey(column: PgColumn): string {
  const entry = Object.entries(getTableColumns(column.table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`${column.name} is not a column of its table`);
  return entry[0];
}

/** The items of a list field with their paths; a single item (a vow book entry) has no position. */
export function listItems(list: OwnedList, values: Values): Array<{ item: Values; path: string }> {
  const value = values[list.field];
  if (list.single) return value ? [{ item: value as Values, path: list.field }] : [];
  return ((value as Values[] | null | undefined) ?? []).map((item, i) => ({
    item,
    path: `${list.field}.${i}`,
  }));
}
