import { asc, desc, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { genres, places } from '../../db/schema.ts';

export const LOOKUP_LIMIT = 20;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Names for a picker: those with a word starting with `search` first, then those close to it
 * (trigram similarity, so that a typo still finds "Messe"); all names in order without a search.
 */
export function lookup(db: Executor, table: typeof genres | typeof places, search?: string | null) {
  const term = (search ?? '').trim().slice(0, 100);
  const query = db.select({ id: table.id, name: table.name }).from(table).limit(LOOKUP_LIMIT);
  if (!term) return query.orderBy(asc(sql`lower(${table.name})`), asc(table.id));
  const prefix = `${escapeLike(term)}%`;
  const wordStart = or(ilike(table.name, prefix), ilike(table.name, `% ${prefix}`));
  return query
    .where(or(wordStart, sql`${table.name} % ${term}`))
    .orderBy(
      desc(sql`coalesce(${wordStart}, false)`),
      desc(sql`similarity(${table.name}, ${term})`),
      asc(table.name),
    );
}
