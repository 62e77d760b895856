import { describe, expect, it } from 'vitest';
import { removeListItem } from '../lists.ts';
import { validate } from '../validation.ts';
import { blankGenre, GENRE_WARNING_UNKNOWN, genreSchema, genreWarnings, placeSchema } from './genre.ts';

describe('genreSchema', () => {
  it('requires a name', () => {
    expect(validate(genreSchema, { id: 2, name: ' Messe ' })).toEqual({
      ok: true,
      data: { id: 2, name: 'Messe' },
    });
    expect(validate(genreSchema, { name: ' ' })).toEqual({
      ok: false,
      errors: [{ path: 'name', key: 'Genre.error_name_empty' }],
    });
  });

  it('rejects an id that is not a positive integer', () => {
    expect(validate(genreSchema, { id: -1, name: 'Messe' })).toEqual({
      ok: false,
      errors: [{ path: 'id', key: 'Validation.error_invalid' }],
    });
  });
});

describe('genre list rule', () => {
  it('removing the last genre leaves a blank one', () => {
    expect(removeListItem([{ name: 'Messe' }], 0, blankGenre)).toEqual([{ name: '' }]);
  });
});

describe('genreWarnings', () => {
  it('warns about genres not in the database, at their position', () => {
    const genres = [{ name: 'Messe' }, { name: 'Mese' }, { name: '' }, { name: '  offertorium ' }];
    expect(genreWarnings(genres, ['Messe', 'Offertorium'])).toEqual([
      { path: 'genres.1.name', key: GENRE_WARNING_UNKNOWN },
    ]);
    expect(GENRE_WARNING_UNKNOWN).toBe('Genre.warning_unknown');
  });

  it('takes another list path', () => {
    expect(genreWarnings([{ name: 'X' }], [], 'score.genres')).toEqual([
      { path: 'score.genres.0.name', key: GENRE_WARNING_UNKNOWN },
    ]);
  });
});

describe('placeSchema', () => {
  it('requires a name', () => {
    expect(validate(placeSchema, {})).toEqual({
      ok: false,
      errors: [{ path: 'name', key: 'Place.error_name_empty' }],
    });
  });
});
