import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, databaseKinds, startTestServer, type TestServer } from '../../test/harness.ts';
import { sweepKeptUploads } from './kept-uploads.ts';
import { importsFolder } from './resolvers.ts';

// Uploads kept for imports that will never run are removed when the server starts; those a waiting job
// will read, and those a request may be handing to its job right now, stay.

describe.each(databaseKinds)('uploads kept for imports (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('removes those no queued or running job will read, once an hour old', async () => {
    const folder = importsFolder(server.config.dataDir);
    await mkdir(folder, { recursive: true });
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const keep = async (name: string, old: boolean) => {
      const path = join(folder, name);
      await writeFile(path, '<collection/>');
      if (old) await utimes(path, hoursAgo, hoursAgo);
      return path;
    };
    await keep('forgotten.xml', true);
    const waiting = await keep('waiting.xml', true);
    await keep('just-kept.csv', false);
    const owner = await createUser(server.db, { permission: 2 });
    await server.db.execute(
      sql`insert into jobs (kind, owner_id, status, input, heartbeat_at) values ('import', ${owner.id}, 'running', ${JSON.stringify({ path: waiting })}::jsonb, now())`,
    );
    expect(await sweepKeptUploads(server.db, server.config.dataDir)).toBe(1);
    expect((await readdir(folder)).sort()).toEqual(['just-kept.csv', 'waiting.xml']);
  });
});
