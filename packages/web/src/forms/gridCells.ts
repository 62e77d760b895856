import type { ListFieldDescriptor } from './fieldDescriptor.ts';

/** The row and column of a grid cell's input, from its id (`field-entries.3.genre`), or null. */
export function gridCellOf(id: string, prefix: string, field: ListFieldDescriptor) {
  if (!id.startsWith(prefix)) return null;
  const [row, name, ...rest] = id.slice(prefix.length).split('.');
  const index = Number(row);
  const column = field.fields.findIndex((cell) => cell.name === name);
  if (rest.length || !Number.isInteger(index) || column < 0) return null;
  return { index, column };
}
