import { eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/database.ts';
import { rateLimits } from '../db/schema.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Failed logins per address and per client address, account mails per account. */
export const limits = {
  loginPerAccount: { max: 10, windowSeconds: 15 * 60 },
  loginPerClient: { max: 50, windowSeconds: 15 * 60 },
  mailPerAccount: { max: 3, windowSeconds: 15 * 60 },
  resetPerClient: { max: 20, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

/** Counts one event under `key` in a fixed window kept in the database; false once over the limit. */
export async function hit(db: Executor, key: string, limit: Limit): Promise<boolean> {
  const expired = sql`${rateLimits.window_start} < now() - make_interval(secs => ${limit.windowSeconds})`;
  const rows = rowsOf<{ count: number }>(
    await db.execute(sql`
      insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
      on conflict (key) do update set
        count = case when ${expired} then 1 else rate_limits.count + 1 end,
        window_start = case when ${expired} then now() else rate_limits.window_start end
      returning count`),
  );
  return Number(rows[0].count) <= limit.max;
}

/** True while `key` is over its limit, without counting. */
export async function isLimited(db: Executor, key: string, limit: Limit): Promise<boolean> {
  const [row] = await db
    .select({
      count: rateLimits.count,
      fresh: sql<boolean>`${rateLimits.window_start} >= now() - make_interval(secs => ${limit.windowSeconds})`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return !!row && row.fresh && row.count >= limit.max;
}

export async function clearLimit(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
