import {
  blankPrimaryName,
  personName,
  personSchema,
  personSubtitle,
  requiredTextObject,
} from '@fontes/domain';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import type { GetPersonQuery } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { createInPlaceDialog } from '../../records/CreateInPlaceDialog.tsx';
import {
  defineRecord,
  deleteOperation,
  loadOperation,
  saveOperation,
} from '../../records/recordScreenDefinition.ts';
import { groupedByFunction } from '../holdings/HoldingsList.tsx';
import { sourcesField } from '../source/sourceFields.ts';
import { choosePrimaryName, removeName } from './nameRules.ts';

const GetPerson = graphql(`
  query GetPerson($id: Int!) {
    getPerson(id: $id) {
      id
      names {
        id
        name
        primary
      }
      dates
      cleric
      first_mass
      profession
      notes
      syllabi {
        id
        citation
        transcription
        translation
      }
      vow_book_entry {
        id
        citation
        transcription
      }
      sources {
        ...SourceFields
      }
      updated_at
    }
  }
`);

const UpsertPerson = graphql(`
  mutation UpsertPerson($input: PersonInput!) {
    upsertPerson(input: $input) {
      ...SaveOutcomeFields
    }
  }
`);

const DeletePerson = graphql(`
  mutation DeletePerson($id: Int!) {
    deletePerson(id: $id) {
      ...OutcomeFields
    }
  }
`);

type PersonRecord = NonNullable<GetPersonQuery['getPerson']>;

const save = saveOperation(UpsertPerson, (data) => data.upsertPerson);

/** A person created from a name typed into a picker: one primary name, the rest is catalogued later. */
export const CreatePersonDialog = createInPlaceDialog({
  titleKey: 'entities.person.create_title',
  field: 'name',
  labelKey: 'Name.fields.name',
  schema: requiredTextObject('name', 'Person.error_name_empty'),
  saveFailedKey: 'entities.person.save_failed',
  save,
  input: (name) => ({ names: [{ name, primary: true }] }),
  sameNamed: 'person',
});

const cleric = { field: 'cleric' };

const fields: FieldDescriptor[] = [
  { name: 'dates', type: 'text', row: 'life', helperKey: 'entities.person.dates_help' },
  { name: 'cleric', type: 'checkbox', row: 'life' },
  { name: 'first_mass', type: 'text', row: 'life', shownWhen: cleric },
  { name: 'profession', type: 'text' },
  { name: 'notes', type: 'textarea', rows: 4 },
  {
    name: 'names',
    // The names, vow book entry and syllabi are this one person's.
    copied: false,
    type: 'list',
    entity: 'Name',
    tab: 'names',
    itemLabelKey: 'Name.item',
    fields: [
      { name: 'name', type: 'text', row: 'name', required: true },
      {
        name: 'primary',
        row: 'name',
        // A person has one primary name: a copy of it is a variant.
        copied: false,
        type: 'checkbox',
        onChange: choosePrimaryName,
      },
    ],
    // §4: a person starts with one blank primary name, and removing the last leaves one.
    newValue: () => [blankPrimaryName()],
    removeItem: removeName,
    summary: (item, t) =>
      [item.name, item.primary ? t('Name.fields.primary') : ''].filter(Boolean).join(' · '),
  },
  {
    name: 'vow_book_entry',
    copied: false,
    type: 'group',
    entity: 'VowBookEntry',
    tab: 'vow_book_entries',
    fields: [
      { name: 'citation', type: 'text', required: true },
      { name: 'transcription', type: 'textarea', required: true },
    ],
  },
  {
    name: 'syllabi',
    copied: false,
    type: 'list',
    entity: 'Syllabus',
    tab: 'syllabi',
    itemLabelKey: 'Syllabus.item',
    fields: [
      { name: 'citation', type: 'text', required: true },
      { name: 'transcription', type: 'textarea', required: true },
      { name: 'translation', type: 'textarea', required: true },
    ],
    summary: (item) => String(item.citation ?? ''),
  },
  sourcesField('sources'),
  groupedByFunction('scores', 'person_scores'),
  groupedByFunction('publications', 'person_publications'),
];

export const personDefinition = defineRecord<PersonRecord, typeof personSchema>({
  type: 'person',
  labels: {
    typeName: 'recordTypes.person',
    createTitle: 'entities.person.create_title',
    deleteConfirm: 'entities.person.delete_confirm',
    saveFailed: 'entities.person.save_failed',
  },
  fields,
  tabs: [
    { key: 'basic', labelKey: 'Person.tabs.basic' },
    { key: 'names', labelKey: 'Person.tabs.names' },
    { key: 'vow_book_entries', labelKey: 'Person.tabs.vow_book_entries', shownWhen: cleric },
    { key: 'syllabi', labelKey: 'Person.tabs.syllabi', shownWhen: cleric },
    { key: 'sources', labelKey: 'Person.tabs.sources' },
  ],
  // A person is nothing without a name: a new one starts where the names are entered.
  createTab: 'names',
  schema: personSchema,
  title: personName,
  subtitle: personSubtitle,
  load: loadOperation(GetPerson, (data) => data.getPerson),
  save,
  remove: deleteOperation(DeletePerson, (data) => data.deletePerson),
});
