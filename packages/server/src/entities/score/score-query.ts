import { scoreAuthor, scoreShortTitlePrefix, textIncipits } from '@fontes/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { attributionsWith } from '../../db/record-shapes.ts';
import { entries, incipits, parts, publicationScores, scoreGenres, scores, voices } from '../../db/schema.ts';
import { type LoadedRecord, loader } from '../../records/serialize.ts';
import { entryWithPage } from '../../search/indexes/entry-search.ts';
import { sourcesWith } from '../source/source-list.ts';

/** A score with every list and what they point at, in one statement however long the lists. */
function scoreQuery(db: Executor) {
  return db.query.scores.findFirst({
    where: eq(scores.id, sql.placeholder('id')),
    with: {
      collection: true,
      composite: true,
      voices: { orderBy: [asc(voices.position)] },
      parts: { orderBy: [asc(parts.position)], with: { voices: { orderBy: [asc(voices.position)] } } },
      incipits: { orderBy: [asc(incipits.position)] },
      attributions: attributionsWith,
      sources: sourcesWith,
      publications: { orderBy: [asc(publicationScores.position)], with: { publication: true } },
      genres: { orderBy: [asc(scoreGenres.position)], with: { genre: true } },
      entries: { orderBy: [asc(entries.id)], ...entryWithPage },
      digital_copies: true,
    },
  });
}

/** The score as GraphQL answers it, with the §3 derived values. */
export const loadScore = loader('score_load', scoreQuery, (row) => {
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
});

export type ScoreRecord = LoadedRecord<typeof loadScore>;
