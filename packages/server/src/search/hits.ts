import type { Executor } from '../db/database.ts';
import type { Translate } from '../i18n.ts';
import {
  type DigitalCopyHit,
  digitalCopyHits,
  type EntryHit,
  entryHits,
  type PersonHit,
  personHits,
  type ScoreHit,
  scoreHits,
} from './hit-details.ts';
import type { SearchItem } from './search-item.ts';
import { searchFold } from './words.ts';

export type { DigitalCopyHit, EntryHit, PersonHit, ScoreHit };

/** What each type's hit shows, by type: a map from id to details for the hits of that type. */
interface DetailsByType {
  score: ScoreHit;
  person: PersonHit;
  entry: EntryHit;
  digital_copy: DigitalCopyHit;
}
export type DetailKind = keyof DetailsByType;

/**
 * The details of one page's hits, each kind loaded once for all hits of that kind when first asked for:
 * a search that selects none runs no statement for them, one that selects some runs one per kind,
 * whatever the page's size.
 */
export interface PageDetails {
  of<K extends DetailKind>(kind: K, item: SearchItem): Promise<DetailsByType[K] | null>;
}

/** A hit as the search answers it: the item, the words to highlight, and its page's details. */
export interface SearchHit extends SearchItem {
  words: readonly string[];
  details: PageDetails;
}

/** A hit with all its details, as the export writes it. */
export interface DetailedItem extends SearchItem {
  matched: string[];
  score: ScoreHit | null;
  person: PersonHit | null;
  entry: EntryHit | null;
  digital_copy: DigitalCopyHit | null;
}

/** The words of title and subtitle that begin with one of the query's words (accents folded), each once. */
export function matchedWords(
  item: Pick<SearchItem, 'title' | 'subtitle'>,
  words: readonly string[],
): string[] {
  if (!words.length) return [];
  const text = `${item.title} ${item.subtitle ?? ''}`.normalize('NFC');
  const found = new Set<string>();
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const folded = searchFold(word).toLowerCase();
    if (words.some((w) => folded.startsWith(w))) found.add(word);
  }
  return [...found];
}

/** The ids of the items of `type`. */
const idsOf = (items: readonly SearchItem[], type: SearchItem['type']) =>
  items.filter((item) => item.type === type).map((item) => item.id);

/** The details of `items`, loaded per kind on first use (see PageDetails). */
export function pageDetails(db: Executor, t: Translate, items: readonly SearchItem[]): PageDetails {
  const loads: { [K in DetailKind]: () => Promise<Map<number, DetailsByType[K]>> } = {
    score: () => scoreHits(db, t, idsOf(items, 'score')),
    person: () => personHits(db, idsOf(items, 'person')),
    entry: () => entryHits(db, idsOf(items, 'entry')),
    digital_copy: () => digitalCopyHits(db, idsOf(items, 'digital_copy')),
  };
  const loaded: Partial<{ [K in DetailKind]: Promise<Map<number, DetailsByType[K]>> }> = {};
  return {
    async of(kind, item) {
      if (item.type !== kind) return null;
      // Held as a promise: the page's other hits, resolved alongside, wait for the same statement.
      loaded[kind] ??= loads[kind]() as never;
      const load = loaded[kind] as Promise<Map<number, DetailsByType[typeof kind]>>;
      return (await load).get(item.id) ?? null;
    },
  };
}

/** The page's hits as the search answers them, their details loaded only when selected. */
export function searchHits(
  db: Executor,
  t: Translate,
  items: readonly SearchItem[],
  words: readonly string[],
): SearchHit[] {
  const details = pageDetails(db, t, items);
  // Written out: spreading each row was the largest single cost in a profile of the search (24 µs a page).
  return items.map(({ type, id, title, subtitle, path }) => ({
    type,
    id,
    title,
    subtitle,
    path,
    words,
    details,
  }));
}

/**
 * The items with all that each type's hit shows and the words to highlight: one statement per type
 * present on the page, whatever its size, one after another (a transaction's one connection answers one
 * statement at a time).
 */
export async function withDetails(
  db: Executor,
  t: Translate,
  items: readonly SearchItem[],
  words: readonly string[],
): Promise<DetailedItem[]> {
  const details = pageDetails(db, t, items);
  const detailed: DetailedItem[] = [];
  for (const item of items) {
    detailed.push({
      ...item,
      matched: matchedWords(item, words),
      score: await details.of('score', item),
      person: await details.of('person', item),
      entry: await details.of('entry', item),
      digital_copy: await details.of('digital_copy', item),
    });
  }
  return detailed;
}
