import type { RecordName, RecordType } from '@fontes/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Executor, eachInOrder } from '../db/database.ts';
import { idsWhere } from '../db/ids-where.ts';
import { searchRecords } from '../db/schema.ts';
import { Refusal } from '../graphql/results.ts';
import type { Translate } from '../i18n.ts';
import type { ColumnReference, RecordReference } from './record-types.ts';

export type { ColumnReference, RecordReference } from './record-types.ts';

/** Records of `type` (their id in `holder`) that point at the record through `by`, in one table. */
export function heldBy(type: RecordType, holder: PgColumn, by: PgColumn): ColumnReference {
  return { type, holder, by, holders: (db, ids) => idsWhere(db, holder, by, ids) };
}

const NAMED_HOLDERS = 3;

/**
 * Throws a refusal (`key`, e.g. `Server.error_referenced`) naming what still holds any of `ids`:
 * "2 scores (Messe in C-Dur; Requiem)". Titles come from the search table, so every type is named alike.
 */
export async function refuseWhileHeld(
  db: Executor,
  references: readonly RecordReference[],
  ids: number[],
  key: string,
): Promise<void> {
  if (!ids.length || !references.length) return;
  const found = await eachInOrder(references, async (ref) => ({
    ref,
    ids: [...new Set(await ref.holders(db, ids))],
  }));
  const held = found.filter((f) => f.ids.length > 0);
  if (!held.length) return;
  const named = await eachInOrder(held, async ({ ref, ids }) => ({
    type: ref.type,
    count: ids.length,
    titles:
      'titles' in ref ? await ref.titles(db, ids, NAMED_HOLDERS) : await searchTitles(db, ref.type, ids),
  }));
  throw new Refusal(key, {}, [], (t: Translate) => ({
    references: named.map((h) => describe(t, h.type, h.count, h.titles)).join(', '),
  }));
}

function describe(t: Translate, type: RecordName, count: number, titles: string[]): string {
  const counted = t(`Server.references.${type}`, { count });
  if (!titles.length) return counted;
  const more = count > titles.length ? '; …' : '';
  return `${counted} (${titles.join('; ')}${more})`;
}

async function searchTitles(db: Executor, type: RecordType, ids: number[]): Promise<string[]> {
  const rows = await db
    .select({ title: searchRecords.title })
    .from(searchRecords)
    .where(and(eq(searchRecords.type, type), inArray(searchRecords.record_id, ids)))
    .orderBy(asc(searchRecords.sort_title))
    .limit(NAMED_HOLDERS);
  return rows.map((r) => r.title);
}
