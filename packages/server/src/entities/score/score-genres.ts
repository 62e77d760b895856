import { type FieldError, type GenreValues, genreWarnings } from '@fontes/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.ts';
import { genres, scoreGenres } from '../../db/schema.ts';

// A score names its genres; unknown names are warned about (§5) and created when the score is saved.

/** Spacing tidied; case is ignored when names are compared ("Messe" and "messe" are one genre). */
function tidy(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

async function genresNamed(db: Executor, names: string[]) {
  if (!names.length) return [];
  const lowered = names.map((name) => name.toLowerCase());
  return db
    .select()
    .from(genres)
    .where(inArray(sql`lower(${genres.name})`, lowered));
}

/** The genres not yet in the database, as warnings at `genres.N.name`. */
export async function unknownGenreWarnings(db: Executor, list: GenreValues[]): Promise<FieldError[]> {
  const known = await genresNamed(
    db,
    list.map((genre) => tidy(genre.name)),
  );
  return genreWarnings(
    list,
    known.map((genre) => genre.name),
  );
}

/** Links the score to its genres in order, creating the unknown ones. */
export async function saveScoreGenres(tx: Transaction, scoreId: number, list: GenreValues[]): Promise<void> {
  const byKey = new Map<string, string>();
  for (const genre of list) {
    const name = tidy(genre.name);
    if (!byKey.has(name.toLowerCase())) byKey.set(name.toLowerCase(), name);
  }
  const names = [...byKey.values()];
  await tx.delete(scoreGenres).where(eq(scoreGenres.score_id, scoreId));
  if (!names.length) return;
  await tx
    .insert(genres)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const idByName = new Map((await genresNamed(tx, names)).map((g) => [g.name.toLowerCase(), g.id]));
  await tx.insert(scoreGenres).values(
    names.map((name, i) => ({
      score_id: scoreId,
      genre_id: idByName.get(name.toLowerCase()) as number,
      position: i + 1,
    })),
  );
}
