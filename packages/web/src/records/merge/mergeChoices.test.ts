import { describe, expect, it } from 'vitest';
import { choicesOf, defaultChoice } from './mergeChoices.ts';

const field = (values: (string | null)[], list = false, same = false) => ({ field: 'f', list, values, same });

describe('merge choices', () => {
  it('keeps the items of every record in a list that differs, and the survivor’s value elsewhere', () => {
    expect(defaultChoice(field(['a', 'b'], true), [4, 9])).toBe('both');
    expect(defaultChoice(field(['a', 'b']), [4, 9])).toBe(4);
  });

  it('takes another record’s value where the survivor has none', () => {
    expect(defaultChoice(field([null, 'Kapellmeister']), [4, 9])).toBe(9);
  });

  it('sends a choice for each field that differs, the cataloguer’s where made', () => {
    const fields = [
      { ...field(['a', 'b']), field: 'title' },
      { ...field(['x', 'x'], false, true), field: 'notes' },
      { ...field(['n1', 'n2'], true), field: 'names' },
    ];
    expect(choicesOf(fields, [4, 9], { title: 9 })).toEqual([
      { field: 'title', from: 9 },
      { field: 'names', both: true },
    ]);
  });
});
