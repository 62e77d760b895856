import { setImmediate } from 'node:timers/promises';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { revisionParts, revisions } from '../db/schema.ts';
import type { RecordName } from './record-types.ts';

export type RevisionAction = 'create' | 'update' | 'delete';

export interface Revision {
  name: RecordName;
  id: number;
  action: RevisionAction;
  /** The record as loaded after a save, or before a delete. */
  snapshot: unknown;
}

/**
 * Snapshots longer than this (in UTF-16 units) are stored in parts of this length, one short statement
 * each: a 3.3 MB snapshot in one statement held PGlite, on the server's thread, 351 ms on an idle core.
 */
export const REVISION_PART_LENGTH = 256 * 1024;

/** `text` cut into parts of at most `length`, never between the two halves of a surrogate pair. */
export function revisionPartsOf(text: string, length = REVISION_PART_LENGTH): string[] {
  const parts: string[] = [];
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + length, text.length);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    parts.push(text.slice(start, end));
    start = end;
  }
  return parts;
}

/** History in the same transaction as the change: a change without its revision cannot happen. */
export async function writeRevisions(db: Executor, userId: number | null, list: Revision[]): Promise<void> {
  if (!list.length) return;
  // Written as JSON text here and sent on the next turn: a large record's (an imported copy's 10,000
  // images) takes a while to write and then a while to store, and other requests are answered between.
  const snapshots = list.map((r) => JSON.stringify(r.snapshot));
  await setImmediate();
  const row = (r: Revision) => ({ record_type: r.name, record_id: r.id, action: r.action, user_id: userId });
  const small = list.flatMap((r, i) =>
    snapshots[i].length > REVISION_PART_LENGTH ? [] : [{ ...row(r), snapshot: sql`${snapshots[i]}::jsonb` }],
  );
  if (small.length) await db.insert(revisions).values(small);
  for (const [i, r] of list.entries()) {
    if (snapshots[i].length > REVISION_PART_LENGTH) await writeInParts(db, row(r), snapshots[i]);
  }
}

/** A large snapshot's revision without its snapshot, and its text part by part, other requests between. */
async function writeInParts(db: Executor, row: typeof revisions.$inferInsert, text: string) {
  const [{ id }] = await db.insert(revisions).values(row).returning({ id: revisions.id });
  for (const [position, part] of revisionPartsOf(text).entries()) {
    await db.insert(revisionParts).values({ revision_id: id, position, text: part });
    await setImmediate();
  }
}

/** A record's history, oldest first, each with its snapshot whole (joined from its parts where stored so). */
export async function revisionsOf(db: Executor, name: RecordName, id: number) {
  return db
    .select({
      id: revisions.id,
      action: revisions.action,
      user_id: revisions.user_id,
      created_at: revisions.created_at,
      snapshot: sql<unknown>`coalesce(${revisions.snapshot}, (select string_agg(${revisionParts.text}, ''
        order by ${revisionParts.position}) from ${revisionParts}
        where ${revisionParts.revision_id} = ${revisions.id})::jsonb)`,
    })
    .from(revisions)
    .where(and(eq(revisions.record_type, name), eq(revisions.record_id, id)))
    .orderBy(asc(revisions.id));
}
