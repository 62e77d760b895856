import { catalogTitle, joinNonBlank, scoreShortTitlePrefix, scoreTitle } from '@fontes/domain';
import { inArray } from 'drizzle-orm';
import { digitalCopies } from '../../db/schema.ts';
import { idsWhere } from '../../records/references.ts';
import { facet } from '../../search/facet-values.ts';
import { searchIndex } from '../../search/search-index.ts';

/** Listed by its name under the title of what it shows (catalog, or score with "prefix shelfmark"). */
export const digitalCopySearch = searchIndex({
  type: 'digital_copy',
  load: (db, ids) =>
    db.query.digitalCopies.findMany({
      where: inArray(digitalCopies.id, ids),
      with: { catalog: { with: { collection: true } }, score: { with: { collection: true } } },
    }),
  entry: (copy) => {
    const { catalog, score } = copy;
    const shows = catalog
      ? catalogTitle(catalog)
      : score
        ? joinNonBlank(
            [scoreShortTitlePrefix(score.collection.prefix, score.shelfmark), scoreTitle(score)],
            ' — ',
          )
        : '';
    return {
      title: copy.name,
      subtitle: shows || null,
      text: joinNonBlank([shows, catalog?.collection.name ?? score?.collection.name], ' '),
      facets: [
        facet('collection', catalog?.collection_id ?? score?.collection_id ?? 0),
        ...(catalog ? [facet('catalog', catalog.id)] : []),
      ],
    };
  },
  dependsOn: [
    { record: 'catalog', ids: (db, ids) => idsWhere(db, digitalCopies.id, digitalCopies.catalog_id, ids) },
    { record: 'score', ids: (db, ids) => idsWhere(db, digitalCopies.id, digitalCopies.score_id, ids) },
  ],
});
