import { describe, expect, it } from 'vitest';
import { withLabelKeys } from '../records/recordScreenDefinition.ts';
import type { FieldDescriptor } from './fieldDescriptor.ts';
import { formInput, formValues, newValues, viewValues } from './fieldValues.ts';

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
      { name: 'place', type: 'reference', recordType: 'place', labelKey: 'p' },
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

// A record's values follow from its fields: a new record's, a loaded one's in the form, and in the view.
const record: FieldDescriptor[] = [
  { name: 'title', type: 'text' },
  { name: 'count', type: 'number' },
  { name: 'kind', type: 'select', options: ['a', 'b'], optionLabelKey: String },
  { name: 'kept', type: 'checkbox' },
  { name: 'collection', type: 'reference', recordType: 'collection' },
  { name: 'place', type: 'reference', recordType: 'place' },
  { name: 'genre', type: 'lookup', lookup: 'genres' },
  {
    name: 'source',
    type: 'select',
    options: ['url', 'literature'],
    optionLabelKey: String,
    newValue: () => 'literature',
  },
  {
    name: 'parts',
    type: 'list',
    entity: 'Part',
    itemLabelKey: 'Part.item',
    fields: [
      { name: 'extent', type: 'text' },
      {
        name: 'voices',
        type: 'list',
        entity: 'Voice',
        itemLabelKey: 'v',
        keepsOne: true,
        fields: [{ name: 'voice', type: 'text' }],
      },
    ],
  },
  { name: 'entry', type: 'group', entity: 'VowBookEntry', fields: [{ name: 'citation', type: 'text' }] },
  { name: 'shown', type: 'custom', viewOnly: true },
];

describe('newValues', () => {
  it('starts every field empty as its type holds it, or as the field says', () => {
    expect(newValues(record)).toEqual({
      title: '',
      count: null,
      kind: '',
      kept: false,
      collection: null,
      place: null,
      genre: '',
      source: 'literature',
      parts: [],
      entry: { citation: '' },
    });
  });
});

describe('formValues', () => {
  const loaded = {
    id: 3,
    title: null,
    count: 2,
    kind: 'b',
    kept: true,
    collection: { id: 1, name: 'Marienau' },
    place: { id: 6, name: 'Salzburg' },
    genre: 'Missa',
    source: 'url',
    parts: [{ id: 8, extent: null, voices: [] }],
    entry: null,
    shown: 'x',
  };

  it('reads a loaded record: blanks as the inputs hold them, records picked by their titles, items with ids', () => {
    expect(formValues(record, loaded)).toEqual({
      title: '',
      count: 2,
      kind: 'b',
      kept: true,
      collection: { id: 1, title: 'Marienau' },
      place: { id: 6, title: 'Salzburg' },
      genre: 'Missa',
      source: 'url',
      parts: [{ id: 8, extent: '', voices: [{ voice: '' }] }],
      entry: { citation: '' },
    });
  });

  it('shows in views what the record holds, records picked, and what no field names as it came', () => {
    expect(viewValues(record, loaded)).toEqual({
      ...loaded,
      collection: { id: 1, title: 'Marienau' },
      place: { id: 6, title: 'Salzburg' },
      parts: [{ id: 8, extent: null, voices: [] }],
    });
  });
});

describe('withLabelKeys', () => {
  it("labels each field as its record's, or as its list's or group's entity's, unless it names its own", () => {
    const labelled = withLabelKeys('Score', [
      { name: 'opus', type: 'text' },
      { name: 'key', type: 'text', labelKey: 'Own.key' },
      {
        name: 'parts',
        type: 'list',
        entity: 'Part',
        itemLabelKey: 'p',
        fields: [{ name: 'extent', type: 'text' }],
      },
      { name: 'notes', type: 'group', fields: [{ name: 'text', type: 'text' }] },
    ]);
    expect(labelled.map((field) => field.labelKey)).toEqual([
      'Score.fields.opus',
      'Own.key',
      'Score.fields.parts',
      'Score.fields.notes',
    ]);
    const [, , parts, notes] = labelled;
    expect(parts?.type === 'list' && parts.fields[0]?.labelKey).toBe('Part.fields.extent');
    expect(notes?.type === 'group' && notes.fields[0]?.labelKey).toBe('Score.fields.text');
  });
});
