import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { type genres, mergedRecords, merges, revisions, searchRecords } from '../db/schema.ts';
import { refusalFor } from '../graphql/authorize.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { Refusal, refused, say } from '../graphql/results.ts';
import { latestRevisionId, revisionWithSnapshot } from '../history/history-rows.ts';
import { inputOfSnapshot } from '../history/restore.ts';
import type { AnyRecordDefinition } from '../records/record-definition.ts';
import type { RecordName } from '../records/record-types.ts';
import { saveRecord } from '../records/save-record.ts';
import { addHolders, type Holders, touchHolders } from './holders.ts';
import { type MergeResult, type MergeUndo, merged, must, Refused } from './merge-records.ts';
import { isMergeType, type MergeTarget, mergeTargets } from './merge-targets.ts';
import { holdersOf, unlink } from './relink.ts';

// A merge undone: the survivor saved back as it was, the merged records made again under their ids, every
// moved link pointed back, the redirects gone; only while no record the merge changed was changed since.

type MergeRow = typeof merges.$inferSelect;

export async function undoMerge(ctx: GraphQLContext, id: number): Promise<MergeResult> {
  const refusal = refusalFor(ctx, 'contributor');
  if (refusal) return { ...refused(refusal), merge: null };
  try {
    const keep = await ctx.db.transaction((tx) => undoIn(tx, ctx, id));
    return merged(ctx, 'Merge.undone', keep, id);
  } catch (caught) {
    if (caught instanceof Refused) return { ...caught.result, merge: null };
    if (caught instanceof Refusal) return { ...refused(caught.said(ctx.t)), merge: null };
    ctx.log.error({ err: caught }, 'merge undo failed');
    return { ...refused(say(ctx.t, 'Server.error_save')), merge: null };
  }
}

async function undoIn(tx: Transaction, ctx: GraphQLContext, id: number): Promise<number> {
  const [row] = await tx.select().from(merges).where(eq(merges.id, id)).for('update');
  if (!row || !isMergeType(row.type)) throw new Refusal('Merge.error_not_found');
  if (row.undone_at) throw new Refusal('Merge.error_undone');
  const target = mergeTargets[row.type];
  const undo = row.undo as MergeUndo;
  const holders = holdersOfMerge(target, undo);
  await refuseWhenTouched(tx, row, holders);
  const inner: GraphQLContext = { ...ctx, db: tx as unknown as Database };
  const cause = { undoMerge: id };
  if (target.definition) await restoreRecords(tx, inner, target.definition, row, undo);
  else await restoreNames(tx, target, row, undo);
  for (const relinked of [...undo.relinked].reverse())
    await unlink(tx, target.links[relinked.link], row.keep_id, relinked);
  await touchHolders(tx, ctx, holders, cause);
  await tx.delete(mergedRecords).where(eq(mergedRecords.merge_id, id));
  for (const { record_id, survivor_id } of undo.redirected)
    await tx
      .update(mergedRecords)
      .set({ survivor_id })
      .where(and(eq(mergedRecords.type, row.type), eq(mergedRecords.record_id, record_id)));
  await tx.update(merges).set({ undone_at: sql`now()` }).where(eq(merges.id, id));
  return row.keep_id;
}

function holdersOfMerge(target: MergeTarget, undo: MergeUndo): Holders {
  const holders: Holders = new Map();
  for (const relinked of undo.relinked) {
    const link = target.links[relinked.link];
    addHolders(holders, link.type, holdersOf(link, relinked));
  }
  return holders;
}

/**
 * Refused, naming them, when a record the merge saved (the survivor, a record whose link it moved) has a
 * revision after the merge's, or a merged record is back.
 */
async function refuseWhenTouched(tx: Transaction, row: MergeRow, holders: Holders) {
  const undo = row.undo as MergeUndo;
  const involved = [
    and(eq(revisions.record_type, row.type), eq(revisions.record_id, row.keep_id)),
    ...[...holders].map(([type, ids]) =>
      and(eq(revisions.record_type, type), inArray(revisions.record_id, [...ids])),
    ),
  ];
  const later = await tx
    .selectDistinct({ type: revisions.record_type, id: revisions.record_id, title: searchRecords.title })
    .from(revisions)
    .leftJoin(
      searchRecords,
      and(eq(searchRecords.type, revisions.record_type), eq(searchRecords.record_id, revisions.record_id)),
    )
    .where(and(sql`${revisions.id} > ${undo.last_revision ?? 0}`, or(...involved)))
    .limit(5);
  const target = mergeTargets[row.type as keyof typeof mergeTargets];
  const back = await tx
    .select({ id: target.table.id })
    .from(target.table)
    .where(inArray(target.table.id, row.merged_ids));
  if (later.length || back.length)
    throw new Refusal('Merge.error_touched', {
      records: [...later.map((r) => r.title ?? `#${r.id}`), ...back.map((r) => `#${r.id}`)].join('; '),
    });
}

async function restoreRecords(
  tx: Transaction,
  inner: GraphQLContext,
  def: AnyRecordDefinition,
  row: MergeRow,
  undo: MergeUndo,
) {
  const cause = { undoMerge: row.id };
  const before = undo.keep_revision === null ? null : await revisionWithSnapshot(tx, undo.keep_revision);
  if (!before) throw new Refusal('Merge.error_touched', { records: `#${row.keep_id}` });
  const [current] = await tx
    .select({ updated_at: def.table.updated_at })
    .from(def.table)
    .where(eq(def.table.id, row.keep_id));
  const updated_at = (current.updated_at as Date).toISOString();
  const input = { ...inputOfSnapshot(def, before.snapshot), id: row.keep_id, updated_at };
  await must(saveRecord(inner, def, { input }, cause));
  for (const id of row.merged_ids) {
    const last = await latestRevisionId(tx, def.name as RecordName, id);
    const deleted = last === null ? null : await revisionWithSnapshot(tx, last);
    if (deleted?.action !== 'delete') throw new Refusal('Merge.error_touched', { records: `#${id}` });
    const restored = inputOfSnapshot(def, deleted.snapshot);
    await must(saveRecord(inner, def, { input: restored }, { ...cause, restoreId: id }));
  }
}

async function restoreNames(tx: Transaction, target: MergeTarget, row: MergeRow, undo: MergeUndo) {
  const table = target.table as typeof genres;
  await tx
    .update(table)
    .set({ name: undo.keep_name ?? '' })
    .where(eq(table.id, row.keep_id));
  if (undo.merged_names?.length) await tx.insert(table).values(undo.merged_names);
}
