import type { z } from 'zod';
import { isBlankText } from '../text.ts';
import { entityObject, type FieldError, requiredText } from '../validation.ts';
import { itemId } from '../validation-values.ts';

// Spec §3/§5 Genre and Place: small lookup tables, picked by name.

export const genreSchema = entityObject({
  id: itemId(),
  name: requiredText('Genre.error_name_empty'),
});

export type GenreInput = z.input<typeof genreSchema>;
export type GenreValues = z.output<typeof genreSchema>;

/** Warning, never an error: an unknown genre is created when the record is saved. */
export const GENRE_WARNING_UNKNOWN = 'Genre.warning_unknown';

export function blankGenre(): { name: string } {
  return { name: '' };
}

export function isBlankGenre(genre: { name?: string | null }): boolean {
  return isBlankText(genre.name);
}

/** Warnings for the genres whose name is not among the known ones (case and spacing ignored). */
export function genreWarnings(
  genres: ReadonlyArray<{ name?: string | null }>,
  knownNames: Iterable<string>,
  listPath = 'genres',
): FieldError[] {
  const known = new Set(Array.from(knownNames, comparable));
  return genres.flatMap((genre, index) =>
    isBlankGenre(genre) || known.has(comparable(genre.name ?? ''))
      ? []
      : [{ path: `${listPath}.${index}.name`, key: GENRE_WARNING_UNKNOWN }],
  );
}

function comparable(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

export const placeSchema = entityObject({
  id: itemId(),
  name: requiredText('Place.error_name_empty'),
});

export type PlaceInput = z.input<typeof placeSchema>;
export type PlaceValues = z.output<typeof placeSchema>;
