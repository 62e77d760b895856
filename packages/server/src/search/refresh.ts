import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/database.ts';
import { searchIndexes } from './indexes/search-indexes.ts';
import { reindex, SEARCH_INDEX_VERSION } from './search-index.ts';

const BATCH = 2000;

/**
 * Writes again the search entries an older version of the index code wrote (migration 0010 left the
 * facets of existing rows empty): what they hold derives from code lists and the year parser, which have
 * no SQL twin. Each batch is its own transaction, so a stop midway keeps what is done. Answers how many.
 */
export async function refreshSearchIndex(db: Executor): Promise<number> {
  let done = 0;
  for (const index of searchIndexes) {
    for (;;) {
      const ids = rowsOf<{ id: number }>(
        await db.execute(sql`
          select record_id as id from search_records
          where type = ${index.type} and version < ${SEARCH_INDEX_VERSION}
          order by record_id limit ${BATCH}`),
      ).map((row) => Number(row.id));
      if (!ids.length) break;
      await db.transaction((tx) => reindex(tx, index, ids, { asChanged: false }));
      done += ids.length;
    }
  }
  return done;
}
