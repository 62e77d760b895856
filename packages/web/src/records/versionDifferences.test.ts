import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from '../forms/fieldDescriptor.ts';
import { differingFields } from './versionDifferences.ts';

const fields = [
  { name: 'name', type: 'text', labelKey: 'name' },
  { name: 'notes', type: 'textarea', labelKey: 'notes' },
  {
    name: 'names',
    type: 'list',
    labelKey: 'names',
    fields: [{ name: 'name', type: 'text', labelKey: 'name' }],
    newItem: () => ({ name: '' }),
  },
] as FieldDescriptor[];

describe('differingFields', () => {
  it('names the fields whose values differ, nested lists compared whole', () => {
    const mine = { name: 'Haydn', notes: 'mine', names: [{ id: 1, name: 'Haydn' }] };
    const theirs = { name: 'Haydn', notes: 'theirs', names: [{ id: 1, name: 'Haydn, Michael' }] };
    expect(differingFields({ fields }, mine, theirs)).toEqual(new Set(['notes', 'names']));
  });

  it('leaves out ids: a row saved anew shows the same', () => {
    const mine = { names: [{ id: 1, name: 'Haydn' }] };
    expect(differingFields({ fields }, mine, { names: [{ id: 7, name: 'Haydn' }] })).toEqual(new Set());
  });

  it('takes empty values of any kind as equal', () => {
    const mine = { name: '', notes: null, names: [] };
    expect(differingFields({ fields }, mine, { notes: undefined, names: [{ name: 'Haydn' }] })).toEqual(
      new Set(['names']),
    );
  });
});
