import {
  catalogTitle,
  codeLabelKey,
  isBlankText,
  personName,
  scoreAuthor,
  scoreShortTitlePrefix,
  scoringText,
} from '@fontes/domain';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { preparedPerExecutor } from '../db/pglite-statements.ts';
import { personSummaryWith } from '../db/record-shapes.ts';
import { serializedRows } from '../db/relational-rows.ts';
import {
  attributions,
  digitalCopies,
  digitalCopyFiles,
  entries,
  incipits,
  parts,
  people,
  scoreGenres,
  scores,
  voices,
} from '../db/schema.ts';
import type { Serialized } from '../db/serialized.ts';
import type { Translate } from '../i18n.ts';
import { imageServicePath } from '../iiif/image-source.ts';

// What each type's hit shows, one prepared statement per type for any number of ids, its rows mapped by
// the fast mapping (db/relational-rows.ts): a page of 100 scores took about 40 % of a search's time
// through drizzle's own relational mapping.

export interface ScoreHit {
  shelfmark: string | null;
  short_title: string | null;
  composer: string | null;
  genre: string | null;
  key: string | null;
  scoring: string | null;
  incipit: Serialized<typeof incipits.$inferSelect> | null;
}
export interface PersonHit {
  dates: string | null;
  cleric: boolean;
}
export interface EntryHit {
  page: string | null;
  catalog: string | null;
  score_id: number | null;
  signature: string | null;
  composer: string | null;
  genre: string | null;
}
export interface DigitalCopyHit {
  thumbnail: string | null;
}

/** Ids as one array parameter, so that one prepared statement serves a page of any size. */
const idArray = (ids: readonly number[]) => ({ ids: `{${ids.join(',')}}` });
const inIds = (column: unknown) => sql`${column} = any(${sql.placeholder('ids')}::int[])`;

const scoreRows = preparedPerExecutor('search_score_hits', (db) =>
  serializedRows(
    db.query.scores.findMany({
      where: inIds(scores.id),
      columns: { id: true, shelfmark: true, short_title: true, key: true },
      with: {
        collection: { columns: { prefix: true } },
        attributions: {
          orderBy: [asc(attributions.position)],
          columns: { function: true },
          with: { person: personSummaryWith },
        },
        genres: { orderBy: [asc(scoreGenres.position)], with: { genre: { columns: { name: true } } } },
        voices: { orderBy: [asc(voices.position)] },
        parts: {
          orderBy: [asc(parts.position)],
          columns: { id: true },
          with: { voices: { orderBy: [asc(voices.position)] } },
        },
        incipits: { orderBy: [asc(incipits.position)] },
      },
    }),
  ),
);

export async function scoreHits(db: Executor, t: Translate, ids: readonly number[]) {
  const rows = ids.length ? await scoreRows(db).execute(idArray(ids)) : [];
  const label = (code: string) => t(codeLabelKey('scoringCodes', code), { defaultValue: code });
  return new Map(
    rows.map((score): [number, ScoreHit] => {
      const scoring = score.voices.length ? score.voices : (score.parts[0]?.voices ?? []);
      const author = scoreAuthor(score);
      return [
        score.id,
        {
          shelfmark: scoreShortTitlePrefix(score.collection.prefix, score.shelfmark) || null,
          short_title: score.short_title || null,
          composer: author ? personName(author) || null : null,
          genre: score.genres.map((g) => g.genre.name).join(', ') || null,
          key: score.key || null,
          scoring: scoringText(scoring, label) || null,
          incipit: score.incipits.find((incipit) => !isBlankText(incipit.pae)) ?? null,
        },
      ];
    }),
  );
}

const personRows = preparedPerExecutor('search_person_hits', (db) =>
  db
    .select({ id: people.id, dates: people.dates, cleric: people.cleric })
    .from(people)
    .where(inIds(people.id)),
);

export async function personHits(db: Executor, ids: readonly number[]) {
  const rows = ids.length ? await personRows(db).execute(idArray(ids)) : [];
  return new Map(
    rows.map((row): [number, PersonHit] => [row.id, { dates: row.dates || null, cleric: row.cleric }]),
  );
}

const entryRows = preparedPerExecutor('search_entry_hits', (db) =>
  serializedRows(
    db.query.entries.findMany({
      where: inIds(entries.id),
      columns: { id: true, score_id: true, signature: true, composer: true, genre: true },
      with: {
        page: {
          columns: { number: true },
          with: { catalog: { columns: { title: true, short_title: true } } },
        },
      },
    }),
  ),
);

export async function entryHits(db: Executor, ids: readonly number[]) {
  const rows = ids.length ? await entryRows(db).execute(idArray(ids)) : [];
  return new Map(
    rows.map((row): [number, EntryHit] => [
      row.id,
      {
        page: row.page.number || null,
        catalog: catalogTitle(row.page.catalog) || null,
        score_id: row.score_id,
        signature: row.signature || null,
        composer: row.composer || null,
        genre: row.genre || null,
      },
    ]),
  );
}

const copyRows = preparedPerExecutor('search_digital_copy_hits', (db) =>
  serializedRows(
    db.query.digitalCopies.findMany({
      where: inIds(digitalCopies.id),
      columns: { id: true },
      with: {
        files: {
          orderBy: [asc(digitalCopyFiles.position)],
          limit: 1,
          columns: { file_id: true, remote_service: true, remote_image: true },
          with: { file: { columns: { sha256: true } } },
        },
      },
    }),
  ),
);

/** The first image of each copy, as a thumbnail a visitor may load (an image of a digital copy). */
export async function digitalCopyHits(db: Executor, ids: readonly number[]) {
  const rows = ids.length ? await copyRows(db).execute(idArray(ids)) : [];
  return new Map(
    rows.map((row): [number, DigitalCopyHit] => [row.id, { thumbnail: thumbnailOf(row.files[0]) }]),
  );
}

const THUMBNAIL = '/full/!200,200/0/default.jpg';

/** An uploaded image's thumbnail names its content's version: browsers keep it for good (iiif/image-source.ts). */
function thumbnailOf(
  image:
    | {
        file_id: number | null;
        remote_service: string | null;
        remote_image: string | null;
        file: { sha256: string | null } | null;
      }
    | undefined,
): string | null {
  if (!image) return null;
  if (image.file_id != null) return `${imageServicePath(image.file_id, image.file?.sha256)}${THUMBNAIL}`;
  if (image.remote_service) return `${image.remote_service}${THUMBNAIL}`;
  return image.remote_image;
}
