import {
  codeLabelKey,
  joinNonBlank,
  personName,
  scoreShortTitlePrefix,
  scoreTitle,
  voiceName,
} from '@fontes/domain';
import { asc, inArray } from 'drizzle-orm';
import { attributions, parts, scoreGenres, scores, voices } from '../../db/schema.ts';
import { locales, translator } from '../../i18n.ts';
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
        voices: { orderBy: [asc(voices.position)] },
        parts: { orderBy: [asc(parts.position)], with: { voices: { orderBy: [asc(voices.position)] } } },
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
        ...numberedVoices([...score.voices, ...score.parts.flatMap((part) => part.voices)]),
      ],
      ' ',
    ),
  }),
  dependsOn: [
    { record: 'collection', ids: (db, ids) => idsWhere(db, scores.id, scores.collection_id, ids) },
    { record: 'person', ids: (db, ids) => idsWhere(db, attributions.score_id, attributions.person_id, ids) },
  ],
});

/** Numbered voices by their names in each language ("Violine II", "Violin II"), so that one part is found. */
function numberedVoices(scoring: Array<{ voice: string; numbering: string | null }>): string[] {
  return scoring
    .filter((voice) => voice.numbering)
    .flatMap((voice) =>
      locales.map((locale) =>
        voiceName(translator(locale)(codeLabelKey('scoringCodes', voice.voice)), voice.numbering),
      ),
    );
}
