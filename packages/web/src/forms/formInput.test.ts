import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from './fieldDescriptor.ts';
import { formInput } from './formInput.ts';

const person = { name: 'person', type: 'reference', labelKey: 'p', recordType: 'person' } as const;
const fields: FieldDescriptor[] = [
  { name: 'title', type: 'text', labelKey: 't' },
  { name: 'composite', type: 'reference', labelKey: 'c', recordType: 'composite' },
  {
    name: 'attributions',
    type: 'list',
    labelKey: 'a',
    itemLabelKey: 'a.item',
    newItem: () => ({}),
    fields: [
      person,
      { name: 'function', type: 'select', labelKey: 'f', options: ['aut'], optionLabelKey: String },
    ],
  },
  { name: 'entry', type: 'group', labelKey: 'g', fields: [person] },
];

describe('formInput', () => {
  it('sends a picked record as its id, in lists and groups too, and keeps every other value', () => {
    const values = {
      id: 4,
      title: 'Verzeichnis',
      composite: { id: 2, title: 'Konvolut' },
      attributions: [
        { id: 9, person: { id: 7, title: 'Haydn, Michael' }, function: 'aut' },
        { person: null, function: '' },
      ],
      entry: { person: { id: 8, title: 'Mozart' } },
    };
    expect(formInput(fields, values)).toEqual({
      id: 4,
      title: 'Verzeichnis',
      composite: 2,
      attributions: [
        { id: 9, person: 7, function: 'aut' },
        { person: null, function: '' },
      ],
      entry: { person: 8 },
    });
  });

  it('sends a picked place as its id and a looked-up genre as its name', () => {
    const lookups: FieldDescriptor[] = [
      { name: 'place', type: 'lookup', lookup: 'places', labelKey: 'p' },
      { name: 'genre', type: 'lookup', lookup: 'genres', labelKey: 'g' },
    ];
    expect(formInput(lookups, { place: { id: 5, title: 'Salzburg' }, genre: 'Missa' })).toEqual({
      place: 5,
      genre: 'Missa',
    });
    expect(formInput(lookups, { place: null, genre: '' })).toEqual({ place: null, genre: '' });
  });

  it('leaves out nothing the form did not hold', () => {
    expect(formInput(fields, { title: 'x' })).toEqual({ title: 'x' });
  });
});
