import { catalogTitle, joinNonBlank, scoreShortTitlePrefix, scoreTitle } from '@fontes/domain';
import { eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { idsWhere } from '../../db/ids-where.ts';
import { catalogs, digitalCopies, scores } from '../../db/schema.ts';
import { facet } from '../facet-values.ts';
import { searchIndex } from '../search-index.ts';

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
    // Its text holds the collection's name.
    { record: 'collection', ids: (db, ids) => copiesInCollections(db, ids) },
  ],
});

/** The copies of the catalogs and scores of the collections `ids`, in one statement. */
async function copiesInCollections(db: Executor, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: digitalCopies.id })
    .from(digitalCopies)
    .leftJoin(catalogs, eq(catalogs.id, digitalCopies.catalog_id))
    .leftJoin(scores, eq(scores.id, digitalCopies.score_id))
    .where(or(inArray(catalogs.collection_id, ids), inArray(scores.collection_id, ids)));
  return rows.map((row) => row.id);
}
