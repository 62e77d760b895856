import { scoreAuthor, scoreShortTitlePrefix, textIncipits } from '@fontes/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { attributionsWith } from '../../db/record-shapes.ts';
import { entries, incipits, parts, publicationScores, scoreGenres, scores, voices } from '../../db/schema.ts';
import type { Serialized } from '../../db/serialized.ts';
import { batchLoad, type LoadedRecord, loader } from '../../records/serialize.ts';
import { entryWithPage } from '../../search/indexes/entry-search.ts';
import { sourcesWith } from '../source/source-list.ts';

/** A score's lists and what they point at: loaded with it in one statement however long the lists. */
const scoreWith = {
  with: {
    collection: true as const,
    composite: true as const,
    voices: { orderBy: [asc(voices.position)] },
    parts: { orderBy: [asc(parts.position)], with: { voices: { orderBy: [asc(voices.position)] } } },
    incipits: { orderBy: [asc(incipits.position)] },
    attributions: attributionsWith,
    sources: sourcesWith,
    publications: { orderBy: [asc(publicationScores.position)], with: { publication: true as const } },
    genres: { orderBy: [asc(scoreGenres.position)], with: { genre: true as const } },
    entries: { orderBy: [asc(entries.id)], ...entryWithPage },
    digital_copies: true as const,
  },
};

/** The score as GraphQL answers it, with the §3 derived values. */
function scoreShape(row: ScoreRow) {
  const { id, title, short_title, shelfmark, attributions, digital_copies } = row;
  const summary = { id, title, short_title, shelfmark, attributions, digital_copies };
  return {
    ...row,
    // A linked copy counts by itself; the saved flag is for a copy held elsewhere.
    has_digital_copy: row.has_digital_copy || digital_copies.length > 0,
    digital_copy_elsewhere: row.has_digital_copy,
    genres: row.genres.map((link) => link.genre),
    parts: row.parts.map((part) => ({ ...part, watermark_visible: part.watermark })),
    entries: row.entries.map((entry) => ({ ...entry, score: summary })),
    author: scoreAuthor(row),
    short_title_prefix: scoreShortTitlePrefix(row.collection.prefix, row.shelfmark),
    text_incipits: textIncipits(row),
  };
}

const findScore = (db: Executor) =>
  db.query.scores.findFirst({ where: eq(scores.id, sql.placeholder('id')), ...scoreWith });
type ScoreRow = Serialized<NonNullable<Awaited<ReturnType<typeof findScore>>>>;

/** A score by id in one statement; `many`: a page of scores in one (an export's page of 500). */
export const loadScore = batchLoad(
  loader('score_load', findScore, scoreShape),
  'scores_load',
  (db) =>
    db.query.scores.findMany({
      where: sql`${scores.id} = any(${sql.placeholder('ids')}::int[])`,
      ...scoreWith,
    }),
  scoreShape,
);

export type ScoreRecord = LoadedRecord<typeof loadScore>;
