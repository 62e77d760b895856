import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/database.ts';
import { importsFolder } from './resolvers.ts';

/** A kept upload younger than this may be one a request is just handing to its job: left alone. */
const GRACE_MS = 60 * 60 * 1000;

/**
 * The uploads kept for imports that no queued or running job will read (a job cancelled while queued, a
 * server stopped while it ran) removed: run when the server starts, after its job runner has taken up
 * the jobs it resumes. Answers how many went.
 */
export async function sweepKeptUploads(db: Database, dataDir: string, now = Date.now()): Promise<number> {
  const folder = importsFolder(dataDir);
  const names = await readdir(folder).catch(() => [] as string[]);
  if (names.length === 0) return 0;
  const waiting = new Set(
    rowsOf<{ path: string | null }>(
      await db.execute(sql`select input->>'path' as path from jobs where status in ('queued', 'running')`),
    ).map((row) => row.path),
  );
  let removed = 0;
  for (const name of names) {
    const path = join(folder, name);
    if (waiting.has(path)) continue;
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs < GRACE_MS) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
