import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from './fieldDescriptor.ts';
import { tableCellSx } from './tableCells.ts';

const text: FieldDescriptor = { name: 'measurements', type: 'text', labelKey: 'm' };
const select: FieldDescriptor = {
  name: 'type',
  type: 'select',
  labelKey: 't',
  options: [],
  optionLabelKey: String,
};
const person: FieldDescriptor = { name: 'person', type: 'reference', labelKey: 'p', recordType: 'person' };
const notes: FieldDescriptor = { name: 'notes', type: 'textarea', labelKey: 'n' };
const oneLine = { whiteSpace: 'nowrap', '& .MuiTypography-root': { whiteSpace: 'nowrap' } };
const wrapped = { minWidth: '10rem' };

describe('tableCellSx', () => {
  it.each<[string, FieldDescriptor, unknown, object]>([
    ['a short text stays on one line', text, '23 × 31 cm', oneLine],
    ['a number stays on one line', { name: 'count', type: 'number', labelKey: 'c' }, 12, oneLine],
    ['an empty value stays on one line', text, null, oneLine],
    ['a code list label stays on one line', select, 'individual', oneLine],
    ['a short picked record stays on one line', person, { id: 1, title: 'Haydn, Michael' }, oneLine],
    [
      'a long text wraps in a readable column',
      notes,
      'Stimmen von zwei Händen, die Violinen später ergänzt',
      wrapped,
    ],
    [
      'a long title wraps in a readable column',
      person,
      { id: 1, title: 'Die Musikpflege im Stift Marienau' },
      wrapped,
    ],
    [
      'a drawn value wraps in a readable column',
      { name: 'pae', type: 'custom', labelKey: 'p' },
      { clef: 'G-2' },
      wrapped,
    ],
  ])('%s', (_, column, value, sx) => {
    expect(tableCellSx(column, value)).toEqual(sx);
  });
});
