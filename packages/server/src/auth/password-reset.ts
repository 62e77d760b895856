import { passwordResetSchema, resetRequestSchema, validate } from '@fontes/domain';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { passwordResets, sessions, users } from '../db/schema.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { type MutationResult, say, translateErrors } from '../graphql/results.ts';
import { translator } from '../i18n.ts';
import { passwordResetMail } from '../mail/account-mails.ts';
import { inFuture, newLinkToken } from '../session/account-tokens.ts';
import { hashToken } from '../session/sessions.ts';
import { readSetting } from '../settings/settings.ts';
import { hashPassword } from './passwords.ts';
import { hit, limits } from './rate-limit.ts';

export const RESET_MINUTES = 60;

type Account = typeof users.$inferSelect;

/** Mails a single-use link to choose a new password. */
export async function sendPasswordResetMail(ctx: GraphQLContext, user: Account): Promise<void> {
  const { token, tokenHash } = newLinkToken();
  await ctx.db
    .insert(passwordResets)
    .values({ user_id: user.id, token_hash: tokenHash, expires_at: inFuture(RESET_MINUTES * 60 * 1000) });
  const t = user.locale === 'de' || user.locale === 'en' ? translator(user.locale) : ctx.t;
  const site = (await readSetting(ctx.db, 'site_title'))?.value ?? 'Fontes';
  await ctx.mailer.send(
    passwordResetMail(t, site, user, `${ctx.config.publicUrl}/auth/reset/${token}`, RESET_MINUTES),
  );
}

/**
 * The answer is the same whether or not an account has this address (no account enumeration);
 * rate limits apply per address and per client, silently past the first.
 */
export async function requestPasswordReset(ctx: GraphQLContext, email: string): Promise<MutationResult> {
  const checked = validate(resetRequestSchema, { email });
  if (!checked.ok)
    return {
      success: false,
      ...say(ctx.t, 'Auth.error_email_invalid'),
      errors: translateErrors(ctx.t, checked.errors),
    };
  const same: MutationResult = { success: true, ...say(ctx.t, 'Auth.reset_requested'), errors: [] };
  if (!(await hit(ctx.db, `reset-client:${ctx.clientIp}`, limits.resetPerClient))) {
    return { success: false, ...say(ctx.t, 'Auth.error_too_many_attempts'), errors: [] };
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.email, checked.data.email));
  if (user?.status !== 'activated') return same;
  if (!(await hit(ctx.db, `reset-mail:${user.id}`, limits.mailPerAccount))) return same;
  await sendPasswordResetMail(ctx, user);
  return same;
}

/**
 * Ends every outstanding link of the account the valid link `tokenHash` belongs to, in one statement:
 * of two resets at once through two links, only one finds its own link still outstanding.
 */
async function endOutstandingLinks(db: Executor, tokenHash: string) {
  const account = db
    .select({ user_id: passwordResets.user_id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.token_hash, tokenHash),
        isNull(passwordResets.used_at),
        gt(passwordResets.expires_at, new Date()),
      ),
    );
  const ended = await db
    .update(passwordResets)
    .set({ used_at: new Date() })
    .where(and(inArray(passwordResets.user_id, account), isNull(passwordResets.used_at)))
    .returning({ user_id: passwordResets.user_id, token_hash: passwordResets.token_hash });
  return ended.find((link) => link.token_hash === tokenHash);
}

/**
 * A valid link sets the password once; every session and every other outstanding link of the account
 * ends. Requesting a new link leaves the older ones valid until then: mails may arrive late or out of
 * order, whoever reads one of them can read the newest too, and no stranger who knows the address can
 * void the link a user is about to follow.
 */
export async function resetPassword(
  ctx: GraphQLContext,
  token: string,
  input: unknown,
): Promise<MutationResult> {
  const checked = validate(passwordResetSchema, input);
  if (!checked.ok)
    return {
      success: false,
      ...say(ctx.t, 'Server.error_validation'),
      errors: translateErrors(ctx.t, checked.errors),
    };
  const passwordHash = await hashPassword(checked.data.password);
  const done = await ctx.db.transaction(async (tx) => {
    const link = await endOutstandingLinks(tx, hashToken(token));
    if (!link) return false;
    // The link reached the mailbox, which proves the address as well.
    await tx
      .update(users)
      .set({
        password_hash: passwordHash,
        email_verified_at: sql`coalesce(${users.email_verified_at}, now())`,
        updated_at: new Date(),
      })
      .where(eq(users.id, link.user_id));
    await tx.delete(sessions).where(eq(sessions.user_id, link.user_id));
    return true;
  });
  return done
    ? { success: true, ...say(ctx.t, 'Auth.reset_done'), errors: [] }
    : { success: false, ...say(ctx.t, 'Auth.error_reset_invalid'), errors: [] };
}
