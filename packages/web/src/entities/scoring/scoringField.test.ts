import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formValues, newValues, withoutListItem } from '../../forms/fieldValues.ts';
import { scoringField, scoringText } from './scoringField.ts';

// §4 scoring rules as the form applies them, and the one line a scoring reads as.

const field = scoringField();
const blank = { voice: '', count: 1, position: 1 };
const labels: Record<string, string> = {
  'codes.scoringCodes.vl': 'Violine',
  'codes.scoringCodes.bc': 'Basso continuo',
};
const t = ((key: string) => labels[key] ?? key) as unknown as TFunction;

describe('the scoring field', () => {
  it('leaves one blank voice when the last is removed', () => {
    expect(withoutListItem(field, [{ voice: 'vl', count: 2 }], 0)).toEqual([blank]);
    expect(withoutListItem(field, [{ voice: 'vl' }, { voice: 'bc' }], 0)).toEqual([{ voice: 'bc' }]);
  });

  it('replaces a lone blank voice instead of adding a second line', () => {
    expect(field.addItem?.([blank], { voice: 'vl', count: 1, position: 1 })).toEqual([
      { voice: 'vl', count: 1, position: 1 },
    ]);
    expect(field.addItem?.([{ voice: 'vl' }], blank)).toEqual([{ voice: 'vl' }, blank]);
  });

  it('shows a saved scoring, or one blank voice for none, and starts a new record with one', () => {
    expect(formValues([field], { voices: [] }).voices).toEqual([blank]);
    // The position is the item's place in the list; the input's `position` is ignored by the server.
    expect(formValues([field], { voices: [{ id: 3, voice: 'vl', count: 2 }] }).voices).toEqual([
      { id: 3, voice: 'vl', count: 2, numbering: '' },
    ]);
    expect(newValues([field]).voices).toEqual([blank]);
  });

  it('reads as one line with counts above one', () => {
    expect(scoringText([{ voice: 'vl', count: 2 }, { voice: 'bc', count: 1 }, blank], t)).toBe(
      '2 × Violine, Basso continuo',
    );
    // RISM numbers parts of one voice after its name.
    expect(
      scoringText(
        [
          { voice: 'vl', numbering: 'I' },
          { voice: 'vl', numbering: 'II' },
        ],
        t,
      ),
    ).toBe('Violine I, Violine II');
  });
});
