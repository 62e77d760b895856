import type { FieldDescriptor, ListFieldDescriptor, ListItem } from './fieldDescriptor.ts';

/** The row and column of a grid cell's input, from its id (`field-entries.3.genre`), or null. */
export function gridCellOf(id: string, prefix: string, field: ListFieldDescriptor) {
  if (!id.startsWith(prefix)) return null;
  const [row, name, ...rest] = id.slice(prefix.length).split('.');
  const index = Number(row);
  const column = field.fields.findIndex((cell) => cell.name === name);
  if (rest.length || !Number.isInteger(index) || column < 0) return null;
  return { index, column };
}

const isEmpty = (value: unknown) =>
  value == null || (Array.isArray(value) ? value.length === 0 : String(value).trim() === '');

/**
 * Where typing goes on in a grid (`name` its path): its first empty cell, row by row, else its first cell;
 * null while it has no rows.
 */
export function firstEmptyCell(field: ListFieldDescriptor, items: readonly ListItem[], name: string) {
  for (const [index, item] of items.entries()) {
    const empty = field.fields.find((cell) => isEmpty(item[cell.name]));
    if (empty) return `${name}.${index}.${empty.name}`;
  }
  const first = field.fields[0];
  return items.length > 0 && first ? `${name}.0.${first.name}` : null;
}

/**
 * Focuses the element of that id as the grid moves to it: a cell's content selected, as Tab selects it,
 * so that typing replaces what the grid proposed there rather than adding to it. False when it is not
 * there.
 */
export function focusGridElement(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.focus();
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.select();
  return true;
}

/**
 * Where typing goes on in a form just opened by leafing to it: the first grid's first empty cell, or its
 * button adding the first row while it has none.
 */
export function focusGridStart(fields: readonly FieldDescriptor[], values: Record<string, unknown>) {
  const grid = fields.find((field): field is ListFieldDescriptor => field.type === 'list' && !!field.grid);
  if (!grid) return;
  const items = Array.isArray(values[grid.name]) ? (values[grid.name] as ListItem[]) : [];
  const cell = firstEmptyCell(grid, items, grid.name);
  if (!cell || !focusGridElement(`field-${cell}`)) document.getElementById(`${grid.name}-add`)?.focus();
}
