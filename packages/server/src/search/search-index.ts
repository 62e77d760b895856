import type { RecordName } from '@fontes/domain';
import { type RecordType, recordPath, type YearRange } from '@fontes/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { searchRecords } from '../db/schema.ts';
import { wordFilter } from './words.ts';

export interface SearchEntry {
  title: string;
  subtitle: string | null;
  /** Further words to find the record by (not shown). */
  text: string;
  /** Where the result leads, when not the record's own path (an entry leads to its catalog page). */
  path?: string;
  /** What facets and filters find the record by: `facet(name, value)` (search/facets.ts). */
  facets?: string[];
  /** The years the record's dates name. */
  years?: YearRange | null;
  /** Found by the field-specific search and sorted by. */
  shelfmark?: string | null;
  textIncipit?: string | null;
}

/** Raised whenever what an entry holds changes: rows written by an older version are written again on start. */
export const SEARCH_INDEX_VERSION = 2;

/**
 * What a search entry shows of another record (an entry shows its page's number, its catalog's title and
 * its collection's name): whenever records of `record` are saved or deleted, the entries `ids` names are
 * written again.
 */
export interface SearchDependency {
  record: RecordName;
  /** The ids of the index's records whose entries show any of the records `ids`. */
  ids(db: Executor, ids: number[]): Promise<number[]>;
}

/**
 * How one type is indexed: a light load of many records at once, the entry of each, and what else the
 * entry shows (`dependsOn`), from which every save derives the other entries it changes (search/indexes/search-indexes.ts).
 */
export interface SearchIndex<Row extends { id: number } = { id: number }> {
  type: RecordType;
  load(db: Executor, ids: number[]): Promise<Row[]>;
  entry(row: Row): SearchEntry;
  dependsOn?: readonly SearchDependency[];
}

/** Declares an index; the row type of `entry` is inferred from `load`. */
export function searchIndex<Row extends { id: number }>(index: SearchIndex<Row>): SearchIndex<Row> {
  return index;
}

// Well under the 65,535 bind parameters of one statement.
const CHUNK = 500;

/**
 * Lower-cased, accents folded, numbers in number order: the order of browsing lists. Computed here rather
 * than by a numeric ICU collation, which PGlite does not have; migration 0004 is its SQL twin for old rows.
 */
export function sortKey(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim()
    .replace(/[0-9]+/g, numberKey);
}

/** Digits as their count (two places) then the digits without leading zeros: 6 → `016`, 10 → `0210`. */
function numberKey(digits: string): string {
  const significant = digits.replace(/^0+(?=[0-9])/, '');
  return String(significant.length).padStart(2, '0') + significant;
}

/**
 * Writes the search entries of `ids` as they are now; ids whose record is gone lose theirs.
 * A few statements per 500 records, whatever the type. An entry written `asChanged` (a save's) takes the
 * time as its `changed_at`; one merely written again by newer index code (refresh.ts) keeps it, so that
 * harvesters are not told that every record changed.
 */
export async function reindex(
  db: Executor,
  // biome-ignore lint/suspicious/noExplicitAny: each index knows its own row type
  index: SearchIndex<any>,
  ids: readonly number[],
  { asChanged = true }: { asChanged?: boolean } = {},
): Promise<void> {
  const unique = [...new Set(ids)];
  for (let from = 0; from < unique.length; from += CHUNK) {
    const chunk = unique.slice(from, from + CHUNK);
    const rows = await index.load(db, chunk);
    await writeEntries(
      db,
      index.type,
      rows.map((row) => ({ id: row.id, ...index.entry(row) })),
      asChanged,
    );
    const found = new Set(rows.map((row) => row.id));
    await removeSearchEntries(
      db,
      index.type,
      chunk.filter((id) => !found.has(id)),
    );
  }
}

async function writeEntries(
  db: Executor,
  type: RecordType,
  entries: Array<SearchEntry & { id: number }>,
  asChanged: boolean,
) {
  if (!entries.length) return;
  const rows = entries.map((entry) => ({
    type,
    record_id: entry.id,
    title: entry.title,
    subtitle: entry.subtitle || null,
    text: entry.text,
    path: entry.path ?? recordPath(type as Parameters<typeof recordPath>[0], entry.id) ?? '',
    sort_title: sortKey(entry.title),
    facets: [...new Set(entry.facets ?? [])],
    year_from: entry.years?.from ?? null,
    year_to: entry.years?.to ?? null,
    shelfmark: entry.shelfmark || null,
    sort_shelfmark: entry.shelfmark ? sortKey(entry.shelfmark) : null,
    text_incipit: entry.textIncipit || null,
    version: SEARCH_INDEX_VERSION,
    // The write's own time rather than its transaction's start: closer to when harvesters can see it.
    changed_at: sql`clock_timestamp()`,
  }));
  await db
    .insert(searchRecords)
    .values(rows)
    .onConflictDoUpdate({
      target: [searchRecords.type, searchRecords.record_id],
      set: {
        title: sql`excluded.title`,
        subtitle: sql`excluded.subtitle`,
        text: sql`excluded.text`,
        path: sql`excluded.path`,
        sort_title: sql`excluded.sort_title`,
        facets: sql`excluded.facets`,
        year_from: sql`excluded.year_from`,
        year_to: sql`excluded.year_to`,
        shelfmark: sql`excluded.shelfmark`,
        sort_shelfmark: sql`excluded.sort_shelfmark`,
        text_incipit: sql`excluded.text_incipit`,
        version: sql`excluded.version`,
        ...(asChanged ? { changed_at: sql`excluded.changed_at` } : {}),
      },
    });
  const ids = entries.map((entry) => entry.id);
  // Words are only ever added: a word no record uses any more merely corrects a typo to no result.
  await db.execute(sql`
    insert into search_words (word)
    select distinct lexeme from search_records, unnest(document)
    where type = ${type} and record_id in ${ids} and ${wordFilter}
    on conflict do nothing`);
}

export async function removeSearchEntries(db: Executor, type: RecordType, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db
    .delete(searchRecords)
    .where(and(eq(searchRecords.type, type), inArray(searchRecords.record_id, ids)));
}
