import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FieldValue } from '../FieldValueList.tsx';
import {
  type FieldDescriptor,
  type ListFieldDescriptor,
  type ListItem,
  labelKeyOf,
} from '../fieldDescriptor.ts';
import { formInput, formValues, newValues, viewValues } from '../fieldValues.ts';
import { ListFieldInput } from '../ListFieldInput.tsx';
import { tableCellSx } from '../tableCells.ts';
import type { FieldTypeModule, FieldViewProps } from './fieldType.ts';

/** A nested list as a table: one row per item, one column per field; or as its one-line summary. */
function ListView({ field, value }: FieldViewProps<ListFieldDescriptor>) {
  const { t } = useTranslation();
  const items = value as ListItem[];
  if (field.viewSummary) return <Typography>{field.viewSummary(items, t)}</Typography>;
  const columns = field.viewFields ?? field.fields;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t(labelKeyOf(field))} data-testid={`table-${field.name}`}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.name} sx={{ whiteSpace: 'nowrap' }}>
                {t(labelKeyOf(column))}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items are shown in their saved order
            <TableRow key={index}>
              {columns.map((column) => (
                <TableCell
                  key={column.name}
                  sx={{ verticalAlign: 'top', ...tableCellSx(column, item[column.name]) }}
                >
                  <FieldValue field={column} value={item[column.name]} values={item} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const itemsOf = (value: unknown) => (Array.isArray(value) ? (value as ListItem[]) : []);

/** A new item after `items`: the list's own, or the empty values of its fields. */
export function newListItem(field: ListFieldDescriptor, items: readonly ListItem[] = []): ListItem {
  return field.newItem ? field.newItem(items) : newValues(field.fields);
}

/** The list after removing item `index`: by the list's own rule, or leaving a new item where it keeps one. */
export function withoutListItem(field: ListFieldDescriptor, items: readonly ListItem[], index: number) {
  if (field.removeItem) return field.removeItem(items, index);
  const rest = items.filter((_item, i) => i !== index);
  return rest.length === 0 && field.keepsOne ? [newListItem(field)] : rest;
}

/**
 * The lists of a form's values that a save takes items out of (`keptOnSave`), as [name, kept items]: only
 * those that change.
 */
export function listsKeptOnSave(fields: readonly FieldDescriptor[], values: Record<string, unknown>) {
  return fields.flatMap((field) => {
    if (field.type !== 'list' || !field.keptOnSave) return [];
    const items = itemsOf(values[field.name]);
    const kept = field.keptOnSave(items);
    return kept.length === items.length ? [] : [[field.name, kept] as const];
  });
}

/** A repeated group of fields: the items by their fields, each keeping its id, and sent the same way. */
export const listField: FieldTypeModule<ListFieldDescriptor> = {
  Input: ListFieldInput,
  View: ListView,
  empty: (field) => (field.keepsOne ? [newListItem(field)] : []),
  formValue: (field, value) => {
    const items = itemsOf(value).map((item) => ({ id: item.id, ...formValues(field.fields, item) }));
    return items.length === 0 && field.keepsOne ? [newListItem(field)] : items;
  },
  // Views read the items by the fields they show (a source's reference), each item keeping its own values.
  viewValue: (field, value) =>
    itemsOf(value).map((item) => viewValues(field.viewFields ?? field.fields, item)),
  toInput: (field, value) =>
    Array.isArray(value) ? value.map((item) => formInput(field.fields, item as ListItem)) : value,
};
