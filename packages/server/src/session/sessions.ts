import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { preparedPerExecutor } from '../db/pglite-statements.ts';
import { sessions, users } from '../db/schema.ts';
import { permissionIdsOfUser, type SessionUser, toSessionUser } from './session-user.ts';

/** A session ends after this long without a request. */
export const SESSION_IDLE_DAYS = 30;
// Touching last_used_at on every request would turn every read into a write.
const TOUCH_AFTER_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match ? match[1] : null;
}

export async function createSession(db: Executor, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ user_id: userId, token_hash: hashToken(token) });
  return token;
}

export async function endSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token_hash, tokenHash));
}

// Every signed-in request asks this: the session, its user and the permissions in one prepared statement.
const sessionWithUser = preparedPerExecutor('session_user', (db) =>
  db
    .select({ session: sessions, user: users, permissions: permissionIdsOfUser })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(eq(sessions.token_hash, sql.placeholder('tokenHash'))),
);

/** The user behind a bearer token, or null for an unknown, idle-expired or suspended one. */
export async function userForToken(
  db: Executor,
  token: string,
): Promise<{ user: SessionUser; tokenHash: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const [found] = await sessionWithUser(db).execute({ tokenHash });
  if (!found) return null;
  const idleMs = Date.now() - found.session.last_used_at.getTime();
  if (idleMs > SESSION_IDLE_DAYS * 24 * 3600 * 1000) {
    await endSession(db, tokenHash);
    return null;
  }
  if (found.user.status !== 'activated') return null;
  if (idleMs > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ last_used_at: sql`now()` }).where(eq(sessions.id, found.session.id));
  }
  return { user: toSessionUser(found.user, found.permissions), tokenHash };
}

async function pruneIdleSessions(db: Executor): Promise<void> {
  await db
    .delete(sessions)
    .where(and(lt(sessions.last_used_at, sql`now() - make_interval(days => ${SESSION_IDLE_DAYS})`)));
}

/** How often the sessions idle past SESSION_IDLE_DAYS are deleted while the server runs. */
export const PRUNE_SESSIONS_EVERY_MS = 6 * 3600 * 1000;

/**
 * Deletes the sessions idle past SESSION_IDLE_DAYS now and every `everyMs` until stopped. A session that
 * idle is refused when it comes back anyway; one that never does would otherwise keep its row (and
 * its token's hash) for good. The timer keeps no process alive; a failed pass is reported, the next
 * tries again; stopping waits for a pass under way, so that the database can close after it.
 */
export async function pruneIdleSessionsEvery(
  db: Executor,
  everyMs: number,
  onError: (error: Error) => void,
): Promise<{ stop(): Promise<void> }> {
  let pass = pruneIdleSessions(db).catch(onError);
  await pass;
  const timer = setInterval(() => {
    pass = pruneIdleSessions(db).catch(onError);
  }, everyMs).unref();
  return {
    async stop() {
      clearInterval(timer);
      await pass;
    },
  };
}
