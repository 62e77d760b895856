import type { RecordType } from '@fontes/domain';
import { type Executor, eachInOrder } from '../db/database.ts';
import { recordDefinitions } from '../entities/resolvers.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import type { AnyRecordDefinition } from '../records/record-definition.ts';
import { comparedFields } from '../records/revision-changes.ts';
import { writeRevisions } from '../records/revisions.ts';
import { reindex } from '../search/search-index.ts';
import { accountIdOf } from '../session/system-actor.ts';

/** The records whose links a merge moved, by type: a score whose composer was merged. */
export type Holders = Map<RecordType, Set<number>>;

export function addHolders(holders: Holders, type: RecordType, ids: Iterable<number>) {
  const set = holders.get(type) ?? new Set<number>();
  for (const id of ids) set.add(id);
  holders.set(type, set);
}

/**
 * Each record whose links moved gets a revision naming the merge (its history shows what changed), and its
 * search entry is written again (a score found by its composer's name).
 */
export async function touchHolders(db: Executor, ctx: GraphQLContext, holders: Holders, cause: object) {
  for (const [type, set] of holders) {
    const def = (recordDefinitions as Record<string, AnyRecordDefinition>)[type];
    const ids = [...set].sort((a, b) => a - b);
    if (!def || !ids.length) continue;
    const records = def.load.many
      ? await def.load.many(db, ids)
      : await eachInOrder(ids, (id) => def.load(db, id));
    const kept = ids.flatMap((id, i) => (records[i] ? [{ id, record: records[i] }] : []));
    await writeRevisions(
      db,
      accountIdOf(ctx.user),
      kept.map(({ id, record }) => ({
        name: def.name,
        id,
        action: 'update' as const,
        snapshot: def.revision ? def.revision(record) : record,
      })),
      { compared: comparedFields(def), cause },
    );
    if (def.search) await reindex(db, def.search, ids);
  }
}
