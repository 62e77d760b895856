import { describe, expect, it } from 'vitest';
import { namesAfterPrimaryChange, removeName } from './nameRules.ts';

const names = [
  { id: 1, name: 'Haydn, Johann Michael', primary: true },
  { id: 2, name: 'Haydn, Michael', primary: false },
  { id: 3, name: 'Heiden, Michael', primary: false },
];

describe('primary name', () => {
  it('choosing a primary name unsets the others', () => {
    expect(namesAfterPrimaryChange(names, 2).map((name) => name.primary)).toEqual([false, false, true]);
  });

  it('unticking the primary name keeps it primary, so that exactly one stays', () => {
    expect(namesAfterPrimaryChange(names, 0).map((name) => name.primary)).toEqual([true, false, false]);
  });
});

describe('removing a name', () => {
  it('removing the last name leaves a blank primary name', () => {
    expect(removeName([names[1]], 0)).toEqual([{ name: '', primary: true }]);
  });

  it('removing the primary name makes the first remaining one primary', () => {
    expect(removeName(names, 0)).toEqual([
      { id: 2, name: 'Haydn, Michael', primary: true },
      { id: 3, name: 'Heiden, Michael', primary: false },
    ]);
  });

  it('removing another name keeps the primary one', () => {
    expect(removeName(names, 1).map((name) => [name.id, name.primary])).toEqual([
      [1, true],
      [3, false],
    ]);
  });
});
