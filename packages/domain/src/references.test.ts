import { describe, expect, it } from 'vitest';
import { pickedRecord } from './references.ts';
import { toRecordId } from './validation-values.ts';

describe('picked records', () => {
  it('keep the title of a loaded record beside its id, and are null when none is given', () => {
    const person = { id: 3, names: ['Haydn'] };
    expect(pickedRecord(person, (p) => p.names[0] ?? '')).toEqual({ id: 3, title: 'Haydn' });
    expect(pickedRecord(null, () => 'never')).toBeNull();
  });

  it('are sent as their id', () => {
    expect(toRecordId(pickedRecord({ id: 7 }, () => 'Haydn, Michael'))).toBe(7);
    expect(toRecordId(null)).toBeNull();
  });
});
