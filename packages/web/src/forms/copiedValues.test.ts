import { describe, expect, it } from 'vitest';
import type { FormValues } from '../records/recordScreenDefinition.ts';
import { copiedValues } from './copiedValues.ts';
import type { FieldDescriptor } from './fieldDescriptor.ts';

const voices: FieldDescriptor = {
  name: 'voices',
  type: 'list',
  labelKey: 'v',
  itemLabelKey: 'v.item',
  newItem: () => ({ voice: '', count: 1 }),
  fields: [
    { name: 'voice', type: 'text', labelKey: 'v' },
    { name: 'count', type: 'number', labelKey: 'c' },
  ],
};
const fields: FieldDescriptor[] = [
  { name: 'shelfmark', type: 'text', labelKey: 's', copied: false },
  { name: 'opus', type: 'text', labelKey: 'o' },
  { name: 'collection', type: 'reference', labelKey: 'c', recordType: 'collection' },
  voices,
  {
    name: 'parts',
    type: 'list',
    labelKey: 'p',
    itemLabelKey: 'p.item',
    newItem: () => ({ extent: '', date: '' }),
    fields: [
      { name: 'extent', type: 'text', labelKey: 'e' },
      { name: 'date', type: 'text', labelKey: 'd', copied: false },
      voices,
    ],
  },
  {
    name: 'entries',
    type: 'list',
    labelKey: 'e',
    itemLabelKey: 'e.item',
    newItem: () => ({ id: null }),
    fields: [{ name: 'id', type: 'reference', labelKey: 'i', recordType: 'entry' }],
  },
  {
    name: 'vow_book_entry',
    type: 'group',
    labelKey: 'g',
    fields: [{ name: 'citation', type: 'text', labelKey: 'c' }],
  },
];
const blank = { shelfmark: '', opus: '', collection: null, voices: [], parts: [], entries: [{ id: null }] };

describe('copiedValues', () => {
  it.each<[string, FormValues, FormValues]>([
    [
      'drops the record’s id and version, keeps its plain values and picked records',
      { id: 3, updated_at: '2026-11-26', opus: 'Op. 2', collection: { id: 5, title: 'Marienau' } },
      { ...blank, opus: 'Op. 2', collection: { id: 5, title: 'Marienau' } },
    ],
    [
      'starts a field not copied as a new record has it',
      { id: 3, shelfmark: 'Mus.ms. 101', opus: 'Op. 2' },
      { ...blank, opus: 'Op. 2' },
    ],
    [
      'drops the ids of list items, in lists inside items too, and keeps their values',
      {
        parts: [{ id: 8, extent: '7 Stimmen', date: '1795', voices: [{ id: 21, voice: 'sop', count: 2 }] }],
      },
      { ...blank, parts: [{ extent: '7 Stimmen', date: '', voices: [{ voice: 'sop', count: 2 }] }] },
    ],
    [
      'keeps a field named id: the link an item holds, not its own id',
      { entries: [{ id: { id: 12, title: '12/3' } }] },
      { ...blank, entries: [{ id: { id: 12, title: '12/3' } }] },
    ],
    [
      'drops the id of a group and keeps its fields',
      { vow_book_entry: { id: 4, citation: 'Professbuch, fol. 3' } },
      { ...blank, vow_book_entry: { citation: 'Professbuch, fol. 3' } },
    ],
    [
      'keeps values no field describes, but for ids',
      { voices: [{ id: 1, voice: 'vl', count: 1, position: 1 }] },
      { ...blank, voices: [{ voice: 'vl', count: 1, position: 1 }] },
    ],
  ])('%s', (_, values, copy) => {
    expect(copiedValues(fields, values, blank)).toEqual(copy);
  });

  it('leaves the copied record as it was', () => {
    const values = { id: 3, parts: [{ id: 8, extent: '7 Stimmen', voices: [{ id: 21, voice: 'sop' }] }] };
    const before = structuredClone(values);
    copiedValues(fields, values, blank);
    expect(values).toEqual(before);
  });
});
