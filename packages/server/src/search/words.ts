import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';

// The words of search: folded alike in the query and in the index, and the list of known words that a
// query's typo is corrected to.

const MAX_WORDS = 12;

// Search folds accents and ß to plain letters on both sides, the index and the query, so that
// "Weissenback" finds "Weißenbäck": Latin letters with a mark by a table (`translate`), the letters that
// stand for two (ß, ẞ, æ, œ, þ) by replacement. The SQL function search_fold (migration 0007) is the
// index's twin of searchFold, from the same table.
export const FOLD_FROM =
  'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïðñòóôõöøùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐđĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľŁłŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžſ';
export const FOLD_TO =
  'aaaaaaceeeeiiiidnoooooouuuuyaaaaaaceeeeiiiidnoooooouuuuyyaaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiijjkkllllllllnnnnnnoooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs';
export const FOLD_PAIRS = { ß: 'ss', ẞ: 'ss', æ: 'ae', Æ: 'ae', œ: 'oe', Œ: 'oe', þ: 'th', Þ: 'th' } as const;
const folded = new Map<string, string>([
  ...[...FOLD_FROM].map((letter, i): [string, string] => [letter, FOLD_TO[i]]),
  ...Object.entries(FOLD_PAIRS),
]);

/** The text as the search index holds it: accents and ß folded (to lower case where folded). */
export function searchFold(text: string): string {
  return text.replace(/[\u00C0-\u017F\u1E9E]/g, (letter) => folded.get(letter) ?? letter);
}

/** The words of a query: letters and digits only, lower-cased, so nothing in a tsquery needs escaping. */
export function queryWords(query: string): string[] {
  const words =
    searchFold(query.normalize('NFC'))
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_WORDS).map((w) => w.slice(0, 64));
}

/** Words as prefix terms that must all occur: `mozart:* & requ:*`. */
export function prefixQuery(query: string | string[]): string | null {
  const words = Array.isArray(query) ? query : queryWords(query);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : null;
}

/** Words worth correcting to: numbers and shelfmark fragments are not typos of one another. */
export const wordFilter = sql`length(lexeme) >= 3 and lexeme !~ '[0-9]'`;

/** Fills the word list from the whole search table (after a bulk load that bypassed the save path). */
export async function rebuildSearchWords(db: Executor): Promise<void> {
  await db.execute(
    sql`insert into search_words (word) select distinct lexeme from search_records, unnest(document) on conflict do nothing`,
  );
}
