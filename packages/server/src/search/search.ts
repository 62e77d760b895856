import type { RecordType } from '@fontes/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/database.ts';
import { preparedPerExecutor } from '../db/pglite-statements.ts';
import { searchRecords as searchTable } from '../db/schema.ts';
import { allOf, facetConditions, fieldConditions, type SearchFilters } from './filters.ts';
import { type SearchItem, type SearchPage, searchItemOf } from './search-item.ts';
import { orderBy, orderKeys, type SearchOrder, type SearchSort } from './search-order.ts';
import { prefixQuery, queryWords } from './words.ts';

export type { SearchSort } from './search-order.ts';

export interface SearchRequest {
  query?: string | null;
  type?: RecordType | null;
  first: number;
  offset: number;
  filters?: SearchFilters | null;
  sort?: SearchSort | null;
}

/** A search's page with what the screen shows beside it. */
export interface SearchOutcome extends SearchPage {
  /** The words searched for (corrected when the typed ones found nothing). */
  words: string[];
  /** The corrected query, when the typed one found nothing. */
  suggestion: string | null;
  /** The corrected query when the hits are its own (it found some): the screen says whose hits it shows. */
  corrected: string | null;
  /** The condition of the hits (for counting facets over them). */
  base(): SQL;
  /** The hits in their order, for reading them all page after page (the export). */
  order(): SearchOrder;
}

/**
 * Full-text search with prefix matching, best matches first, narrowed by the filters. When that finds
 * nothing, each query word is replaced by its nearest known word (trigram distance) and the search runs
 * once more, so that a typo still finds the record; the corrected query is the suggestion. No query
 * lists everything in the order asked (title order for relevance).
 */
export async function searchRecords(db: Executor, request: SearchRequest): Promise<SearchOutcome> {
  const conditions = [
    ...fieldConditions(request.filters),
    ...Object.values(facetConditions(request.filters, request.type)),
  ].filter((condition) => condition !== undefined);
  const typed = request.query ? queryWords(request.query) : [];
  // The order and the conditions are built only where needed: the page of a search without filters is
  // a prepared statement, and building them for every search showed among the server's costs per request.
  const run = async (words: string[]) => {
    const query = prefixQuery(words);
    const order = (): SearchOrder => {
      const match = query ? sql`to_tsquery('simple', ${query})` : null;
      const narrowed = allOf(conditions);
      return {
        where: match ? sql`document @@ ${match} and ${narrowed}` : narrowed,
        keys: orderKeys(request.sort, match),
      };
    };
    const found = conditions.length
      ? await orderedPage(db, order(), request)
      : await unfilteredPage(db, query, request);
    return { ...found, words, order, base: () => baseOf(words, request) };
  };
  const found = await run(typed);
  const outcome = { ...found, suggestion: null, corrected: null };
  if (found.total > 0 || !typed.length) return outcome;
  const words = await nearestWords(db, typed);
  if (words.join(' ') === typed.join(' ')) return outcome;
  const correction = await run(words);
  const suggestion = words.join(' ');
  const corrected = correction.total > 0 ? suggestion : null;
  return { ...correction, suggestion, corrected };
}

const orderedPage = (db: Executor, order: SearchOrder, request: Pick<SearchRequest, 'first' | 'offset'>) =>
  page(db, order.where, orderBy(order.keys), request);

/** The hits' condition without the facets' own: the query's words and the field-specific search. */
function baseOf(words: string[], request: SearchRequest): SQL {
  const match = words.length ? sql`document @@ to_tsquery('simple', ${prefixQuery(words)})` : undefined;
  return allOf([match, ...fieldConditions(request.filters)]);
}

async function nearestWords(db: Executor, words: string[]): Promise<string[]> {
  const list = sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  );
  const rows = rowsOf<{ word: string; nearest: string | null }>(
    await db.execute(sql`
      select q.word, (select w.word from search_words w where w.word % q.word order by w.word <-> q.word limit 1) as nearest
      from unnest(array[${list}]::text[]) with ordinality as q(word, n) order by q.n`),
  );
  return rows.map((r) => r.nearest ?? r.word);
}

type PageRows = (SearchItem & { total: string | number })[];

/** One page of the search table's rows `where` in `orderBy`, with their total: one statement (two past the end). */
export async function page(
  db: Executor,
  where: SQL,
  orderBy: SQL,
  request: Pick<SearchRequest, 'first' | 'offset'>,
): Promise<SearchPage> {
  const rows = rowsOf<PageRows[number]>(
    await db.execute(sql`
      select type, record_id as id, title, subtitle, path, count(*) over () as total
      from search_records where ${where}
      order by ${orderBy} limit ${request.first} offset ${request.offset}`),
  );
  return pageOf(db, rows, () => where, request);
}

/** The page of `rows`, with its total (counted apart past the last page, where the window count is gone). */
async function pageOf(
  db: Executor,
  rows: PageRows,
  where: () => SQL,
  request: Pick<SearchRequest, 'offset'>,
): Promise<SearchPage> {
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && request.offset > 0) {
    const counted = rowsOf<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from search_records where ${where()}`),
    );
    total = Number(counted[0]?.n ?? 0);
  }
  return { total, items: rows.map(searchItemOf) };
}

// A subquery, evaluated once per execution: in the generic plan PostgreSQL makes of a prepared statement
// after five runs, `to_tsquery($1)` is no constant any more and was computed again for every hit, three
// times (100,000 records: 9 ms a search became 15).
const QUERY = sql`(select to_tsquery('simple', ${sql.placeholder('query')}))`;

/**
 * The page of a search without filters in each order, with words and without: statements prepared once
 * per executor (on PostgreSQL once per connection), for nearly every search a visitor makes is one of
 * these: prepared, the statement ran about a fifth more often per second on PostgreSQL, and the server
 * no longer builds it for every search.
 */
const unfilteredStatements = new Map<string, ReturnType<typeof unfilteredStatement>>();
function unfilteredStatement(sort: SearchSort, words: boolean) {
  return preparedPerExecutor(`search_page_${sort}_${words ? 'words' : 'all'}`, (db) =>
    db
      .select({
        type: searchTable.type,
        id: searchTable.record_id,
        title: searchTable.title,
        subtitle: searchTable.subtitle,
        path: searchTable.path,
        total: sql<string | number>`count(*) over ()`,
      })
      .from(searchTable)
      .where(words ? sql`document @@ ${QUERY}` : undefined)
      .orderBy(orderBy(orderKeys(sort, words ? QUERY : null)))
      .limit(sql.placeholder('first'))
      .offset(sql.placeholder('offset')),
  );
}

async function unfilteredPage(
  db: Executor,
  query: string | null,
  request: Pick<SearchRequest, 'sort' | 'first' | 'offset'>,
): Promise<SearchPage> {
  const sort = request.sort ?? 'relevance';
  const name = `${sort}|${query !== null}`;
  let statement = unfilteredStatements.get(name);
  if (!statement) {
    statement = unfilteredStatement(sort, query !== null);
    unfilteredStatements.set(name, statement);
  }
  const rows = await statement(db).execute({ query, first: request.first, offset: request.offset });
  const where = () => (query ? sql`document @@ to_tsquery('simple', ${query})` : sql`true`);
  return pageOf(db, rows as PageRows, where, request);
}
