import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import type { ListFieldDescriptor, ListItem } from '../fieldDescriptor.ts';
import { fieldPath, labelKeyOf } from '../fieldPaths.ts';
import type { InputNesting } from '../fields/fieldType.ts';
import { useFormMethods } from '../formMethods.tsx';
import { useFieldErrorText } from '../useFieldErrorText.ts';
import { ListCard } from './ListCard.tsx';
import { focusGridCell, gridEnterKey, ListGridHeader, ListGridRow } from './ListGrid.tsx';
import { ListInlineRow } from './ListInlineRow.tsx';
import { DragHandle, ItemButton, ItemMoves, useDragToReorder } from './ListItemControls.tsx';
import type { ListItemLayout } from './listItem.ts';
import { useItemsWithFields } from './useItemsWithFields.ts';

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
      if (left > 0) focusGridCell(field, name, Math.min(index, left - 1), 0);
      else requestAnimationFrame(() => document.getElementById(`${name}-add`)?.focus());
    }
  }

  function add() {
    const before = (getValues(name) ?? []) as ListItem[];
    const item = newListItem(field, before);
    if (field.addItem) replace(field.addItem(before, item));
    else append(item);
    // A grid goes on in the new row's first cell, as a sheet does.
    if (field.grid) focusGridCell(field, name, items.length, 0);
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

  /** What an item is and has, however it is laid out (listItem.ts). */
  function itemLayout(index: number): ListItemLayout {
    const itemPath = `${name}.${index}`;
    const itemLabel = t(field.itemLabelKey, { position: index + 1 });
    return {
      field,
      itemPath,
      index,
      itemLabel,
      groupProps: {
        role: 'group',
        'aria-label': itemLabel,
        'data-testid': `${name}-item`,
        ...drag.itemProps(index),
      },
      dropLine: drag.dropLine(index),
      fieldInput: (child) => <Field key={child.name} field={child} prefix={itemPath} />,
      handle: drag.enabled && <DragHandle label={t('record.drag_item', { item: itemLabel })} />,
      moves: (
        <ItemMoves
          itemPath={itemPath}
          itemLabel={itemLabel}
          first={index === 0}
          last={index === items.length - 1}
          onMove={(direction) => moveTo(index, direction === 'up' ? index - 1 : index + 1, direction)}
          onDuplicate={() => duplicate(index)}
          onRemove={() => askToRemove(index)}
        />
      ),
      remove: (
        <ItemButton
          id={`${itemPath}-remove`}
          label={t('record.remove_item', { item: itemLabel })}
          onClick={() => askToRemove(index)}
        >
          <DeleteOutlineIcon fontSize="small" />
        </ItemButton>
      ),
    };
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
      {field.grid && items.length > 0 && <ListGridHeader field={field} />}
      <Stack
        spacing={field.grid ? 1 : 2}
        onKeyDown={field.grid ? gridEnterKey(field, name, items.length, add) : undefined}
      >
        {items.map((item, index) => {
          const layout = itemLayout(index);
          if (field.grid) return <ListGridRow key={item.id} {...layout} />;
          if (field.inline) return <ListInlineRow key={item.id} {...layout} />;
          // An item holding an error stays open, so that its field can take the focus.
          const open = !collapsed.has(item.id) || getFieldState(layout.itemPath, formState).invalid;
          return (
            <ListCard
              key={item.id}
              {...layout}
              open={open}
              fieldsToCome={open && index >= withFields}
              summary={field.summary?.(getValues(layout.itemPath) as ListItem, t)}
              onToggle={() => toggle(item.id)}
            />
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
