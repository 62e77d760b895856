import { entryPath, entryTitle, joinNonBlank } from '@fontes/domain';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { idsWhere } from '../../db/ids-where.ts';
import { catalogs, entries, pages } from '../../db/schema.ts';
import { facet, textFacets, typedFacet } from '../facet-values.ts';
import { searchIndex } from '../search-index.ts';

/** An entry with what its title is made of: page, catalog and collection. */
export const entryWithPage = {
  with: { page: { with: { catalog: { with: { collection: true as const } } } } },
};

/** §3 entry title; the result leads to the entry's page inside its catalog. */
export const entrySearch = searchIndex({
  type: 'entry',
  load: (db, ids) => db.query.entries.findMany({ where: inArray(entries.id, ids), ...entryWithPage }),
  entry: (entry) => ({
    title: entryTitle(entry),
    subtitle: entry.genre,
    // The title's "3/12" is one word to the index: page and entry numbers are found as words of their own,
    // with the catalog's short title and shelfmark ("1762 12" finds entry 12 of the catalog of 1762).
    text: joinNonBlank(
      [
        entry.page.catalog.short_title,
        entry.page.catalog.shelfmark,
        entry.page.number,
        entry.number,
        entry.signature,
        entry.composer,
        entry.annotation,
        entry.notes,
      ],
      ' ',
    ),
    path: entryPath(entry.page.catalog_id, entry.page_id),
    // Found by the shelfmark search and sorted by as the catalog writes it.
    shelfmark: entry.signature,
    facets: [
      facet('collection', entry.page.catalog.collection_id),
      facet('catalog', entry.page.catalog_id),
      ...textFacets('entry_number', [entry.number], (_name, value) => typedFacet('entry_number', value)),
    ],
  }),
  // The title shows the page number, the catalog's title and the collection's name; entries of a page
  // removed with its catalog's page list lose their search entry.
  dependsOn: [
    { record: 'page', ids: (db, ids) => entriesOfPages(db, ids) },
    { record: 'catalog', ids: (db, ids) => entriesOfCatalogs(db, ids) },
    {
      record: 'collection',
      ids: async (db, ids) =>
        entriesOfCatalogs(db, await idsWhere(db, catalogs.id, catalogs.collection_id, ids)),
    },
  ],
});

export function entriesOfPages(db: Executor, pageIds: number[]): Promise<number[]> {
  return idsWhere(db, entries.id, entries.page_id, pageIds);
}

export async function entriesOfCatalogs(db: Executor, catalogIds: number[]): Promise<number[]> {
  return entriesOfPages(db, await idsWhere(db, pages.id, pages.catalog_id, catalogIds));
}
