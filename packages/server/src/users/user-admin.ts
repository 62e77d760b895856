import { PERMISSION_ADMIN, PERMISSION_CONTRIBUTOR, PERMISSION_GUEST } from '@fontes/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { sendPasswordResetMail } from '../auth/password-reset.ts';
import { resendVerification } from '../auth/verification.ts';
import type { Transaction } from '../db/database.ts';
import { sessions, userPermissions, users } from '../db/schema.ts';
import { refusalFor } from '../graphql/authorize.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { type MutationResult, outcome, Refusal, say } from '../graphql/results.ts';

const validPermissions = new Set([PERMISSION_ADMIN, PERMISSION_CONTRIBUTOR, PERMISSION_GUEST]);

/** Runs an administrator's change in one transaction; a Refusal inside answers as such and changes nothing. */
async function administer(
  ctx: GraphQLContext,
  id: number,
  /** Answers the key of what was done. */
  change: (tx: Transaction) => Promise<string>,
): Promise<MutationResult> {
  const refusal = refusalFor(ctx, 'admin');
  if (refusal) return outcome(false, refusal);
  try {
    return outcome(
      true,
      say(
        ctx.t,
        await ctx.db.transaction(async (tx) => {
          // Serialises admin changes, so two admins cannot demote each other at once.
          await tx.execute(sql`select pg_advisory_xact_lock(4711002)`);
          const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
          if (!user) throw new Refusal('Users.error_not_found');
          return change(tx);
        }),
      ),
    );
  } catch (error) {
    if (error instanceof Refusal) return outcome(false, error.said(ctx.t));
    throw error;
  }
}

/** Whether another activated administrator than `id` remains. */
async function anotherActiveAdmin(tx: Transaction, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(userPermissions, eq(userPermissions.user_id, users.id))
    .where(
      and(
        eq(userPermissions.permission_id, PERMISSION_ADMIN),
        eq(users.status, 'activated'),
        ne(users.id, id),
      ),
    );
  return row.n > 0;
}

export function activateUser(ctx: GraphQLContext, id: number) {
  return administer(ctx, id, async (tx) => {
    await tx.update(users).set({ status: 'activated', updated_at: new Date() }).where(eq(users.id, id));
    return 'Users.activated';
  });
}

/** A suspended account cannot log in, and its sessions end now. */
export function suspendUser(ctx: GraphQLContext, id: number) {
  return administer(ctx, id, async (tx) => {
    if (id === ctx.user?.id) throw new Refusal('Users.error_self_suspend');
    if (!(await anotherActiveAdmin(tx, id))) throw new Refusal('Users.error_last_admin');
    await tx.update(users).set({ status: 'suspended', updated_at: new Date() }).where(eq(users.id, id));
    await tx.delete(sessions).where(eq(sessions.user_id, id));
    return 'Users.suspended';
  });
}

export function setUserPermissions(ctx: GraphQLContext, id: number, permissions: number[]) {
  return administer(ctx, id, async (tx) => {
    const wanted = [...new Set(permissions)];
    if (!wanted.length || wanted.some((p) => !validPermissions.has(p)))
      throw new Refusal('Users.error_permissions_invalid');
    if (!wanted.includes(PERMISSION_ADMIN) && !(await anotherActiveAdmin(tx, id)))
      throw new Refusal('Users.error_last_admin');
    await tx.delete(userPermissions).where(eq(userPermissions.user_id, id));
    await tx.insert(userPermissions).values(wanted.map((permission_id) => ({ user_id: id, permission_id })));
    return 'Users.permissions_saved';
  });
}

export async function sendPasswordResetLink(ctx: GraphQLContext, id: number): Promise<MutationResult> {
  const refusal = refusalFor(ctx, 'admin');
  if (refusal) return outcome(false, refusal);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!user) return outcome(false, say(ctx.t, 'Users.error_not_found'));
  await sendPasswordResetMail(ctx, user);
  return outcome(true, say(ctx.t, 'Users.reset_link_sent'));
}

export async function resendVerificationEmail(ctx: GraphQLContext, id: number): Promise<MutationResult> {
  const refusal = refusalFor(ctx, 'admin');
  if (refusal) return outcome(false, refusal);
  const result = await resendVerification(ctx, id);
  return result.success ? outcome(true, say(ctx.t, 'Users.verification_sent')) : result;
}
