import { getTableName } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import type { OwnedList } from '../records/record-types.ts';
import { MERGE_TYPES, mergeTargets } from './merge-targets.ts';

// A merge must leave no link behind: every foreign key to a mergeable table is either the record's own
// (an owned list, saved with the survivor), written from one of its fields, or a link the merge moves.

/** Columns a record's fields write outside its owned lists: its genres and entries, its incipits' melodies. */
const WRITTEN_BY_FIELDS = new Set(['score_genres.score_id', 'entries.score_id', 'incipit_melodies.score_id']);

const at = (table: PgTable, column: string) => `${getTableName(table)}.${column}`;

function ownedColumns(lists: readonly OwnedList[] = []): string[] {
  return lists.map((list) => at(list.owner.table as PgTable, list.owner.name));
}

describe('Merge targets', () => {
  it.each(MERGE_TYPES)('move or keep every link to a %s', (type) => {
    const target = mergeTargets[type];
    const table = getTableName(target.table);
    const pointing = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => value instanceof PgTable)
      .flatMap((each) =>
        getTableConfig(each)
          .foreignKeys.map((fk) => fk.reference())
          .filter((ref) => getTableName(ref.foreignTable) === table)
          .map((ref) => at(each, ref.columns[0].name)),
      );
    const covered = new Set([
      ...ownedColumns(target.definition?.lists),
      ...target.links.map((link) => at(link.by.table as PgTable, link.by.name)),
      ...WRITTEN_BY_FIELDS,
    ]);
    expect(pointing.length).toBeGreaterThan(0);
    expect(pointing.filter((column) => !covered.has(column))).toEqual([]);
  });
});
