import { entityOfType } from '@fontes/domain';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import { codeListOptions } from '../../forms/fieldPaths.ts';
import type { BulkOperationKind, BulkType } from '../../graphql/generated/graphql.ts';

// The operation of a bulk edit as a described form: its kind, and the values that kind needs, each
// shown while its kind is chosen. The server checks them (bulk/bulk-operations.ts) and its errors stand
// beside these fields, which carry the names it gives them.

/** The operations offered per type: what records of the type hold (a person has no genres). */
export const KINDS: Record<BulkType, readonly BulkOperationKind[]> = {
  score: [
    'add_genre',
    'remove_genre',
    'set_field',
    'clear_field',
    'replace_person',
    'add_publication',
    'move_collection',
  ],
  publication: ['set_field', 'clear_field', 'replace_person'],
  person: ['set_field', 'clear_field'],
};

const when = (...kinds: BulkOperationKind[]) => ({ shownWhen: { field: 'kind', oneOf: kinds } });

/** The form's fields for records of `type`, whose settable fields are `textFields` (the server's list). */
export function bulkOperationFields(type: BulkType, textFields: readonly string[]): FieldDescriptor[] {
  const entity = entityOfType(type);
  return [
    {
      name: 'kind',
      type: 'select',
      required: true,
      labelKey: 'bulk.fields.kind',
      options: KINDS[type],
      optionLabelKey: (kind) => `bulk.kinds.${kind}`,
    },
    {
      name: 'field',
      type: 'select',
      required: true,
      labelKey: 'bulk.fields.field',
      options: textFields,
      optionLabelKey: (field) => `${entity}.fields.${field}`,
      ...when('set_field', 'clear_field'),
    },
    { name: 'value', type: 'text', required: true, labelKey: 'bulk.fields.value', ...when('set_field') },
    {
      name: 'genre',
      type: 'lookup',
      lookup: 'genres',
      required: true,
      labelKey: 'bulk.fields.genre',
      ...when('add_genre', 'remove_genre'),
    },
    {
      name: 'person',
      type: 'reference',
      recordType: 'person',
      required: true,
      labelKey: 'bulk.fields.person',
      ...when('replace_person'),
    },
    {
      name: 'replacement',
      type: 'reference',
      recordType: 'person',
      required: true,
      labelKey: 'bulk.fields.replacement',
      ...when('replace_person'),
    },
    {
      name: 'function',
      type: 'select',
      labelKey: 'bulk.fields.function',
      ...codeListOptions('attributionFunctions'),
      ...when('replace_person'),
    },
    {
      name: 'qualifier',
      type: 'select',
      labelKey: 'bulk.fields.qualifier',
      ...codeListOptions('qualifiers'),
      ...when('replace_person'),
    },
    {
      name: 'publication',
      type: 'reference',
      recordType: 'publication',
      required: true,
      labelKey: 'bulk.fields.publication',
      ...when('add_publication'),
    },
    {
      name: 'number',
      type: 'text',
      required: true,
      labelKey: 'bulk.fields.number',
      ...when('add_publication'),
    },
    {
      name: 'collection',
      type: 'reference',
      recordType: 'collection',
      required: true,
      labelKey: 'bulk.fields.collection',
      ...when('move_collection'),
    },
  ];
}

/** The operation the server is sent: the kind's own values only (a value typed for another kind is left). */
export function operationOf(values: Record<string, unknown>): Record<string, unknown> {
  const kind = values.kind as BulkOperationKind;
  const own: Record<BulkOperationKind, string[]> = {
    set_field: ['field', 'value'],
    clear_field: ['field'],
    add_genre: ['genre'],
    remove_genre: ['genre'],
    replace_person: ['person', 'replacement', 'function', 'qualifier'],
    add_publication: ['publication', 'number'],
    move_collection: ['collection'],
  };
  const blank = (value: unknown) => value === undefined || value === null || value === '';
  return Object.fromEntries([
    ['kind', kind],
    ...own[kind].filter((name) => !blank(values[name])).map((name) => [name, values[name]]),
  ]);
}
