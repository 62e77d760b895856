import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { visuallyHidden } from '../ui/visuallyHidden.ts';
import { FieldRows } from './FieldRows.tsx';
import { fieldPath, type ListFieldDescriptor, type ListItem, labelKeyOf } from './fieldDescriptor.ts';
import type { InputNesting } from './fields/fieldType.ts';
import { useFormMethods } from './formMethods.tsx';
import { focusGridElement, gridCellOf } from './gridCells.ts';
import { DragHandle, ItemButton, ItemMoves, useDragToReorder } from './ListItemControls.tsx';
import { useFieldErrorText } from './useFieldErrorText.ts';

/**
 * Items rendered with their fields at once; those after them first show their header and preview, and get
 * their fields one item per task, once what the list waits for (`itemFieldsAfter`) is done. A score's ten
 * incipits (a dozen fields each) thus open with the first in view at once and every notation drawn, while
 * the fields out of sight follow.
 */
const EAGER_ITEMS = 2;
/** The longest the fields wait for `itemFieldsAfter`: they must come even when Verovio is slow to load. */
export const ITEM_FIELDS_WAIT = 1000;

/**
 * How many items have their fields so far. One more per task rather than all in one deferred render: React
 * holds updates of default priority (a drawing arriving) until a transition has committed.
 */
function useItemsWithFields(count: number, after: (() => Promise<void>) | undefined): number {
  const [ready, setReady] = useState(() => (count <= EAGER_ITEMS ? Number.POSITIVE_INFINITY : EAGER_ITEMS));
  const [waited, setWaited] = useState(after === undefined);
  useEffect(() => {
    if (waited) return;
    let current = true;
    const timeout = new Promise((resolve) => setTimeout(resolve, ITEM_FIELDS_WAIT));
    const go = () => current && setWaited(true);
    Promise.race([after?.(), timeout]).then(go, go);
    return () => {
      current = false;
    };
  }, [waited, after]);
  useEffect(() => {
    if (!waited || ready >= count) return;
    const next = setTimeout(() => setReady((n) => (n + 1 >= count ? Number.POSITIVE_INFINITY : n + 1)));
    return () => clearTimeout(next);
  }, [waited, ready, count]);
  return ready;
}

export interface ListFieldInputProps {
  field: ListFieldDescriptor;
  prefix?: string;
  nested: InputNesting;
}

/** The repeater for nested lists: each item renders the list's own fields, and can be collapsed and moved. */
export function ListFieldInput({ field, prefix, nested }: ListFieldInputProps) {
  const { Field, newListItem, withoutListItem, copiedValues } = nested;
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const name = fieldPath(field, prefix);
  const { control, getFieldState, getValues } = useFormMethods();
  // The list's own errors and its items' (an item holding one stays open).
  const formState = useFormState({ control, name });
  const { fields: items, append, insert, remove, move, replace } = useFieldArray({ control, name });
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const { error } = getFieldState(name, formState);
  const listError = errorText(error?.root?.message ?? error?.message, field.messageValues);

  const [removing, setRemoving] = useState<number | null>(null);
  const drag = useDragToReorder(field.dragToReorder === true, move);
  const withFields = useItemsWithFields(items.length, field.itemFieldsAfter);

  function askToRemove(index: number) {
    if (field.removeConfirm) setRemoving(index);
    else removeAt(index);
  }

  function removeAt(index: number) {
    if (field.removeItem || field.keepsOne)
      replace(withoutListItem(field, getValues(name) as ListItem[], index));
    else remove(index);
    // Its button is gone with it: a grid goes on in the row now at its place (or the one before it).
    if (field.grid) {
      const left = items.length - 1;
      if (left > 0) focusCell(Math.min(index, left - 1), 0);
      else requestAnimationFrame(() => document.getElementById(`${name}-add`)?.focus());
    }
  }

  function add() {
    const before = (getValues(name) ?? []) as ListItem[];
    const item = newListItem(field, before);
    if (field.addItem) replace(field.addItem(before, item));
    else append(item);
    // A grid goes on in the new row's first cell, as a sheet does.
    if (field.grid) focusCell(items.length, 0);
  }

  function focusCell(index: number, column: number) {
    const cell = field.fields[column];
    if (cell) requestAnimationFrame(() => focusGridElement(`field-${name}.${index}.${cell.name}`));
  }

  // Enter goes down a row, to the same column, never submitting the form; in the last row it adds the next
  // one (from the last cell, going on in its first cell, as a sheet does). Shift+Enter keeps a new line in
  // a text area and does nothing in a one-line cell; an Enter a picker took (choosing a genre) is left alone.
  function onGridKeyDown(event: KeyboardEvent<HTMLElement>) {
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
    if (cell.index < items.length - 1) focusCell(cell.index + 1, cell.column);
    else {
      add();
      if (cell.column !== field.fields.length - 1) focusCell(items.length, cell.column);
    }
  }

  // The copy goes right after its original, saved as a new item; its first field takes the focus.
  function duplicate(index: number) {
    insert(
      index + 1,
      copiedValues(field.fields, getValues(`${name}.${index}`) as ListItem, newListItem(field)),
    );
  }

  // The moved item keeps the focus, so that moving it again by keyboard is one more key press.
  function moveTo(index: number, to: number, direction: 'up' | 'down') {
    move(index, to);
    requestAnimationFrame(() => {
      const button = document.getElementById(`${name}-${to}-${direction}`) as HTMLButtonElement | null;
      const other = document.getElementById(`${name}-${to}-${direction === 'up' ? 'down' : 'up'}`);
      (button && !button.disabled ? button : other)?.focus();
    });
  }

  function toggle(key: string) {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }

  return (
    // A grid narrower than its columns need scrolls sideways rather than cutting its cells.
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, minWidth: 0, overflowX: field.grid ? 'auto' : undefined }}
    >
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t(labelKeyOf(field))}
      </Typography>
      {field.grid && field.helperKey && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid={`${name}-hint`}>
          {t(field.helperKey)}
        </Typography>
      )}
      {field.grid && items.length > 0 && (
        <Box aria-hidden sx={{ ...gridRowSx(field), mb: -1 }}>
          {field.fields.map((column) => (
            <Typography key={column.name} variant="caption" color="text.secondary" noWrap>
              {t(labelKeyOf(column))}
            </Typography>
          ))}
          {/* The buttons' column, so that the headers stand over their cells. */}
          <span />
        </Box>
      )}
      <Stack spacing={field.grid ? 1 : 2} onKeyDown={field.grid ? onGridKeyDown : undefined}>
        {items.map((item, index) => {
          const itemPath = `${name}.${index}`;
          const itemLabel = t(field.itemLabelKey, { position: index + 1 });
          const moves = (
            <ItemMoves
              itemPath={itemPath}
              itemLabel={itemLabel}
              first={index === 0}
              last={index === items.length - 1}
              onMove={(direction) => moveTo(index, direction === 'up' ? index - 1 : index + 1, direction)}
              onDuplicate={() => duplicate(index)}
              onRemove={() => askToRemove(index)}
            />
          );
          // A grid row keeps the width for its cells: it is removed by its button, moved by dragging.
          const remove = (
            <ItemButton
              id={`${itemPath}-remove`}
              label={t('record.remove_item', { item: itemLabel })}
              onClick={() => askToRemove(index)}
            >
              <DeleteOutlineIcon fontSize="small" />
            </ItemButton>
          );
          const handle = drag.enabled && <DragHandle label={t('record.drag_item', { item: itemLabel })} />;
          // What every item is, however it is laid out: a group named after it, dragged where it may be.
          const groupProps = {
            role: 'group',
            'aria-label': itemLabel,
            'data-testid': `${name}-item`,
            ...drag.itemProps(index),
          };
          const fieldInput = (child: ListFieldDescriptor['fields'][number]) => (
            <Field key={child.name} field={child} prefix={itemPath} />
          );
          if (field.grid) {
            return (
              <Box key={item.id} {...groupProps} sx={{ ...gridRowSx(field), ...drag.dropLine(index) }}>
                {field.fields.map(fieldInput)}
                <Stack direction="row">
                  {field.rowActions && <field.rowActions itemPath={itemPath} index={index} />}
                  {handle}
                  {remove}
                </Stack>
              </Box>
            );
          }
          if (field.inline) {
            return (
              <Stack
                key={item.id}
                {...groupProps}
                direction={{ xs: 'column', sm: 'row' }}
                sx={{
                  gap: 1,
                  alignItems: { sm: 'flex-start' },
                  // The fields share the row; the drag handle and the buttons keep their size.
                  '& > :not(:last-child):not([draggable])': { flex: 1 },
                  ...drag.dropLine(index),
                }}
              >
                {handle}
                {field.fields.map(fieldInput)}
                <Stack
                  direction="row"
                  sx={{ pt: { sm: 1 }, alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}
                >
                  {moves}
                </Stack>
              </Stack>
            );
          }
          // An item holding an error stays open, so that its field can take the focus.
          const open = !collapsed.has(item.id) || getFieldState(itemPath, formState).invalid;
          const fieldsToCome = open && index >= withFields;
          const summary = field.summary?.(getValues(itemPath) as ListItem, t);
          const Preview = field.preview;
          return (
            <Box
              key={item.id}
              {...groupProps}
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                p: 2,
                pt: 1,
                // Items out of sight are neither laid out nor painted until scrolled to: a score's ten
                // incipits, each a dozen fields and its notation, open without laying out what is below.
                contentVisibility: 'auto',
                containIntrinsicSize: 'auto 480px',
                ...drag.dropLine(index),
              }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mb: open ? 1.5 : 0 }}>
                {handle}
                <ItemButton
                  id={`${itemPath}-toggle`}
                  label={t(open ? 'record.collapse_item' : 'record.expand_item', { item: itemLabel })}
                  expanded={open}
                  onClick={() => toggle(item.id)}
                >
                  {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                </ItemButton>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" color="text.secondary">
                    {itemLabel}
                  </Typography>
                  {!open && summary && (
                    <Typography noWrap data-testid="item-summary">
                      {summary}
                    </Typography>
                  )}
                </Box>
                {moves}
              </Stack>
              {Preview && (!open || fieldsToCome) && <Preview itemPath={itemPath} />}
              {open && !fieldsToCome && <FieldRows fields={field.fields} spacing={2} render={fieldInput} />}
            </Box>
          );
        })}
      </Stack>
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      {field.removeConfirm && (
        <ConfirmDialog
          open={removing !== null}
          title={t(field.removeConfirm.unlink ? 'record.unlink_title' : 'record.delete_title')}
          text={t(field.removeConfirm.textKey)}
          confirmLabel={t(field.removeConfirm.unlink ? 'record.unlink' : 'record.delete')}
          onConfirm={() => {
            if (removing !== null) removeAt(removing);
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
      <Button id={`${name}-add`} startIcon={<AddIcon />} onClick={add} sx={{ mt: 1 }}>
        {t('record.add_item', { list: t(labelKeyOf(field)) })}
      </Button>
      {field.actions && (
        <field.actions
          append={(added) => append(added)}
          items={() => (getValues(name) ?? []) as ListItem[]}
          replace={(reordered) => replace(reordered)}
        />
      )}
    </Box>
  );
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
