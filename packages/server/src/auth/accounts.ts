import { loginSchema, PERMISSION_ADMIN, PERMISSION_GUEST, registerSchema, validate } from '@fontes/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { userPermissions, users } from '../db/schema.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { type FieldErrorResult, type Said, say, translateErrors } from '../graphql/results.ts';
import { loadSessionUser, type SessionUser, userResult } from '../session/session-user.ts';
import { createSession, endSession } from '../session/sessions.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { clearLimit, hit, isLimited, limits } from './rate-limit.ts';
import { sendVerificationMail } from './verification.ts';

export interface AuthResult extends Said {
  success: boolean;
  errors: FieldErrorResult[];
  token: string | null;
  user: ReturnType<typeof userResult> | null;
}

function authRefused(said: Said, errors: FieldErrorResult[] = []): AuthResult {
  return { success: false, ...said, errors, token: null, user: null };
}

// Serialises registrations so that exactly one account can be the first.
const REGISTRATION_LOCK = 4_711_001;

/** Whether any account exists (one indexed probe, not a count). */
export async function hasAccounts(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

/** The first account on an empty database becomes an administrator and counts as verified. */
export async function register(ctx: GraphQLContext, input: unknown): Promise<AuthResult> {
  const checked = validate(registerSchema, input);
  if (!checked.ok)
    return authRefused(say(ctx.t, 'Server.error_validation'), translateErrors(ctx.t, checked.errors));
  const { name, email, password } = checked.data;
  const passwordHash = await hashPassword(password);
  const outcome = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK})`);
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken) return null;
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    const first = count === 0;
    const [row] = await tx
      .insert(users)
      .values({
        name,
        email,
        password_hash: passwordHash,
        locale: ctx.locale,
        email_verified_at: first ? new Date() : null,
      })
      .returning();
    await tx
      .insert(userPermissions)
      .values({ user_id: row.id, permission_id: first ? PERMISSION_ADMIN : PERMISSION_GUEST });
    const token = await createSession(tx, row.id);
    return { userId: row.id, token, first };
  });
  if (!outcome) {
    const errors = [
      { path: 'email', key: 'Auth.error_email_taken', message: ctx.t('Auth.error_email_taken') },
    ];
    return authRefused(say(ctx.t, 'Auth.error_email_taken'), errors);
  }
  const user = (await loadSessionUser(ctx.db, outcome.userId)) as SessionUser;
  ctx.log.info({ userId: user.id, admin: outcome.first }, 'account registered');
  // The account exists once committed: a mail that fails is reported, and the notice offers a resend.
  const mailed =
    outcome.first ||
    (await sendVerificationMail(ctx, user).then(
      () => true,
      (error: unknown) => {
        ctx.log.error({ err: error, userId: user.id }, 'verification mail not sent');
        return false;
      },
    ));
  const message = outcome.first
    ? 'Auth.registered_admin'
    : mailed
      ? 'Auth.registered'
      : 'Auth.registered_mail_failed';
  return {
    success: true,
    ...say(ctx.t, message),
    errors: [],
    token: outcome.token,
    user: userResult(user),
  };
}

/** Wrong address and wrong password answer alike, and take alike long. */
export async function login(
  ctx: GraphQLContext,
  input: { email: string; password: string },
): Promise<AuthResult> {
  const checked = validate(loginSchema, input);
  // Empty fields say nothing about any account, so they are named; a wrong address or password is not.
  if (!checked.ok)
    return authRefused(say(ctx.t, 'Server.error_validation'), translateErrors(ctx.t, checked.errors));
  const accountKey = `login:${checked.data.email}`;
  const clientKey = `login-client:${ctx.clientIp}`;
  const limited =
    (await isLimited(ctx.db, accountKey, limits.loginPerAccount)) ||
    (await isLimited(ctx.db, clientKey, limits.loginPerClient));
  if (limited) return authRefused(say(ctx.t, 'Auth.error_too_many_attempts'));
  const [row] = await ctx.db.select().from(users).where(eq(users.email, checked.data.email));
  const valid = await verifyPassword(
    row?.password_hash ?? (await decoyPasswordHash()),
    checked.data.password,
  );
  if (!row || !valid) {
    await hit(ctx.db, accountKey, limits.loginPerAccount);
    await hit(ctx.db, clientKey, limits.loginPerClient);
    return authRefused(say(ctx.t, 'Auth.error_credentials'));
  }
  await clearLimit(ctx.db, accountKey);
  if (row.status !== 'activated') return authRefused(say(ctx.t, 'Auth.error_suspended'));
  const token = await createSession(ctx.db, row.id);
  const user = (await loadSessionUser(ctx.db, row.id)) as SessionUser;
  return { success: true, ...say(ctx.t, 'Auth.logged_in'), errors: [], token, user: userResult(user) };
}

export async function logout(ctx: GraphQLContext): Promise<AuthResult> {
  if (ctx.sessionTokenHash) await endSession(ctx.db, ctx.sessionTokenHash);
  return { success: true, ...say(ctx.t, 'Auth.logged_out'), errors: [], token: null, user: null };
}

/** The signed-in user's interface language, applied to their mails and after their next login. */
export async function updateLocale(ctx: GraphQLContext, locale: string) {
  if (!ctx.user) return { success: false, ...say(ctx.t, 'Server.error_unauthenticated'), errors: [] };
  if (locale !== 'de' && locale !== 'en')
    return { success: false, ...say(ctx.t, 'Server.error_bad_input'), errors: [] };
  await ctx.db.update(users).set({ locale }).where(eq(users.id, ctx.user.id));
  return { success: true, ...say(ctx.t, 'Auth.locale_saved'), errors: [] };
}
