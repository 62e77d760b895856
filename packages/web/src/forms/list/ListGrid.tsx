import { Box, Stack, Typography } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../ui/visuallyHidden.ts';
import type { ListFieldDescriptor } from '../fieldDescriptor.ts';
import { labelKeyOf } from '../fieldPaths.ts';
import { focusGridElement, gridCellOf } from '../gridCells.ts';
import type { ListItemLayout } from './listItem.ts';

// A list shown as a grid (`grid: true`): one compact row of fields per item under column headers, read on
// with Tab and Enter as a sheet is (a page's entries, transcribed from the scan).

/** The column headers, over the cells they name (the inputs' own labels are for screen readers only). */
export function ListGridHeader({ field }: { field: ListFieldDescriptor }) {
  const { t } = useTranslation();
  return (
    <Box aria-hidden sx={{ ...gridRowSx(field), mb: -1 }}>
      {field.fields.map((column) => (
        <Typography key={column.name} variant="caption" color="text.secondary" noWrap>
          {t(labelKeyOf(column))}
        </Typography>
      ))}
      {/* The buttons' column, so that the headers stand over their cells. */}
      <span />
    </Box>
  );
}

/** A grid row keeps the width for its cells: it is removed by its button, moved by dragging. */
export function ListGridRow({
  field,
  itemPath,
  index,
  groupProps,
  dropLine,
  fieldInput,
  handle,
  remove,
}: ListItemLayout) {
  return (
    <Box {...groupProps} sx={{ ...gridRowSx(field), ...dropLine }}>
      {field.fields.map(fieldInput)}
      <Stack direction="row">
        {field.rowActions && <field.rowActions itemPath={itemPath} index={index} />}
        {handle}
        {remove}
      </Stack>
    </Box>
  );
}

/** Puts the focus in a cell, once the row it is in has been drawn. */
export function focusGridCell(field: ListFieldDescriptor, name: string, index: number, column: number) {
  const cell = field.fields[column];
  if (cell) requestAnimationFrame(() => focusGridElement(`field-${name}.${index}.${cell.name}`));
}

/**
 * Enter goes down a row, to the same column, never submitting the form; in the last row it adds the next
 * one (from the last cell, going on in its first cell, as a sheet does). Shift+Enter keeps a new line in a
 * text area and does nothing in a one-line cell; an Enter a picker took (choosing a genre) is left alone.
 */
export function gridEnterKey(field: ListFieldDescriptor, name: string, count: number, add: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    const cell = gridCellOf(target.id, `field-${name}.`, field);
    if (!cell) return;
    if (event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) {
      // A one-line input would submit the form on any Enter.
      if (target.tagName !== 'TEXTAREA') event.preventDefault();
      return;
    }
    event.preventDefault();
    if (cell.index < count - 1) focusGridCell(field, name, cell.index + 1, cell.column);
    else {
      add();
      if (cell.column !== field.fields.length - 1) focusGridCell(field, name, count, cell.column);
    }
  };
}

/**
 * A grid row: a column per field and one for the item's buttons. The column headers name the cells, so the
 * inputs' own labels are kept for screen readers only, and the inputs are made compact.
 */
function gridRowSx(field: ListFieldDescriptor) {
  return {
    display: 'grid',
    gridTemplateColumns: gridColumns(field),
    columnGap: 1,
    alignItems: 'start',
    '& .MuiInputLabel-root': visuallyHidden,
    '& .MuiOutlinedInput-notchedOutline legend': { display: 'none' },
    '& .MuiOutlinedInput-notchedOutline': { top: 0 },
    '& .MuiInputBase-root': { py: 0, px: 0 },
    '& .MuiInputBase-input': { py: 0.75, px: 1, typography: 'body2' },
    // A lookup's suggestions open as it is typed in: its button gives its width to the text.
    '& .MuiAutocomplete-endAdornment': { display: 'none' },
    '& .MuiAutocomplete-root .MuiOutlinedInput-root.MuiAutocomplete-inputRoot': { p: 0 },
    '& .MuiAutocomplete-root .MuiOutlinedInput-root .MuiAutocomplete-input': { py: 0.75, px: 1 },
    // A cell's message wraps between words, read whole; a text breaks inside a word only when it alone
    // is wider than its column.
    '& .MuiFormHelperText-root': { mx: 0.5, overflowWrap: 'normal' },
    '& textarea': { overflowWrap: 'break-word', wordBreak: 'normal' },
  } as const;
}

/** Each field's column sized by what it holds (its `gridColumn`), then the item's buttons. */
export function gridColumns(field: ListFieldDescriptor): string {
  const tracks = field.fields.map(
    ({ gridColumn = { minRem: 8, share: 1 } }) => `minmax(${gridColumn.minRem}rem, ${gridColumn.share}fr)`,
  );
  return [...tracks, 'auto'].join(' ');
}
