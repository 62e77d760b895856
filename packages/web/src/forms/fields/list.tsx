import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldDescriptor, ListFieldDescriptor, ListItem } from '../fieldDescriptor.ts';
import { labelKeyOf } from '../fieldPaths.ts';
import { ListFieldInput } from '../list/ListFieldInput.tsx';
import { tableCellSx } from '../tableCells.ts';
import type { FieldTypeModule, FieldViewProps, ViewNesting } from './fieldType.ts';

/** A nested list as a table: one row per item, one column per field; or as its one-line summary. */
function ListView({ field, value, nested }: FieldViewProps<ListFieldDescriptor> & { nested: ViewNesting }) {
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
                  <nested.Value field={column} value={item[column.name]} values={item} />
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
  empty: (field, nested) => (field.keepsOne ? [nested.newListItem(field)] : []),
  formValue: (field, value, nested) => {
    const items = itemsOf(value).map((item) => ({ id: item.id, ...nested.formValues(field.fields, item) }));
    return items.length === 0 && field.keepsOne ? [nested.newListItem(field)] : items;
  },
  // Views read the items by the fields they show (a source's reference), each item keeping its own values.
  viewValue: (field, value, nested) =>
    itemsOf(value).map((item) => nested.viewValues(field.viewFields ?? field.fields, item)),
  toInput: (field, value, nested) =>
    Array.isArray(value) ? value.map((item) => nested.formInput(field.fields, item as ListItem)) : value,
};
