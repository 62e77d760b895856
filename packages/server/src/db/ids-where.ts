import { and, inArray, isNotNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './executor.ts';

/** The distinct values of `select` in the rows whose `where` is one of `ids` (nulls left out). */
export async function idsWhere(
  db: Executor,
  select: PgColumn,
  where: PgColumn,
  ids: number[],
): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectDistinct({ id: select })
    .from(select.table)
    .where(and(inArray(where, ids), isNotNull(select)));
  return rows.map((row) => row.id as number);
}
