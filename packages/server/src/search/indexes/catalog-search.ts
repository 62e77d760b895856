import { catalogSubtitle, catalogTitle, joinNonBlank } from '@fontes/domain';
import { inArray } from 'drizzle-orm';
import { idsWhere } from '../../db/ids-where.ts';
import { catalogs, digitalCopies } from '../../db/schema.ts';
import { facet } from '../facet-values.ts';
import { searchIndex } from '../search-index.ts';

/** §3: the title falls back to the short title; the subtitle is the collection's name. */
export const catalogSearch = searchIndex({
  type: 'catalog',
  load: (db, ids) =>
    db.query.catalogs.findMany({
      where: inArray(catalogs.id, ids),
      with: { collection: true, digital_copies: { columns: { id: true } } },
    }),
  entry: (catalog) => ({
    title: catalogTitle(catalog),
    subtitle: catalogSubtitle(catalog),
    text: joinNonBlank([catalog.short_title, catalog.shelfmark], ' '),
    facets: [
      facet('collection', catalog.collection_id),
      facet('catalog', catalog.id),
      facet('has_digital_copy', catalog.digital_copies.length > 0),
    ],
    shelfmark: catalog.shelfmark,
  }),
  dependsOn: [
    { record: 'collection', ids: (db, ids) => idsWhere(db, catalogs.id, catalogs.collection_id, ids) },
    {
      record: 'digital_copy',
      ids: (db, ids) => idsWhere(db, digitalCopies.catalog_id, digitalCopies.id, ids),
    },
  ],
});
