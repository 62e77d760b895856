import {
  catalogTitle,
  codeLabelKey,
  isBlankText,
  personName,
  scoreAuthor,
  scoreShortTitlePrefix,
  scoringText,
} from '@fontes/domain';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
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
import { personSummaryWith } from '../entities/person/person-summary.ts';
import type { Translate } from '../i18n.ts';
import { imageServicePath } from '../iiif/image-source.ts';
import { type SearchItem, searchFold } from './search.ts';

type IncipitRow = typeof incipits.$inferSelect;

export interface ScoreHit {
  shelfmark: string | null;
  short_title: string | null;
  composer: string | null;
  genre: string | null;
  key: string | null;
  scoring: string | null;
  incipit: IncipitRow | null;
}
export interface PersonHit {
  dates: string | null;
  cleric: boolean;
}
export interface EntryHit {
  page: string | null;
  catalog: string | null;
  score_id: number | null;
}
export interface DigitalCopyHit {
  thumbnail: string | null;
}

export interface DetailedItem extends SearchItem {
  matched: string[];
  score: ScoreHit | null;
  person: PersonHit | null;
  entry: EntryHit | null;
  digital_copy: DigitalCopyHit | null;
}

const THUMBNAIL = '/full/!200,200/0/default.jpg';

/** The words of title and subtitle that begin with one of the query's words (accents folded), each once. */
export function matchedWords(
  item: Pick<SearchItem, 'title' | 'subtitle'>,
  words: readonly string[],
): string[] {
  if (!words.length) return [];
  const text = `${item.title} ${item.subtitle ?? ''}`.normalize('NFC');
  const found = new Set<string>();
  for (const word of text.match(/[\p{L}\p{N}]+/gu) ?? []) {
    const folded = searchFold(word).toLowerCase();
    if (words.some((w) => folded.startsWith(w))) found.add(word);
  }
  return [...found];
}

/** The ids of the items of `type`. */
const idsOf = (items: readonly SearchItem[], type: SearchItem['type']) =>
  items.filter((item) => item.type === type).map((item) => item.id);

async function scoreHits(db: Executor, t: Translate, ids: number[]): Promise<Map<number, ScoreHit>> {
  if (!ids.length) return new Map();
  const rows = await db.query.scores.findMany({
    where: inArray(scores.id, ids),
    with: {
      collection: { columns: { prefix: true } },
      attributions: {
        orderBy: [asc(attributions.position)],
        columns: { function: true },
        with: { person: personSummaryWith },
      },
      genres: { orderBy: [asc(scoreGenres.position)], with: { genre: true } },
      voices: { orderBy: [asc(voices.position)] },
      parts: {
        orderBy: [asc(parts.position)],
        columns: { id: true },
        with: { voices: { orderBy: [asc(voices.position)] } },
      },
      incipits: { orderBy: [asc(incipits.position)] },
    },
  });
  return new Map(
    rows.map((score) => {
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
          scoring:
            scoringText(scoring, (code) => t(codeLabelKey('scoringCodes', code), { defaultValue: code })) ||
            null,
          incipit: score.incipits.find((incipit) => !isBlankText(incipit.pae)) ?? null,
        },
      ];
    }),
  );
}

async function personHits(db: Executor, ids: number[]): Promise<Map<number, PersonHit>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: people.id, dates: people.dates, cleric: people.cleric })
    .from(people)
    .where(inArray(people.id, ids));
  return new Map(rows.map((row) => [row.id, { dates: row.dates || null, cleric: row.cleric }]));
}

async function entryHits(db: Executor, ids: number[]): Promise<Map<number, EntryHit>> {
  if (!ids.length) return new Map();
  const rows = await db.query.entries.findMany({
    where: inArray(entries.id, ids),
    columns: { id: true, score_id: true },
    with: {
      page: { columns: { number: true }, with: { catalog: { columns: { title: true, short_title: true } } } },
    },
  });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        page: row.page.number || null,
        catalog: catalogTitle(row.page.catalog) || null,
        score_id: row.score_id,
      },
    ]),
  );
}

/** The first image of each copy, as a thumbnail a visitor may load (an image of a digital copy). */
async function digitalCopyHits(db: Executor, ids: number[]): Promise<Map<number, DigitalCopyHit>> {
  if (!ids.length) return new Map();
  const rows = await db.query.digitalCopies.findMany({
    where: inArray(digitalCopies.id, ids),
    columns: { id: true },
    with: {
      files: {
        orderBy: [asc(digitalCopyFiles.position)],
        limit: 1,
        with: { file: { columns: { sha256: true } } },
      },
    },
  });
  return new Map(rows.map((row) => [row.id, { thumbnail: thumbnailOf(row.files[0]) }]));
}

/** An uploaded image's thumbnail names its content's version: browsers keep it for good (iiif/image-source.ts). */
function thumbnailOf(
  image:
    | (Pick<typeof digitalCopyFiles.$inferSelect, 'file_id' | 'remote_service' | 'remote_image'> & {
        file: { sha256: string | null } | null;
      })
    | undefined,
): string | null {
  if (!image) return null;
  if (image.file_id != null) return `${imageServicePath(image.file_id, image.file?.sha256)}${THUMBNAIL}`;
  if (image.remote_service) return `${image.remote_service}${THUMBNAIL}`;
  return image.remote_image;
}

/**
 * The items with what each type's hit shows and the words to highlight: one statement per type present
 * on the page, whatever its size.
 */
export async function withDetails(
  db: Executor,
  t: Translate,
  items: readonly SearchItem[],
  words: readonly string[],
): Promise<DetailedItem[]> {
  // One after another: a transaction's one connection answers one statement at a time.
  const scoresById = await scoreHits(db, t, idsOf(items, 'score'));
  const peopleById = await personHits(db, idsOf(items, 'person'));
  const entriesById = await entryHits(db, idsOf(items, 'entry'));
  const copiesById = await digitalCopyHits(db, idsOf(items, 'digital_copy'));
  const of = <T>(map: Map<number, T>, item: SearchItem, type: SearchItem['type']) =>
    item.type === type ? (map.get(item.id) ?? null) : null;
  return items.map((item) => ({
    ...item,
    matched: matchedWords(item, words),
    score: of(scoresById, item, 'score'),
    person: of(peopleById, item, 'person'),
    entry: of(entriesById, item, 'entry'),
    digital_copy: of(copiesById, item, 'digital_copy'),
  }));
}
