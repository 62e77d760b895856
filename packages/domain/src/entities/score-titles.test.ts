import { describe, expect, it } from 'vitest';
import {
  scoreAuthor,
  scoreShortTitlePrefix,
  scoreShortTitleSuggestion,
  scoreTitle,
  textIncipits,
} from './score-titles.ts';

describe('scoreAuthor', () => {
  it('is the person of the attribution with function aut', () => {
    const mozart = { id: 1, name: 'Mozart' };
    const score = {
      attributions: [
        { function: 'scr', person: { id: 2, name: 'Schreiber' } },
        { function: 'aut', person: mozart },
        { function: 'aut', person: { id: 3, name: 'Später' } },
      ],
    };
    expect(scoreAuthor(score)).toBe(mozart);
  });

  it('is null without an aut attribution with a person', () => {
    expect(
      scoreAuthor({
        attributions: [
          { function: 'dub', person: 1 },
          { function: 'aut', person: null },
        ],
      }),
    ).toBeNull();
    expect(scoreAuthor({ attributions: null })).toBeNull();
    expect(scoreAuthor({})).toBeNull();
  });
});

describe('scoreShortTitlePrefix', () => {
  it('joins collection prefix and shelfmark with a space, skipping blanks', () => {
    expect(scoreShortTitlePrefix(' CH-E ', ' 123,4 ')).toBe('CH-E 123,4');
    expect(scoreShortTitlePrefix('', 'Ms. 5')).toBe('Ms. 5');
    expect(scoreShortTitlePrefix('CH-E', null)).toBe('CH-E');
    expect(scoreShortTitlePrefix(null, undefined)).toBe('');
  });
});

describe('scoreShortTitleSuggestion', () => {
  const author = 'Mozart, Wolfgang Amadeus';

  it('is the author, then the first genre in the key, joined by a dash', () => {
    expect(
      scoreShortTitleSuggestion({ author, genres: [{ name: 'Messe' }, { name: 'Kyrie' }], key: 'C-Dur' }),
    ).toBe('Mozart, Wolfgang Amadeus — Messe in C-Dur');
  });

  it('leaves out " in " without a key, and the key without a genre', () => {
    expect(scoreShortTitleSuggestion({ author, genres: [{ name: 'Messe' }], key: ' ' })).toBe(
      'Mozart, Wolfgang Amadeus — Messe',
    );
    expect(scoreShortTitleSuggestion({ author, genres: [], key: 'C-Dur' })).toBe('Mozart, Wolfgang Amadeus');
  });

  it('takes the first genre that has a name and works without an author', () => {
    expect(
      scoreShortTitleSuggestion({ genres: [{ name: '' }, { name: 'Salve Regina' }], key: 'g-Moll' }),
    ).toBe('Salve Regina in g-Moll');
    expect(scoreShortTitleSuggestion({})).toBe('');
  });
});

describe('scoreTitle', () => {
  it('is the short title, else the title, else the shelfmark', () => {
    expect(scoreTitle({ short_title: 'Messe in C', title: 'Missa', shelfmark: '1' })).toBe('Messe in C');
    expect(scoreTitle({ short_title: ' ', title: 'Missa', shelfmark: '1' })).toBe('Missa');
    expect(scoreTitle({ shelfmark: ' 1 ' })).toBe('1');
  });
});

describe('textIncipits', () => {
  it('are the incipits’ texts in order, blanks skipped', () => {
    const incipits = [{ text: ' Kyrie eleison ' }, { text: '' }, { text: null }, {}, { text: 'Gloria' }];
    expect(textIncipits({ incipits })).toEqual(['Kyrie eleison', 'Gloria']);
    expect(textIncipits({})).toEqual([]);
  });
});
