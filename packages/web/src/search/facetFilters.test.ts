import { describe, expect, it } from 'vitest';
import { chosenCount, isFacetValueChosen, toggleFacetValue } from './facetFilters.ts';

const value = (v: string, label = v) => ({ value: v, label });

describe('facet values as filters', () => {
  it('add an id or a text to its list, and take it out again', () => {
    const one = toggleFacetValue({}, 'collection', value('4', 'Musikarchiv'));
    expect(one).toEqual({ collection: [4] });
    const two = toggleFacetValue(one, 'genre', value('Missa brevis'));
    expect(two).toEqual({ collection: [4], genre: ['Missa brevis'] });
    expect(isFacetValueChosen(two, 'collection', value('4'))).toBe(true);
    expect(toggleFacetValue(two, 'collection', value('4'))).toEqual({ genre: ['Missa brevis'] });
  });

  it('choose a yes/no facet by its value, and unchoose it', () => {
    const yes = toggleFacetValue({}, 'has_digital_copy', value('true', 'yes'));
    expect(yes).toEqual({ has_digital_copy: true });
    expect(isFacetValueChosen(yes, 'has_digital_copy', value('false'))).toBe(false);
    expect(toggleFacetValue(yes, 'has_digital_copy', value('true'))).toEqual({});
    expect(toggleFacetValue({}, 'cleric', value('false'))).toEqual({ cleric: false });
  });

  it('read the date facet’s decade from its value as a year range', () => {
    const decade = toggleFacetValue({ year_from: 1700 }, 'year', value('1750', '1750–1759'));
    expect(decade).toEqual({ year_from: 1750, year_to: 1759 });
    expect(isFacetValueChosen(decade, 'year', value('1750', '1750–1759'))).toBe(true);
    expect(toggleFacetValue(decade, 'year', value('1750', '1750–1759'))).toEqual({});
  });

  it('leave the filters as they are for an id that is none or a facet it does not know', () => {
    expect(toggleFacetValue({ genre: ['Aria'] }, 'composer', value('x'))).toEqual({ genre: ['Aria'] });
    expect(toggleFacetValue({ genre: ['Aria'] }, 'colour', value('red'))).toEqual({ genre: ['Aria'] });
  });

  it('count the chosen values, a year range as one', () => {
    expect(
      chosenCount({ collection: [1, 2], cleric: true, year_from: 1750, year_to: 1759, title: 'x' }),
    ).toBe(4);
  });
});
