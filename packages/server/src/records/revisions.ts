import { setImmediate } from 'node:timers/promises';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { revisionParts, revisions } from '../db/schema.ts';
import type { RecordName } from './record-types.ts';
import { type ComparedFields, changesBetween } from './revision-changes.ts';

export type RevisionAction = 'create' | 'update' | 'delete';

export interface Revision {
  name: RecordName;
  id: number;
  action: RevisionAction;
  /** The record as loaded after a save, or before a delete. */
  snapshot: unknown;
}

/** How a change's revisions are written: what their records are compared by, and what caused them. */
export interface RevisionOptions {
  /** The fields an update's summary names; none, no summary. */
  compared?: ComparedFields;
  /** What made the change besides a save (a restore: `{ restored: revisionId }`). */
  cause?: object;
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
export async function writeRevisions(
  db: Executor,
  userId: number | null,
  list: Revision[],
  options: RevisionOptions = {},
): Promise<void> {
  if (!list.length) return;
  // Written as JSON text here and sent on the next turn: a large record's (an imported copy's 10,000
  // images) takes a while to write and then a while to store, and other requests are answered between.
  const snapshots = list.map((r) => JSON.stringify(r.snapshot));
  const summaries = await summariesOf(db, list, snapshots, options.compared);
  await setImmediate();
  const row = (r: Revision, i: number) => ({
    record_type: r.name,
    record_id: r.id,
    action: r.action,
    user_id: userId,
    summary: summaries[i],
    cause: options.cause ?? null,
  });
  const small = list.flatMap((r, i) =>
    snapshots[i].length > REVISION_PART_LENGTH
      ? []
      : [{ ...row(r, i), snapshot: sql`${snapshots[i]}::jsonb` }],
  );
  if (small.length) await db.insert(revisions).values(small);
  for (const [i, r] of list.entries()) {
    if (snapshots[i].length > REVISION_PART_LENGTH) await writeInParts(db, row(r, i), snapshots[i]);
  }
}

/**
 * What each update changed against its record's revision before it, read in one statement. A record whose
 * snapshot is kept in parts (an imported copy's 10,000 images) is not read back: its summary stays null.
 */
async function summariesOf(db: Executor, list: Revision[], snapshots: string[], compared?: ComparedFields) {
  const updated = list.filter((r, i) => r.action === 'update' && snapshots[i].length <= REVISION_PART_LENGTH);
  if (!compared || !updated.length) return list.map(() => null);
  const previous = new Map<number, unknown>();
  const rows = await db
    .selectDistinctOn([revisions.record_id], { id: revisions.record_id, snapshot: revisions.snapshot })
    .from(revisions)
    .where(
      and(
        eq(revisions.record_type, updated[0].name),
        inArray(
          revisions.record_id,
          updated.map((r) => r.id),
        ),
      ),
    )
    .orderBy(revisions.record_id, desc(revisions.id));
  for (const { id, snapshot } of rows) if (snapshot !== null) previous.set(id, snapshot);
  return list.map((r, i) =>
    r.action === 'update' && previous.has(r.id) && snapshots[i].length <= REVISION_PART_LENGTH
      ? changesBetween(compared, previous.get(r.id), r.snapshot)
      : null,
  );
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
