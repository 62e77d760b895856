import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

/** Longer than this and the database counts as not answering: a probe wants a verdict, not a wait. */
export const HEALTH_TIMEOUT_MS = 2000;

async function databaseAnswers(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health for load balancers and monitors: 200 while the database answers, 503 otherwise,
 * nothing else said. It stays under the rate limit: a probe asks a few times a minute.
 */
export function registerHealth(app: FastifyInstance, db: Database, timeoutMs = HEALTH_TIMEOUT_MS): void {
  app.get('/api/health', async (_request, reply) => {
    const ok = await databaseAnswers(db, timeoutMs);
    return reply
      .status(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ok ? 'ok' : 'unavailable' });
  });
}
