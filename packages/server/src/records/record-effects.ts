import { eq, sql } from 'drizzle-orm';
import { accountIdOf } from '../auth/system-actor.ts';
import { type Executor, eachInOrder } from '../db/database.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { reindex } from '../search/search-index.ts';
import type { AnyRecordDefinition, RecordTable } from './record-definition.ts';
import { type RevisionAction, writeRevisions } from './revisions.ts';

/** A version strictly later than the stored one, even when two saves fall into the same millisecond. */
export const nextVersion = sql`greatest(now(), updated_at + interval '1 millisecond')`;

/** Marks a record as changed, so that a save based on its former version is refused. */
export async function touchVersion(db: Executor, table: RecordTable, id: number): Promise<void> {
  await db.update(table).set({ updated_at: nextVersion }).where(eq(table.id, id));
}

/** The ids of every dependent search entry of a record, per dependent. */
export async function dependentIds(db: Executor, def: AnyRecordDefinition, id: number): Promise<number[][]> {
  return eachInOrder(def.dependents ?? [], (dependent) => dependent.ids(db, id));
}

interface Change {
  id: number;
  action: RevisionAction;
  /** As loaded after a save, or before a delete. */
  record: unknown;
  /** Dependent ids before the change: those the change removed lose their search entry. */
  before: number[][];
}

/** What every save and delete does last: the revision, the record's search entry and its dependents'. */
export async function afterChange(
  db: Executor,
  ctx: GraphQLContext,
  def: AnyRecordDefinition,
  change: Change,
) {
  const { id, action, record, before } = change;
  await writeRevisions(db, accountIdOf(ctx.user), [{ name: def.name, id, action, snapshot: record }]);
  if (def.search) await reindex(db, def.search, [id]);
  const after = action === 'delete' ? [] : await dependentIds(db, def, id);
  for (const [i, dependent] of (def.dependents ?? []).entries()) {
    await reindex(db, dependent.index, [...(before[i] ?? []), ...(after[i] ?? [])]);
  }
}
