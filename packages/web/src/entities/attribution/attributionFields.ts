import { codeLabelKey, type PickedRecord, personName, pickedRecord } from '@fontes/domain';
import {
  codeListOptions,
  type FieldDescriptor,
  type ListFieldDescriptor,
} from '../../forms/fieldDescriptor.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { CreatePersonDialog } from '../person/personDefinition.ts';

// The attributions list, once for every entity that has them (publications, scores).

interface AttributionRecord {
  id: number;
  person: { id: number; names: readonly { name: string; primary: boolean }[] };
  function: string;
  qualifier: string;
  profession?: string | null;
  from?: string | null;
  to?: string | null;
  designation?: string | null;
  member: boolean;
  notes?: string | null;
  place?: { id: number; name: string } | null;
}

const label = (field: string) => `Attribution.fields.${field}`;

const fields: FieldDescriptor[] = [
  {
    name: 'person',
    type: 'reference',
    recordType: 'person',
    labelKey: label('person'),
    required: true,
    createInPlace: CreatePersonDialog,
  },
  {
    name: 'function',
    type: 'select',
    labelKey: label('function'),
    required: true,
    row: 'role',
    ...codeListOptions('attributionFunctions'),
  },
  {
    name: 'qualifier',
    type: 'select',
    labelKey: label('qualifier'),
    required: true,
    row: 'role',
    ...codeListOptions('qualifiers'),
  },
  { name: 'profession', type: 'text', labelKey: label('profession'), row: 'office' },
  { name: 'designation', type: 'text', labelKey: label('designation'), row: 'office' },
  { name: 'place', type: 'lookup', lookup: 'places', labelKey: label('place'), row: 'office' },
  { name: 'from', type: 'text', labelKey: label('from'), row: 'time' },
  { name: 'to', type: 'text', labelKey: label('to'), row: 'time' },
  { name: 'member', type: 'checkbox', labelKey: label('member'), row: 'time' },
  { name: 'notes', type: 'textarea', labelKey: label('notes'), rows: 2 },
];

/** The attributions list field; `tab` places it in an entity's tabs. */
export function attributionsField(tab?: string): ListFieldDescriptor {
  return {
    name: 'attributions',
    type: 'list',
    labelKey: 'Publication.fields.attributions',
    itemLabelKey: 'Attribution.item',
    tab,
    fields,
    removeConfirm: { textKey: 'entities.remove_confirm.attribution' },
    newItem: () => ({
      person: null,
      function: '',
      qualifier: '',
      profession: '',
      designation: '',
      place: null,
      from: '',
      to: '',
      member: false,
      notes: '',
    }),
    summary: (item, t) => {
      const person = (item.person as PickedRecord | null)?.title ?? '';
      const role = item.function ? t(codeLabelKey('attributionFunctions', String(item.function))) : '';
      return person && role
        ? t('entities.publication.attribution_summary', { person, function: role })
        : person || role;
    },
  };
}

const personReference = (person: AttributionRecord['person']) => pickedRecord(person, personName);

/** A saved attribution as the form and the view hold it: the person as a picked record `{ id, title }`. */
export function attributionFormValues(attribution: AttributionRecord) {
  return {
    id: attribution.id,
    person: personReference(attribution.person),
    function: attribution.function,
    qualifier: attribution.qualifier,
    profession: attribution.profession ?? '',
    designation: attribution.designation ?? '',
    place: attribution.place ? { id: attribution.place.id, title: attribution.place.name } : null,
    from: attribution.from ?? '',
    to: attribution.to ?? '',
    member: attribution.member,
    notes: attribution.notes ?? '',
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
