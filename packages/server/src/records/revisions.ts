import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { revisions } from '../db/schema.ts';
import type { RecordName } from './record-types.ts';

export type RevisionAction = 'create' | 'update' | 'delete';

export interface Revision {
  name: RecordName;
  id: number;
  action: RevisionAction;
  /** The record as loaded after a save, or before a delete. */
  snapshot: unknown;
}

/** History in the same transaction as the change: a change without its revision cannot happen. */
export async function writeRevisions(db: Executor, userId: number | null, list: Revision[]): Promise<void> {
  if (!list.length) return;
  // Written as JSON text here and sent on the next turn: a large record's (an imported copy's 10,000
  // images) takes a while to write and then a while to store, and other requests are answered between.
  const snapshots = list.map((r) => JSON.stringify(r.snapshot));
  await setImmediate();
  await db.insert(revisions).values(
    list.map((r, i) => ({
      record_type: r.name,
      record_id: r.id,
      action: r.action,
      user_id: userId,
      snapshot: sql`${snapshots[i]}::jsonb`,
    })),
  );
}
