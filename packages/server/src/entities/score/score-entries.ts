import type { FieldError } from '@fontes/domain';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { entries } from '../../db/schema.ts';
import { UNKNOWN_RECORD_KEY } from '../../records/links.ts';

// A score links existing catalog entries (§5: at least one). The link is the score's: only a score save
// writes it, and an entry linked to another score must be unlinked there first, so no score loses one unseen.

/** Entries that do not exist or belong to another score, as errors at `entries.N.id`; locks the rest. */
export async function entryLinkErrors(
  tx: Transaction,
  list: Array<{ id: number }>,
  scoreId: number | null,
): Promise<FieldError[]> {
  const ids = list.map((entry) => entry.id);
  const rows = await tx
    .select({ id: entries.id, score_id: entries.score_id })
    .from(entries)
    .where(inArray(entries.id, ids))
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return list.flatMap((entry, i): FieldError[] => {
    const row = byId.get(entry.id);
    if (!row) return [{ path: `entries.${i}.id`, key: UNKNOWN_RECORD_KEY }];
    if (row.score_id !== null && row.score_id !== scoreId)
      return [{ path: `entries.${i}.id`, key: 'Score.error_entry_linked' }];
    return [];
  });
}

/** Links the listed entries to the score and unlinks the ones no longer listed. */
export async function linkEntries(
  tx: Transaction,
  scoreId: number,
  list: Array<{ id: number }>,
): Promise<void> {
  const ids = list.map((entry) => entry.id);
  await tx
    .update(entries)
    .set({ score_id: null })
    .where(and(eq(entries.score_id, scoreId), notInArray(entries.id, ids)));
  await tx.update(entries).set({ score_id: scoreId }).where(inArray(entries.id, ids));
}
