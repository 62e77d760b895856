import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/database.ts';
import { searchRecords } from '../../search/search.ts';

const CHOICES = 20;

/** The entries search finds for the picker, each with the score holding it: two statements. */
export async function entryChoices(db: Executor, query: string) {
  const found = await searchRecords(db, { query, type: 'entry', first: CHOICES, offset: 0 });
  if (!found.items.length) return [];
  const ids = found.items.map((item) => item.id);
  const holders = rowsOf<{ id: number; score_id: number; shelfmark: string }>(
    await db.execute(sql`
      select e.id, s.id as score_id, s.shelfmark from entries e join scores s on s.id = e.score_id
      where e.id in ${ids}`),
  );
  const heldBy = new Map(
    holders.map((row) => [Number(row.id), { id: Number(row.score_id), shelfmark: row.shelfmark }]),
  );
  return found.items.map(({ id, title, subtitle }) => ({
    id,
    title,
    subtitle,
    held_by: heldBy.get(id) ?? null,
  }));
}
