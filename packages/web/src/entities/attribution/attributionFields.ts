import { codeLabelKey, type PickedRecord } from '@fontes/domain';
import type { FieldDescriptor, ListFieldDescriptor } from '../../forms/fieldDescriptor.ts';
import { codeListOptions } from '../../forms/fieldPaths.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { CreatePersonDialog } from '../person/personDefinition.ts';
import { placeField } from '../place/placeField.tsx';

// The attributions list, once for every entity that has them (publications, scores).

const fields: FieldDescriptor[] = [
  {
    name: 'person',
    type: 'reference',
    recordType: 'person',
    required: true,
    createInPlace: CreatePersonDialog,
  },
  {
    name: 'function',
    row: 'role',
    type: 'select',
    required: true,
    ...codeListOptions('attributionFunctions'),
  },
  { name: 'qualifier', type: 'select', row: 'role', required: true, ...codeListOptions('qualifiers') },
  { name: 'profession', type: 'text', row: 'office' },
  { name: 'designation', type: 'text', row: 'office' },
  { ...placeField('place'), row: 'office' },
  { name: 'from', type: 'text', row: 'time' },
  { name: 'to', type: 'text', row: 'time' },
  { name: 'member', type: 'checkbox', row: 'time' },
  { name: 'notes', type: 'textarea', rows: 2 },
];

/** The attributions list field; `tab` places it in an entity's tabs. */
export function attributionsField(tab?: string): ListFieldDescriptor {
  return {
    name: 'attributions',
    type: 'list',
    entity: 'Attribution',
    labelKey: 'Publication.fields.attributions',
    itemLabelKey: 'Attribution.item',
    tab,
    fields,
    removeConfirm: { textKey: 'entities.remove_confirm.attribution' },
    summary: (item, t) => {
      const person = (item.person as PickedRecord | null)?.title ?? '';
      const role = item.function ? t(codeLabelKey('attributionFunctions', String(item.function))) : '';
      return person && role
        ? t('entities.publication.attribution_summary', { person, function: role })
        : person || role;
    },
  };
}

/** The selection of an attribution, wherever a record carries attributions. */
export const AttributionFieldsFragment = graphql(`
  fragment AttributionFields on Attribution {
    id
    person {
      id
      names {
        name
        primary
      }
    }
    function
    qualifier
    profession
    from
    to
    designation
    member
    notes
    place {
      id
      name
    }
  }
`);
