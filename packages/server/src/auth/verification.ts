import { and, eq, gt } from 'drizzle-orm';
import { emailVerifications, users } from '../db/schema.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { type MutationResult, outcome, say } from '../graphql/results.ts';
import { translator } from '../i18n.ts';
import { verificationMail } from '../mail/account-mails.ts';
import { inFuture, newLinkToken } from '../session/account-tokens.ts';
import { hashToken } from '../session/sessions.ts';
import { readSetting } from '../settings/settings.ts';
import { hit, limits } from './rate-limit.ts';

export const VERIFICATION_HOURS = 48;

/** Mails a link that confirms the account's current address, in the account's language. */
export async function sendVerificationMail(
  ctx: GraphQLContext,
  user: { id: number; name: string; email: string; locale: string | null },
): Promise<void> {
  const { token, tokenHash } = newLinkToken();
  await ctx.db.insert(emailVerifications).values({
    user_id: user.id,
    email: user.email,
    token_hash: tokenHash,
    expires_at: inFuture(VERIFICATION_HOURS * 3600 * 1000),
  });
  const t = user.locale === 'de' || user.locale === 'en' ? translator(user.locale) : ctx.t;
  const site = (await readSetting(ctx.db, 'site_title'))?.value ?? 'Fontes';
  const link = `${ctx.config.publicUrl}/auth/verify/${user.id}/${token}`;
  await ctx.mailer.send(verificationMail(t, site, user, link, VERIFICATION_HOURS));
}

/**
 * The link is valid while unexpired and while the account still has the address it was sent to; an
 * invalid one says so whatever the account's state. A valid one stays valid once used, to answer
 * "already verified" when it is followed again.
 */
export async function verifyEmail(ctx: GraphQLContext, id: number, hash: string): Promise<MutationResult> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, id));
  const [link] = user
    ? await ctx.db
        .select({ id: emailVerifications.id })
        .from(emailVerifications)
        .where(
          and(
            eq(emailVerifications.user_id, id),
            eq(emailVerifications.token_hash, hashToken(hash)),
            eq(emailVerifications.email, user.email),
            gt(emailVerifications.expires_at, new Date()),
          ),
        )
    : [];
  if (!user || !link) return outcome(false, say(ctx.t, 'Auth.error_verification_invalid'));
  if (user.email_verified_at) return outcome(true, say(ctx.t, 'Auth.already_verified'));
  await ctx.db
    .update(users)
    .set({ email_verified_at: new Date(), updated_at: new Date() })
    .where(eq(users.id, id));
  return outcome(true, say(ctx.t, 'Auth.verified'));
}

/** A new link for an unverified account; at most a few per quarter hour. */
export async function resendVerification(ctx: GraphQLContext, userId: number): Promise<MutationResult> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) return outcome(false, say(ctx.t, 'Users.error_not_found'));
  if (user.email_verified_at) return outcome(false, say(ctx.t, 'Auth.already_verified'));
  if (!(await hit(ctx.db, `verify-mail:${user.id}`, limits.mailPerAccount))) {
    return outcome(false, say(ctx.t, 'Auth.error_too_many_attempts'));
  }
  await sendVerificationMail(ctx, user);
  return outcome(true, say(ctx.t, 'Auth.verification_sent'));
}
