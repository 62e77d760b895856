import { setImmediate } from 'node:timers/promises';
import { type FieldError, validate } from '@fontes/domain';
import { eq } from 'drizzle-orm';
import { eachInOrder, type Transaction } from '../db/database.ts';
import { refusalFor } from '../graphql/authorize.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import {
  type FieldErrorResult,
  Refusal,
  refused,
  type Said,
  say,
  translateErrors,
  type UpsertResult,
} from '../graphql/results.ts';
import { linkColumns, unknownLinks } from './links.ts';
import { saveOwnedLists } from './owned-lists.ts';
import {
  type AnyRecordDefinition,
  type DefinitionWith,
  type Prepared,
  type RecordInput,
  type SaveRequest,
  saveErrorKeyOf,
  type Written,
} from './record-definition.ts';
import { afterChange, dependentIds } from './record-effects.ts';
import { dropTombstone } from './tombstones.ts';
import { nextVersion } from './versions.ts';

export type { RecordInput, SaveRequest } from './record-definition.ts';

/** A record's validated values beside its input. */
interface Pending {
  input: RecordInput;
  values: Record<string, unknown>;
}

type Outcome =
  | { ok: true; ids: number[]; warnings: FieldError[] }
  | { ok: false; said: Said; errors: FieldErrorResult[] };

/**
 * The one save path of every entity: permission, validation, then in one transaction the version check,
 * links, the row, its owned lists, its revision and the search entries that show it. An update must
 * name the version it was based on. Warnings come back beside the result and never block.
 */
export async function saveRecord<Args extends object>(
  ctx: GraphQLContext,
  def: DefinitionWith<Args>,
  request: SaveRequest<Args>,
  cause?: Cause,
): Promise<UpsertResult> {
  const outcome = await save(ctx, def, request, undefined, cause);
  if (!outcome.ok) return refused(outcome.said, outcome.errors);
  const warnings = translateErrors(ctx.t, outcome.warnings);
  return { success: true, ...say(ctx.t, 'Server.saved'), id: outcome.ids[0], errors: [], warnings };
}

/** Many records of one definition saved at once, in one transaction. */
export interface Batch<Args extends object> {
  /**
   * Inside the transaction, before anything is validated or written: what to save (a catalog's new pages,
   * numbered on from those stored). It reads and refuses; it writes nothing.
   */
  inputs(tx: Transaction): Promise<RecordInput[]>;
  /** The operation's arguments, as each record's hooks see them. */
  args: Args;
  /**
   * What the batch writes beside its records (the order of a catalog's pages), once they passed validation
   * and are written, before they are loaded for their revisions; also when the batch saves none.
   */
  afterWrite?(tx: Transaction): Promise<void>;
}

/** Many records of one definition saved in one transaction, each as saveRecord saves one. */
export async function saveBatch<Args extends object>(
  ctx: GraphQLContext,
  def: DefinitionWith<Args>,
  batch: Batch<Args>,
) {
  const outcome = await save(ctx, def, { ...batch.args, input: null }, batch);
  if (!outcome.ok) return { success: false, ...outcome.said, errors: outcome.errors, ids: [] };
  return { success: true, ...say(ctx.t, 'Server.saved'), errors: [], ids: outcome.ids };
}

/**
 * Permission, the definition's `beforeSave`, then the record it prepared (or the batch's inputs) written
 * in one transaction; every refusal and failure answered alike, and `afterSave` once it is over.
 */
async function save<Args extends object>(
  ctx: GraphQLContext,
  def: DefinitionWith<Args>,
  request: SaveRequest<Args>,
  batch?: Batch<Args>,
  cause?: Cause,
): Promise<Outcome> {
  const refusal = refusalFor(ctx, def.writeRequirement);
  if (refusal) return { ok: false, said: refusal, errors: [] };
  let prepared: Prepared<unknown> | undefined;
  let outcome: Outcome;
  try {
    prepared = def.beforeSave ? await def.beforeSave(ctx, request) : { input: request.input ?? {} };
    const ready = prepared;
    // One record is validated before its transaction: a large one takes a while, and PGlite runs one
    // transaction at a time.
    const one = batch ? [] : [validated(def, ready.input)];
    const { input: _, ...args } = request;
    const saved = await ctx.db.transaction(async (tx) => {
      const pending = batch ? (await batch.inputs(tx)).map((input) => validated(def, input)) : one;
      const shared = { args, extra: ready.extra, besides: batch?.afterWrite, cause };
      return writeRecords(tx, ctx, def, shared, pending);
    });
    outcome = { ok: true, ...saved };
  } catch (error) {
    outcome = failed(ctx, def, error);
  }
  if (prepared) await def.afterSave?.(ctx, prepared.extra, outcome.ok);
  return outcome;
}

function failed(ctx: GraphQLContext, def: AnyRecordDefinition, error: unknown): Outcome {
  if (error instanceof Refusal)
    return { ok: false, said: error.said(ctx.t), errors: translateErrors(ctx.t, error.errors) };
  ctx.log.error({ err: error, type: def.name }, 'save failed');
  return { ok: false, said: say(ctx.t, saveErrorKeyOf(def)), errors: [] };
}

/** The input's values as the definition's schema makes them; refused with every field error. */
function validated(def: AnyRecordDefinition, input: RecordInput): Pending {
  const checked = validate(def.schema, input);
  if (!checked.ok) throw new Refusal('Server.error_validation', {}, checked.errors);
  return { input, values: checked.data as Record<string, unknown> };
}

/** What every record of one save shares: the operation's arguments, `beforeSave`'s extra, a batch's own writes. */
interface Shared {
  args: object;
  extra: unknown;
  besides: ((tx: Transaction) => Promise<void>) | undefined;
  cause: Cause | undefined;
}

/**
 * What made a save besides a form: a restore names the revision it brought back, and may write the record
 * under the id it had before its delete (`restoreId`), so that its links and addresses work again.
 */
export interface Cause {
  restored?: number;
  restoredDeleted?: number;
  restoreId?: number;
  /** The merge that saved the survivor (merge/), or whose undo saved a record back. */
  merge?: number;
  undoMerge?: number;
  /** The bulk edit that saved the record (bulk/), or whose undo saved it back. */
  bulkEdit?: number;
  undoBulkEdit?: number;
}

async function writeRecords(
  tx: Transaction,
  ctx: GraphQLContext,
  def: AnyRecordDefinition,
  shared: Shared,
  pending: Pending[],
): Promise<{ ids: number[]; warnings: FieldError[] }> {
  const existing = await eachInOrder(pending, ({ input }) =>
    input.id == null ? Promise.resolve(null) : lockVersion(tx, def, input),
  );
  const checks = await eachInOrder(
    pending.map(({ values }, i) => ({ values, id: existing[i] })),
    async ({ values, id }) => (await def.check?.(tx, values, id)) ?? [],
  );
  const errors = [
    ...(await unknownLinks(
      tx,
      def.links ?? [],
      def.lists ?? [],
      pending.map((p) => p.values),
    )),
    ...checks.flat(),
  ];
  if (errors.length) throw new Refusal('Server.error_validation', {}, errors);
  const warnings = await eachInOrder(pending, async ({ values }) => (await def.warnings?.(tx, values)) ?? []);
  const updated = existing.filter((id): id is number => id !== null);
  const before = await dependentIds(tx, def.name, updated);
  const restoreId = shared.cause?.restoreId;
  const ids = await writeRows(tx, def, pending, existing, shared.extra, restoreId);
  if (restoreId !== undefined) await dropTombstone(tx, def.name, restoreId);
  const written: Written<Record<string, unknown>, unknown, object>[] = pending.map(
    ({ input, values }, i) => ({
      id: ids[i],
      created: existing[i] === null,
      values,
      input,
      extra: shared.extra,
      args: shared.args,
    }),
  );
  await saveOwnedLists(tx, def.lists ?? [], written);
  await def.afterWrite?.(tx, written);
  await shared.besides?.(tx);
  // Loading a large record takes a while: other requests are answered first (see afterChange).
  await setImmediate();
  const records =
    def.load.many && ids.length > 1
      ? await def.load.many(tx, ids)
      : await eachInOrder(ids, (id) => def.load(tx, id));
  const changed = written.map(({ id, created }, i) => ({
    id,
    action: created ? ('create' as const) : ('update' as const),
    record: records[i],
  }));
  const { restoreId: _, ...cause } = shared.cause ?? {};
  await afterChange(tx, ctx, def, changed, before, shared.cause ? cause : undefined);
  return { ids, warnings: warnings.flat() };
}

/** Locks the stored row and refuses a save based on another version than the stored one. */
async function lockVersion(tx: Transaction, def: AnyRecordDefinition, input: RecordInput): Promise<number> {
  const id = input.id as number;
  const [current] = await tx
    .select({ updated_at: def.table.updated_at })
    .from(def.table)
    .where(eq(def.table.id, id))
    .for('update');
  if (!current) throw new Refusal('Server.error_not_found');
  const loadedAt = input.updated_at ? new Date(input.updated_at).getTime() : Number.NaN;
  if (loadedAt !== (current.updated_at as Date).getTime()) throw new Refusal('Server.error_stale');
  return id;
}

// Rows per insert: well under the 65,535 bind parameters of one statement, however many columns.
const ROWS_PER_INSERT = 500;

/** Updates the stored rows, inserts the new ones (a batch in few statements); the ids in input order. */
async function writeRows(
  tx: Transaction,
  def: AnyRecordDefinition,
  pending: Pending[],
  existing: (number | null)[],
  extra: unknown,
  restoreId?: number,
): Promise<number[]> {
  const rows = pending.map(({ values }) => ({
    ...def.columns(values, extra),
    ...linkColumns(def.links, values),
    ...(restoreId === undefined ? {} : { id: restoreId }),
  }));
  for (const [i, id] of existing.entries()) {
    if (id === null) continue;
    await tx
      .update(def.table)
      .set({ ...rows[i], updated_at: nextVersion })
      .where(eq(def.table.id, id));
  }
  const inserts = rows.filter((_, i) => existing[i] === null);
  const created: number[] = [];
  for (let from = 0; from < inserts.length; from += ROWS_PER_INSERT) {
    const slice = inserts.slice(from, from + ROWS_PER_INSERT);
    const returned = await tx.insert(def.table).values(slice).returning({ id: def.table.id });
    // One statement takes its ids from the sequence in the order of its rows.
    created.push(...returned.map((row) => row.id as number).sort((a, b) => a - b));
  }
  return existing.map((id) => id ?? (created.shift() as number));
}
