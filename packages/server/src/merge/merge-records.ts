import { isStorableText, UNSTORABLE_TEXT_KEY } from '@fontes/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database, eachInOrder, rowsOf, type Transaction } from '../db/database.ts';
import { type genres, mergedRecords, merges } from '../db/schema.ts';
import { refusalFor } from '../graphql/authorize.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { Refusal, refused, type Said, say, translateErrors, type UpsertResult } from '../graphql/results.ts';
import { latestRevisionId } from '../history/history-rows.ts';
import { deleteRecord } from '../records/delete-record.ts';
import { comparedFields } from '../records/revision-changes.ts';
import { saveRecord } from '../records/save-record.ts';
import { accountIdOf } from '../session/system-actor.ts';
import { addHolders, type Holders, touchHolders } from './holders.ts';
import { isMergeType, type MergeTarget, mergeTargets } from './merge-targets.ts';
import { holdersOf, type Relinked, relink } from './relink.ts';
import { type MergeChoice, mergeInputs, survivorInput } from './survivor-input.ts';

// Duplicates made one: in one transaction, every link to a merged record moves to the survivor, the merged
// records are deleted (each with its revision, and a redirect from its id to the survivor), and the survivor
// is saved with the fields chosen through the one save path. What undo needs is kept with the merge.

/** At most this many records merged into one at once. */
export const MERGE_LIMIT = 20;

export interface MergeRequest {
  type: string;
  keep: number;
  merge: readonly number[];
  choices?: readonly MergeChoice[] | null;
  /** The survivor's version the caller saw; the stored one when not said. */
  updated_at?: string | null;
}

export interface MergeResult extends UpsertResult {
  merge: number | null;
}

/** What undoing a merge needs beside its row. */
export interface MergeUndo {
  /** The survivor's last revision before the merge (records with a history), or its name (a genre, a place). */
  keep_revision: number | null;
  keep_name?: string;
  /** The merged lookups' rows (genres, places), to insert again. */
  merged_names?: { id: number; name: string }[];
  relinked: Relinked[];
  /** Redirects of earlier merges that pointed at a merged record, and pointed there before. */
  redirected: { record_id: number; survivor_id: number }[];
  /** The merge's last revision: a record of it with a later one was changed since. */
  last_revision: number | null;
}

/** A merge's or its undo's success: the survivor, and the merge. */
export const merged = (ctx: GraphQLContext, key: string, id: number, merge: number): MergeResult => ({
  success: true,
  ...say(ctx.t, key),
  id,
  errors: [],
  warnings: [],
  merge,
});

/** A refusal carrying a whole answer (a save's field errors) out of the transaction. */
export class Refused extends Error {
  constructor(readonly result: UpsertResult) {
    super('refused');
  }
}

const mergeRefused = (said: Said, result?: Partial<UpsertResult>): MergeResult => ({
  ...refused(said, result?.errors ?? []),
  merge: null,
});

/** The request's own mistakes, found before the database is asked: a record merged with itself, too many. */
function requestError(request: MergeRequest): [string, Record<string, unknown>] | null {
  if (!isMergeType(request.type)) return ['Merge.error_type', {}];
  const ids = [request.keep, ...request.merge];
  if (!request.merge.length || new Set(ids).size !== ids.length) return ['Merge.error_self', {}];
  if (request.merge.length > MERGE_LIMIT) return ['Merge.error_too_many', { max: MERGE_LIMIT }];
  return null;
}

export async function mergeRecords(ctx: GraphQLContext, request: MergeRequest): Promise<MergeResult> {
  const refusal = refusalFor(ctx, 'contributor');
  if (refusal) return mergeRefused(refusal);
  // A choice names a field: text the database could not store names none, and is said as such.
  if ((request.choices ?? []).some((choice) => !isStorableText(choice.field)))
    return mergeRefused(say(ctx.t, 'Server.error_validation'), {
      errors: translateErrors(ctx.t, [{ path: 'field', key: UNSTORABLE_TEXT_KEY }]),
    });
  const error = requestError(request);
  if (error) return mergeRefused(say(ctx.t, ...error));
  const target = mergeTargets[request.type as keyof typeof mergeTargets];
  try {
    const merge = await ctx.db.transaction((tx) => mergeIn(tx, ctx, target, request));
    return merged(ctx, 'Merge.merged', request.keep, merge);
  } catch (caught) {
    if (caught instanceof Refused) return { ...caught.result, merge: null };
    if (caught instanceof Refusal) return mergeRefused(caught.said(ctx.t));
    ctx.log.error({ err: caught, type: request.type }, 'merge failed');
    return mergeRefused(say(ctx.t, 'Server.error_save'));
  }
}

/** Locks the records; refused when one is gone (deleted meanwhile, or no record of the type). */
async function lockAll(tx: Transaction, target: MergeTarget, ids: number[]) {
  const found = await tx
    .select({ id: target.table.id })
    .from(target.table)
    .where(inArray(target.table.id, ids))
    .for('update');
  if (found.length !== ids.length) throw new Refusal('Merge.error_gone');
}

async function mergeIn(tx: Transaction, ctx: GraphQLContext, target: MergeTarget, request: MergeRequest) {
  const { keep } = request;
  const merged = [...request.merge];
  await lockAll(tx, target, [keep, ...merged]);
  // The save and deletes below run in this transaction (each in a savepoint of it).
  const inner: GraphQLContext = { ...ctx, db: tx as unknown as Database };
  const survivor = target.definition ? await survivorInputOf(tx, target, request) : null;
  const undo: MergeUndo = {
    keep_revision: await latestRevisionId(tx, target.type as 'person', keep),
    relinked: [],
    redirected: [],
    last_revision: null,
  };
  const [{ id: mergeId }] = await tx
    .insert(merges)
    .values({ type: target.type, keep_id: keep, merged_ids: merged, user_id: accountIdOf(ctx.user), undo })
    .returning({ id: merges.id });
  const holders: Holders = new Map();
  for (const [i, link] of target.links.entries()) {
    const moved = await relink(tx, link, i, keep, merged);
    undo.relinked.push(moved);
    addHolders(holders, link.type, holdersOf(link, moved));
  }
  if (target.definition && survivor) {
    for (const id of merged)
      await must(deleteRecord(inner, target.definition, id, { merge: mergeId, into: keep }));
    await must(saveRecord(inner, target.definition, { input: survivor }, { merge: mergeId }));
  } else await mergeNames(tx, target, keep, merged, request.choices ?? [], undo);
  await touchHolders(tx, ctx, holders, { merge: mergeId });
  undo.redirected = await redirect(tx, target.type, keep, merged, mergeId);
  undo.last_revision = await lastRevision(tx);
  await tx.update(merges).set({ undo }).where(eq(merges.id, mergeId));
  return mergeId;
}

export async function must(result: Promise<{ success: boolean } & Partial<UpsertResult>>) {
  const answer = await result;
  if (!answer.success) throw new Refused({ id: null, warnings: [], errors: [], ...answer } as UpsertResult);
}

/** The survivor's input from the records as they are and the choices; refused when a choice cannot be. */
async function survivorInputOf(tx: Transaction, target: MergeTarget, request: MergeRequest) {
  const def = target.definition;
  if (!def) return null;
  const ids = [request.keep, ...request.merge];
  const records = await eachInOrder(ids, async (id) => ({ id, record: await def.load(tx, id) }));
  const made = survivorInput(
    def,
    comparedFields(def).owned,
    mergeInputs(def, records),
    request.choices ?? [],
  );
  if ('invalid' in made) throw new Refusal('Merge.error_choice', { field: made.invalid });
  const [current] = await tx
    .select({ updated_at: def.table.updated_at })
    .from(def.table)
    .where(eq(def.table.id, request.keep));
  const stored = (current.updated_at as Date).toISOString();
  return { ...made.input, id: request.keep, updated_at: request.updated_at ?? stored };
}

/** A genre or place merged: the name chosen (the survivor's unless another's is), the others' rows gone. */
async function mergeNames(
  tx: Transaction,
  target: MergeTarget,
  keep: number,
  merged: number[],
  choices: readonly MergeChoice[],
  undo: MergeUndo,
) {
  const table = target.table as typeof genres;
  const rows = await tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.id, [keep, ...merged]));
  const nameOf = (id: number) => rows.find((row) => row.id === id)?.name ?? '';
  const from = choices.find((choice) => choice.field === 'name')?.from ?? keep;
  if (from !== keep && !merged.includes(from)) throw new Refusal('Merge.error_choice', { field: 'name' });
  undo.keep_name = nameOf(keep);
  undo.merged_names = merged.map((id) => ({ id, name: nameOf(id) }));
  await tx.delete(table).where(inArray(table.id, merged));
  if (from !== keep)
    await tx
      .update(table)
      .set({ name: nameOf(from) })
      .where(eq(table.id, keep));
}

/** The merged ids (and those merged into them before) lead to the survivor from now on. */
async function redirect(tx: Transaction, type: string, keep: number, merged: number[], mergeId: number) {
  const earlier = await tx
    .update(mergedRecords)
    .set({ survivor_id: keep })
    .from(sql`(select record_id as old_id, survivor_id as old_survivor from merged_records
      where type = ${type} and survivor_id in ${merged}) old`)
    .where(and(eq(mergedRecords.type, type), sql`${mergedRecords.record_id} = old.old_id`))
    .returning({ record_id: mergedRecords.record_id, survivor_id: sql<number>`old.old_survivor` });
  await tx
    .insert(mergedRecords)
    .values(merged.map((record_id) => ({ type, record_id, survivor_id: keep, merge_id: mergeId })));
  return earlier;
}

async function lastRevision(tx: Transaction): Promise<number | null> {
  const [row] = rowsOf<{ id: number | null }>(await tx.execute(sql`select max(id) as id from revisions`));
  return row?.id ?? null;
}
