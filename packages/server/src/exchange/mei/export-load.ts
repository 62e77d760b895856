import { setImmediate } from 'node:timers/promises';
import { inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { scores } from '../../db/schema.ts';
import { scoreRecord } from '../../entities/score/score-record.ts';
import type { SearchRequest } from '../../search/search.ts';
import { searchRecords } from '../../search/search.ts';
import { pageAfter } from '../../search/search-order.ts';
import { scoreMei } from './score-mei.ts';
import { verovioToolkit } from './verovio.ts';

// The scores of an MEI export: one score's file, or the scores a search finds (ids and shelfmarks read in
// keyset pages, each file made when the zip asks for it).

/** At most this many scores in one zip; tests lower it. */
export const meiExportLimit = { max: 10_000 };
/** Hits read per statement; tests lower it to cross pages. */
export const meiExportPage = { size: 500 };

/** One score's MEI file with the shelfmark that names it, or null when there is no such score. */
export async function scoreMeiFile(
  db: Executor,
  id: number,
  publicUrl: string,
): Promise<{ mei: string; shelfmark: string } | null> {
  const score = await scoreRecord.load(db, id);
  if (!score) return null;
  const toolkit = await verovioToolkit();
  toolkit.setOptions({ inputFrom: 'pae' });
  const mei = scoreMei(score, publicUrl.replace(/\/$/, ''), (input) =>
    toolkit.loadData(input) ? toolkit.getMEI() : null,
  );
  return { mei, shelfmark: score.shelfmark };
}

export type ScoreSearch = Omit<SearchRequest, 'first' | 'offset'>;

/** A search as one of scores only: MEI holds scores. */
const scoresOf = (search: ScoreSearch): ScoreSearch => ({ ...search, type: 'score' });

/** How many scores a search finds. */
export async function scoreCount(db: Database, search: ScoreSearch): Promise<number> {
  if (search.type && search.type !== 'score') return 0;
  return (await searchRecords(db, { ...scoresOf(search), first: 1, offset: 0 })).total;
}

/** The scores a search finds, in its order: ids and shelfmarks, a page at a time. */
export async function* searchedScores(
  db: Database,
  search: ScoreSearch,
): AsyncGenerator<{ id: number; shelfmark: string }> {
  if (search.type && search.type !== 'score') return;
  const found = await searchRecords(db, { ...scoresOf(search), first: 1, offset: 0 });
  const order = found.order();
  let after: unknown[] | null = null;
  for (let read = 0; read < found.total; ) {
    const next = await pageAfter(db, order, after, meiExportPage.size);
    if (!next.items.length) return;
    const ids = next.items.filter((item) => item.type === 'score').map((item) => item.id);
    const rows = ids.length
      ? await db
          .select({ id: scores.id, shelfmark: scores.shelfmark })
          .from(scores)
          .where(inArray(scores.id, ids))
      : [];
    const shelfmarks = new Map(rows.map((row) => [Number(row.id), row.shelfmark]));
    for (const id of ids) {
      const shelfmark = shelfmarks.get(id);
      if (shelfmark !== undefined) yield { id, shelfmark };
    }
    read += next.items.length;
    after = next.last;
    await setImmediate();
  }
}
