import { blankPrimaryName, personName, personSchema, personSubtitle } from '@fontes/domain';
import { createInPlaceDialog } from '../../forms/CreateInPlaceDialog.tsx';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import {
  defineRecord,
  deleteOperation,
  loadOperation,
  saveOperation,
} from '../../forms/recordScreenDefinition.ts';
import type { GetPersonQuery, PersonInput } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { sourceFormValues, sourcesField, sourceViewValues } from '../source/sourceFields.ts';
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
      ...DeleteOutcomeFields
    }
  }
`);

type PersonRecord = NonNullable<GetPersonQuery['getPerson']>;

const save = saveOperation(UpsertPerson, (data) => data.upsertPerson);

/** A person created from a name typed into a picker: one primary name, the rest is catalogued later. */
export const CreatePersonDialog = createInPlaceDialog({
  titleKey: 'entities.person.create_title',
  labelKey: 'Name.fields.name',
  saveFailedKey: 'entities.person.save_failed',
  save,
  input: (name) => ({ names: [{ name, primary: true }] }),
});

const label = (entity: string, field: string) => `${entity}.fields.${field}`;
const cleric = { field: 'cleric' };

const fields: FieldDescriptor[] = [
  {
    name: 'dates',
    type: 'text',
    labelKey: label('Person', 'dates'),
    helperKey: 'entities.person.dates_help',
    row: 'life',
  },
  { name: 'cleric', type: 'checkbox', labelKey: label('Person', 'cleric'), row: 'life' },
  {
    name: 'first_mass',
    type: 'text',
    labelKey: label('Person', 'first_mass'),
    shownWhen: cleric,
    row: 'life',
  },
  { name: 'profession', type: 'text', labelKey: label('Person', 'profession') },
  { name: 'notes', type: 'textarea', labelKey: label('Person', 'notes'), rows: 4 },
  {
    name: 'names',
    type: 'list',
    tab: 'names',
    labelKey: label('Person', 'names'),
    // The names, vow book entry and syllabi are this one person's.
    copied: false,
    itemLabelKey: 'Name.item',
    fields: [
      { name: 'name', type: 'text', labelKey: label('Name', 'name'), required: true, row: 'name' },
      {
        name: 'primary',
        type: 'checkbox',
        labelKey: label('Name', 'primary'),
        onChange: choosePrimaryName,
        row: 'name',
        // A person has one primary name: a copy of it is a variant.
        copied: false,
      },
    ],
    newItem: () => ({ name: '', primary: false }),
    removeItem: removeName,
    summary: (item, t) =>
      [item.name, item.primary ? t('Name.fields.primary') : ''].filter(Boolean).join(' · '),
  },
  {
    name: 'vow_book_entry',
    type: 'group',
    tab: 'vow_book_entries',
    labelKey: label('Person', 'vow_book_entry'),
    copied: false,
    fields: [
      { name: 'citation', type: 'text', labelKey: label('VowBookEntry', 'citation'), required: true },
      {
        name: 'transcription',
        type: 'textarea',
        labelKey: label('VowBookEntry', 'transcription'),
        required: true,
      },
    ],
  },
  {
    name: 'syllabi',
    type: 'list',
    tab: 'syllabi',
    labelKey: label('Person', 'syllabi'),
    copied: false,
    itemLabelKey: 'Syllabus.item',
    fields: [
      { name: 'citation', type: 'text', labelKey: label('Syllabus', 'citation'), required: true },
      {
        name: 'transcription',
        type: 'textarea',
        labelKey: label('Syllabus', 'transcription'),
        required: true,
      },
      { name: 'translation', type: 'textarea', labelKey: label('Syllabus', 'translation'), required: true },
    ],
    newItem: () => ({ citation: '', transcription: '', translation: '' }),
    summary: (item) => String(item.citation ?? ''),
  },
  sourcesField('sources'),
];

const text = (value: string | null | undefined) => value ?? '';

function personFormValues(person: PersonRecord) {
  return {
    names: person.names.map(({ id, name, primary }) => ({ id, name, primary })),
    dates: text(person.dates),
    cleric: person.cleric,
    first_mass: text(person.first_mass),
    profession: text(person.profession),
    notes: text(person.notes),
    syllabi: person.syllabi.map((s) => ({
      id: s.id,
      citation: text(s.citation),
      transcription: text(s.transcription),
      translation: text(s.translation),
    })),
    vow_book_entry: {
      id: person.vow_book_entry?.id,
      citation: text(person.vow_book_entry?.citation),
      transcription: text(person.vow_book_entry?.transcription),
    },
    sources: person.sources.map(sourceFormValues),
  };
}

export const personDefinition = defineRecord<PersonRecord, typeof personSchema, PersonInput>({
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
  newValues: () => ({
    names: [blankPrimaryName()],
    dates: '',
    cleric: false,
    first_mass: '',
    profession: '',
    notes: '',
    syllabi: [],
    vow_book_entry: { citation: '', transcription: '' },
    sources: [],
  }),
  fromRecord: personFormValues,
  viewValues: (person) => ({
    ...person,
    sources: person.sources.map(sourceViewValues),
  }),
  toInput: (values) => values,
  title: personName,
  subtitle: personSubtitle,
  load: loadOperation(GetPerson, (data) => data.getPerson),
  save,
  remove: deleteOperation(DeletePerson, (data) => data.deletePerson),
});
