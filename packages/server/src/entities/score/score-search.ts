import { joinNonBlank, personName, scoreShortTitlePrefix, scoreTitle } from '@fontes/domain';
import { asc, inArray } from 'drizzle-orm';
import { attributions, scoreGenres, scores } from '../../db/schema.ts';
import { idsWhere } from '../../records/references.ts';
import { searchIndex } from '../../search/search-index.ts';
import { attributionsWith } from '../attribution/attribution-list.ts';

/** Shown by its title and "prefix shelfmark"; found also by genres, people and the collection. */
export const scoreSearch = searchIndex({
  type: 'score',
  load: (db, ids) =>
    db.query.scores.findMany({
      where: inArray(scores.id, ids),
      with: {
        collection: true,
        attributions: attributionsWith,
        genres: { orderBy: [asc(scoreGenres.position)], with: { genre: true } },
      },
    }),
  entry: (score) => ({
    title: scoreTitle(score),
    subtitle: scoreShortTitlePrefix(score.collection.prefix, score.shelfmark),
    text: joinNonBlank(
      [
        score.title,
        score.alternative_name,
        score.opus,
        score.work_date,
        score.former_shelfmarks,
        score.collection.name,
        ...score.genres.map((g) => g.genre.name),
        ...score.attributions.map((a) => personName(a.person)),
      ],
      ' ',
    ),
  }),
  dependsOn: [
    { record: 'collection', ids: (db, ids) => idsWhere(db, scores.id, scores.collection_id, ids) },
    { record: 'person', ids: (db, ids) => idsWhere(db, attributions.score_id, attributions.person_id, ids) },
  ],
});
