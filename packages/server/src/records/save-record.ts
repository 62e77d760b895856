import { type FieldError, validate } from '@fontes/domain';
import { eq } from 'drizzle-orm';
import { refusalFor } from '../auth/authorize.ts';
import type { Transaction } from '../db/database.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { Refusal, refused, say, translateErrors, type UpsertResult } from '../graphql/results.ts';
import { linkColumns, unknownLinks } from './links.ts';
import { saveOwnedLists } from './owned-lists.ts';
import { type AnyRecordDefinition, saveErrorKeyOf } from './record-definition.ts';
import { afterChange, dependentIds, nextVersion, touchVersion } from './record-effects.ts';

export interface RecordInput {
  id?: number | null;
  updated_at?: string | null;
  [field: string]: unknown;
}

export interface SaveOptions {
  /** Values the server sets on the row beside the input's, written with it (a file's content, read from its upload). */
  columns?: Record<string, unknown>;
  /** Runs after the row and its lists are written, before the record is loaded (a page's place). */
  afterWrite?(tx: Transaction, id: number, values: Record<string, unknown>): Promise<void>;
}

/**
 * The one save path of every entity: permission, validation, then in one transaction the version check,
 * links, the row, its owned lists, its revision and the search entries that show it. An update must
 * name the version it was based on. Warnings come back beside the result and never block.
 */
export async function saveRecord(
  ctx: GraphQLContext,
  def: AnyRecordDefinition,
  input: RecordInput,
  options: SaveOptions = {},
): Promise<UpsertResult> {
  const refusal = refusalFor(ctx, def.writeRequirement);
  if (refusal) return refused(refusal);
  const checked = validate(def.schema, input);
  if (!checked.ok)
    return refused(say(ctx.t, 'Server.error_validation'), translateErrors(ctx.t, checked.errors));
  const values = checked.data;
  try {
    const { id, warnings } = await ctx.db.transaction(async (tx) => {
      const existingId = input.id == null ? null : await lockVersion(tx, def, input);
      const errors = [
        ...(await unknownLinks(tx, def.links ?? [], def.lists ?? [], values)),
        ...((await def.check?.(tx, values, existingId)) ?? []),
      ];
      if (errors.length) throw new Refusal('Server.error_validation', {}, errors);
      const warnings = (await def.warnings?.(tx, values)) ?? [];
      const before = existingId === null ? [] : await dependentIds(tx, def, existingId);
      const id = await writeRow(tx, def, existingId, {
        ...def.columns(values),
        ...linkColumns(def.links, values),
        ...options.columns,
      });
      await saveOwnedLists(tx, def.lists ?? [], id, values, input);
      await def.saveChildren?.(tx, id, values, input);
      await options.afterWrite?.(tx, id, values);
      const record = await def.load(tx, id);
      if (def.parent) await touchVersion(tx, def.parent.table, def.parent.id(record));
      await afterChange(tx, ctx, def, {
        id,
        action: existingId === null ? 'create' : 'update',
        record,
        before,
      });
      return { id, warnings };
    });
    return {
      success: true,
      ...say(ctx.t, 'Server.saved'),
      id,
      errors: [],
      warnings: translate(ctx, warnings),
    };
  } catch (error) {
    if (error instanceof Refusal) return refused(error.said(ctx.t), translate(ctx, error.errors));
    ctx.log.error({ err: error, type: def.name }, 'save failed');
    return refused(say(ctx.t, saveErrorKeyOf(def)));
  }
}

function translate(ctx: GraphQLContext, errors: readonly FieldError[]) {
  return translateErrors(ctx.t, errors);
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

async function writeRow(
  tx: Transaction,
  def: AnyRecordDefinition,
  id: number | null,
  values: Record<string, unknown>,
): Promise<number> {
  if (id === null) {
    const [row] = await tx.insert(def.table).values(values).returning({ id: def.table.id });
    return row.id as number;
  }
  await tx
    .update(def.table)
    .set({ ...values, updated_at: nextVersion })
    .where(eq(def.table.id, id));
  return id;
}
