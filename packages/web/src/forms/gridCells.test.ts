import { describe, expect, it } from 'vitest';
import type { ListFieldDescriptor } from './fieldDescriptor.ts';
import { firstEmptyCell, gridCellOf } from './gridCells.ts';

const entries: ListFieldDescriptor = {
  name: 'entries',
  type: 'list',
  itemLabelKey: 'Entry.item',
  fields: [
    { name: 'number', type: 'text' },
    { name: 'genre', type: 'lookup', lookup: 'genres' },
  ],
};

describe('gridCellOf', () => {
  it("finds a cell's row and column from its input's id", () => {
    expect(gridCellOf('field-entries.3.genre', 'field-entries.', entries)).toEqual({ index: 3, column: 1 });
    expect(gridCellOf('field-entries.0.number', 'field-entries.', entries)).toEqual({ index: 0, column: 0 });
  });
  it('knows no cell of another list, field or nesting', () => {
    for (const id of [
      'field-number',
      'field-entries.x.genre',
      'field-entries.1.notes',
      'field-entries.1.genre.0',
    ])
      expect(gridCellOf(id, 'field-entries.', entries)).toBeNull();
  });
});

describe('firstEmptyCell', () => {
  it('is the first empty cell, row by row, a blank or missing value counting as empty', () => {
    const items = [
      { number: '1', genre: 'Missa' },
      { number: '2', genre: '  ' },
      { number: '', genre: '' },
    ];
    expect(firstEmptyCell(entries, items, 'entries')).toBe('entries.1.genre');
    expect(firstEmptyCell(entries, [{ genre: 'Missa' }], 'entries')).toBe('entries.0.number');
  });
  it('is the first cell when every cell is filled, and none without rows', () => {
    expect(firstEmptyCell(entries, [{ number: '1', genre: 'Missa' }], 'entries')).toBe('entries.0.number');
    expect(firstEmptyCell(entries, [], 'entries')).toBeNull();
  });
});
