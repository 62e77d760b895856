import type { FieldDescriptor } from './fieldDescriptor.ts';

/** Values up to this length stay on one line in a view's table ("23 × 31 cm", "Op. 12", "1795"). */
const SHORT_TEXT = 24;

// The value's own text keeps its line breaks (`pre-line`): on one line, it must not wrap either.
const oneLine = { whiteSpace: 'nowrap', '& .MuiTypography-root': { whiteSpace: 'nowrap' } };

/**
 * How a cell of a view's table holds its value: a short one on one line (the table scrolls sideways
 * rather than break "23 × 31 cm" over four lines), a longer one wrapped in a column wide enough to read.
 */
export function tableCellSx(column: FieldDescriptor, value: unknown) {
  return staysOnOneLine(column, value) ? oneLine : { minWidth: '10rem' };
}

function staysOnOneLine(column: FieldDescriptor, value: unknown): boolean {
  if (column.type === 'select' || column.type === 'checkbox') return true;
  const text = textOf(value);
  return text !== null && text.length <= SHORT_TEXT;
}

function textOf(value: unknown): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  // A picked record or a place: its title.
  const title = (value as { title?: unknown }).title;
  return typeof title === 'string' ? title : null;
}
