import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { preparedPerExecutor } from '../../db/pglite-statements.ts';
import { serializedRows } from '../../db/relational-rows.ts';
import { entries, pages } from '../../db/schema.ts';
import { batchLoad, type LoadedRecord, loader } from '../../records/serialize.ts';
import { scoreSummaryWith } from '../score/score-summary.ts';

/** A page's own lists: its entries in order, each with the score it names, and its image. */
export const pageContentWith = {
  with: {
    entries: { orderBy: [asc(entries.position)], with: { score: scoreSummaryWith } },
    digital_copy_file: true as const,
  },
};

const pageWith = { with: { ...pageContentWith.with, catalog: { with: { collection: true as const } } } };

interface CatalogLike<C> {
  id: number;
  title: string | null;
  short_title: string;
  shelfmark: string | null;
  collection: C;
}

/** The catalog as its pages and entries carry it (never its pages again). */
export function catalogSummary<C>({ id, title, short_title, shelfmark, collection }: CatalogLike<C>) {
  return { id, title, short_title, shelfmark, collection };
}

interface PageLike<E> {
  id: number;
  number: string;
  position: number;
  entries: E[];
}

/** A page as GraphQL answers it: every entry carries the page it is on (§7 getEntry's shape). */
export function toPage<P extends PageLike<object>, C>(page: P, catalog: CatalogLike<C>) {
  const summary = { id: page.id, number: page.number, position: page.position, catalog };
  const entries = page.entries.map((entry: P['entries'][number]) => ({ ...entry, page: summary }));
  return { ...page, catalog, entries };
}

export const loadPage = batchLoad(
  loader(
    'page_load',
    (db) => db.query.pages.findFirst({ where: eq(pages.id, sql.placeholder('id')), ...pageWith }),
    (row) => toPage(row, catalogSummary(row.catalog)),
  ),
  'pages_load',
  (db) =>
    db.query.pages.findMany({ where: sql`${pages.id} = any(${sql.placeholder('ids')}::int[])`, ...pageWith }),
  (row) => toPage(row, catalogSummary(row.catalog)),
);

export type PageRecord = LoadedRecord<typeof loadPage>;

const catalogPagesStatement = preparedPerExecutor('catalog_pages_load', (db) =>
  serializedRows(
    db.query.pages.findMany({
      where: eq(pages.catalog_id, sql.placeholder('catalogId')),
      orderBy: [asc(pages.position), asc(pages.id)],
      ...pageWith,
    }),
  ),
);

/** A catalog's pages alone, in order (§7: "pages alone can be loaded for a catalog"). */
export async function loadCatalogPages(db: Executor, catalogId: number) {
  const rows = await catalogPagesStatement(db).execute({ catalogId });
  return rows.map((row) => toPage(row, catalogSummary(row.catalog)));
}

const catalogPageListStatement = preparedPerExecutor('catalog_page_list', (db) =>
  db
    .select({
      id: pages.id,
      number: pages.number,
      position: pages.position,
      digital_copy_file_id: pages.digital_copy_file_id,
      // Written out: drizzle names a selected column unqualified, which inside the subquery would be the entry's.
      entry_count: sql<number>`(select count(*) from "entries" where "entries"."page_id" = "pages"."id")::int`,
    })
    .from(pages)
    .where(eq(pages.catalog_id, sql.placeholder('catalogId')))
    .orderBy(asc(pages.position), asc(pages.id)),
);

/**
 * A catalog's list of pages as its view lists them: number, place, image and how many entries, but not the
 * entries (a catalog of 500 pages × 20 entries would send them all); one statement.
 */
export function loadCatalogPageList(db: Executor, catalogId: number) {
  return catalogPageListStatement(db).execute({ catalogId });
}
