import {
  codeLabelKey,
  joinNonBlank,
  personName,
  scoreShortTitlePrefix,
  scoreTitle,
  textIncipits,
  voiceName,
  yearRangeOf,
} from '@fontes/domain';
import { asc, inArray } from 'drizzle-orm';
import { idsWhere } from '../../db/ids-where.ts';
import { attributionsWith } from '../../db/record-shapes.ts';
import {
  attributions,
  digitalCopies,
  entries,
  incipits,
  parts,
  scoreGenres,
  scores,
  voices,
} from '../../db/schema.ts';
import { locales, translator } from '../../i18n.ts';
import { authorityFacets, facet, personFacets, textFacets, typedFacet } from '../facet-values.ts';
import { searchIndex } from '../search-index.ts';

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
        incipits: { orderBy: [asc(incipits.position)] },
        sources: true,
        digital_copies: { columns: { id: true } },
        entries: { columns: { number: true }, with: { page: { columns: { catalog_id: true } } } },
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
        ...textIncipits(score),
      ],
      ' ',
    ),
    facets: scoreFacets(score),
    years: yearRangeOf([score.work_date, ...score.parts.map((part) => part.date)]),
    shelfmark: scoreShortTitlePrefix(score.collection.prefix, score.shelfmark),
    textIncipit: textIncipits(score).join(' '),
  }),
  dependsOn: [
    { record: 'collection', ids: (db, ids) => idsWhere(db, scores.id, scores.collection_id, ids) },
    { record: 'person', ids: (db, ids) => idsWhere(db, attributions.score_id, attributions.person_id, ids) },
    // Found by whether a digital copy shows it, and by the catalogs and entry numbers that name it.
    { record: 'digital_copy', ids: (db, ids) => idsWhere(db, digitalCopies.score_id, digitalCopies.id, ids) },
    // A page save writes its entries' numbers; the link to the score is the score's own.
    { record: 'page', ids: (db, ids) => idsWhere(db, entries.score_id, entries.page_id, ids) },
  ],
});

interface FacetedScore {
  collection_id: number;
  key: string | null;
  has_digital_copy: boolean;
  attributions: Array<{ person_id: number; function: string }>;
  genres: Array<{ genre: { name: string } }>;
  voices: Array<{ voice: string }>;
  parts: Array<{ source_type: string; voices: Array<{ voice: string }> }>;
  sources: Array<{ gnd_id: string | null; rism_id: string | null }>;
  digital_copies: unknown[];
  entries: Array<{ number: string | null; page: { catalog_id: number } }>;
}

/** Collection, people, genres, key, scoring, source types, digital copy, authority ids, catalogs. */
function scoreFacets(score: FacetedScore): string[] {
  return [
    facet('collection', score.collection_id),
    ...score.attributions.flatMap(personFacets),
    ...textFacets(
      'genre',
      score.genres.map((g) => g.genre.name),
    ),
    ...textFacets('key', [score.key]),
    ...[...score.voices, ...score.parts.flatMap((part) => part.voices)].map((v) => facet('scoring', v.voice)),
    ...score.parts.map((part) => facet('source_type', part.source_type)),
    facet('has_digital_copy', score.has_digital_copy || score.digital_copies.length > 0),
    ...authorityFacets(score.sources),
    ...score.entries.map((entry) => facet('catalog', entry.page.catalog_id)),
    ...textFacets(
      'entry_number',
      score.entries.map((entry) => entry.number),
      (_name, value) => typedFacet('entry_number', value),
    ),
  ];
}

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
