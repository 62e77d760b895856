import { eq } from 'drizzle-orm';
import { refusalFor } from '../graphql/authorize.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { type MutationResult, outcome, Refusal, say } from '../graphql/results.ts';
import { type AnyRecordDefinition, saveErrorKeyOf } from './record-definition.ts';
import { afterChange, dependentIds } from './record-effects.ts';
import { refuseWhileHeld } from './references.ts';

/**
 * The one delete path: refused while anything still references the record (the message names what);
 * owned children go with the row through the database's cascades. The revision keeps the record as it was;
 * the definition's `afterDelete` does, in the same transaction, what else goes with it, and answers what goes
 * outside the database once the delete is committed. `cause`: what made the delete besides a user's
 * wish, kept with the revision (a merge).
 */
export async function deleteRecord(
  ctx: GraphQLContext,
  def: AnyRecordDefinition,
  id: number,
  cause?: object,
): Promise<MutationResult> {
  const refusal = refusalFor(ctx, def.writeRequirement);
  if (refusal) return outcome(false, refusal);
  try {
    const committed = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: def.table.id })
        .from(def.table)
        .where(eq(def.table.id, id))
        .for('update');
      if (!row) throw new Refusal('Server.error_not_found');
      await refuseWhileHeld(tx, def.references, [id], 'Server.error_referenced');
      const record = await def.load(tx, id);
      const before = await dependentIds(tx, def.name, [id]);
      const [stored] = await tx.delete(def.table).where(eq(def.table.id, id)).returning();
      await afterChange(tx, ctx, def, [{ id, action: 'delete', record }], before, cause);
      return def.afterDelete?.(tx, ctx, { id, row: stored as Record<string, unknown>, record });
    });
    // The record is gone: what follows outside the database cannot undo that, only be logged.
    await committed?.().catch((error: unknown) => {
      ctx.log.error({ err: error, type: def.name }, 'after delete failed');
    });
    return outcome(true, say(ctx.t, 'Server.deleted'));
  } catch (error) {
    if (error instanceof Refusal) return outcome(false, error.said(ctx.t));
    ctx.log.error({ err: error, type: def.name }, 'delete failed');
    return outcome(false, say(ctx.t, saveErrorKeyOf(def)));
  }
}
