import { setImmediate } from 'node:timers/promises';
import { type Executor, eachInOrder } from '../db/database.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { dependentsOf } from '../search/indexes/search-indexes.ts';
import { reindex } from '../search/search-index.ts';
import { accountIdOf } from '../session/system-actor.ts';
import type { AnyRecordDefinition } from './record-definition.ts';
import type { RecordName } from './record-types.ts';
import { comparedFields } from './revision-changes.ts';
import { type RevisionAction, writeRevisions } from './revisions.ts';
import { touchVersions } from './versions.ts';

/** The ids of every search entry of another type that shows one of the records `ids`, per dependent. */
export async function dependentIds(db: Executor, name: RecordName, ids: number[]): Promise<number[][]> {
  if (!ids.length) return [];
  return eachInOrder(dependentsOf(name), (dependent) => dependent.ids(db, ids));
}

/** One record a save or delete changed. */
interface Changed {
  id: number;
  action: RevisionAction;
  /** As loaded after a save, or before a delete. */
  record: unknown;
}

/**
 * What every save and delete does last, for all the records it changed: their parents' versions, their
 * revisions, their search entries and the entries that show them. `before` are the dependent ids before
 * the change: those the change removed lose their search entry. `cause`: what made the change besides a
 * save, kept with the revisions (a restore names the revision restored).
 */
export async function afterChange(
  db: Executor,
  ctx: GraphQLContext,
  def: AnyRecordDefinition,
  changed: readonly Changed[],
  before: number[][],
  cause?: object,
) {
  if (!changed.length) return;
  const { parent } = def;
  if (parent)
    await touchVersions(
      db,
      parent.table,
      changed.map((c) => parent.id(c.record)),
    );
  // Other requests are answered between these steps: for a large record (an imported copy of 10,000
  // images) each takes a while on the server's thread, and PGlite runs its statements there too.
  await setImmediate();
  await writeRevisions(
    db,
    accountIdOf(ctx.user),
    changed.map(({ id, action, record }) => ({
      name: def.name,
      id,
      action,
      snapshot: def.revision ? def.revision(record) : record,
    })),
    { compared: comparedFields(def), cause },
  );
  await setImmediate();
  const ids = changed.map((c) => c.id);
  if (def.search) await reindex(db, def.search, ids);
  const kept = changed.filter((c) => c.action !== 'delete').map((c) => c.id);
  const after = await dependentIds(db, def.name, kept);
  for (const [i, dependent] of dependentsOf(def.name).entries()) {
    await reindex(db, dependent.index, [...(before[i] ?? []), ...(after[i] ?? [])]);
  }
}
