import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema.ts';
import { buildApp } from '../http/app.ts';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from '../test/harness.ts';
import { hashToken, pruneIdleSessionsEvery } from './sessions.ts';

const ME = '{ me { id } }';

describe.each(databaseKinds)('idle sessions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const idleFor = (token: string, days: number) =>
    server.db
      .update(sessions)
      .set({ last_used_at: sql`now() - make_interval(days => ${days})` })
      .where(eq(sessions.token_hash, hashToken(token)));
  const stored = async (token: string) =>
    (
      await server.db
        .select()
        .from(sessions)
        .where(eq(sessions.token_hash, hashToken(token)))
    ).length === 1;

  it('deletes a session idle past 30 days when the server starts, and keeps one idle for 29', async () => {
    const gone = await createUser(server.db);
    const kept = await createUser(server.db);
    await idleFor(gone.token, 31);
    await idleFor(kept.token, 29);
    const started = await buildApp({
      config: server.config,
      db: server.db,
      logger: false,
      webDist: '/nonexistent',
    });
    await started.close();
    expect(await stored(gone.token)).toBe(false);
    expect(await stored(kept.token)).toBe(true);
    expect((await gql(server.app, { query: ME, token: kept.token })).data.me).toEqual({
      id: kept.id,
    });
  });

  it('deletes them again at every interval while running, until stopped', async () => {
    const errors: Error[] = [];
    const pruning = await pruneIdleSessionsEvery(server.db, 20, (error) => errors.push(error));
    try {
      const user = await createUser(server.db);
      await idleFor(user.token, 31);
      await expect.poll(() => stored(user.token), { timeout: 5000 }).toBe(false);
    } finally {
      await pruning.stop();
    }
    const later = await createUser(server.db);
    await idleFor(later.token, 31);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stored(later.token)).toBe(true);
    expect(errors).toEqual([]);
  });
});
