import { publicationSchema, publicationSubtitle, publicationTitle } from '@fontes/domain';
import { createInPlaceDialog } from '../../forms/CreateInPlaceDialog.tsx';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import {
  defineRecord,
  deleteOperation,
  loadOperation,
  saveOperation,
} from '../../forms/recordScreenDefinition.ts';
import type { GetPublicationQuery, PublicationInput } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { attributionFormValues, attributionsField } from '../attribution/attributionFields.ts';
import { sourceFormValues, sourcesField, sourceViewValues } from '../source/sourceFields.ts';

const GetPublication = graphql(`
  query GetPublication($id: Int!) {
    getPublication(id: $id) {
      id
      title
      short_title
      extent
      publisher
      publication_date
      publication_place
      notes
      attributions {
        ...AttributionFields
      }
      sources {
        ...SourceFields
      }
      updated_at
    }
  }
`);

const UpsertPublication = graphql(`
  mutation UpsertPublication($input: PublicationInput!) {
    upsertPublication(input: $input) {
      ...SaveOutcomeFields
    }
  }
`);

const DeletePublication = graphql(`
  mutation DeletePublication($id: Int!) {
    deletePublication(id: $id) {
      ...DeleteOutcomeFields
    }
  }
`);

type PublicationRecord = NonNullable<GetPublicationQuery['getPublication']>;

const save = saveOperation(UpsertPublication, (data) => data.upsertPublication);

/** A publication created from a title typed into a picker; the title serves as short title until edited. */
export const CreatePublicationDialog = createInPlaceDialog({
  titleKey: 'entities.publication.create_title',
  labelKey: 'Publication.fields.title',
  saveFailedKey: 'entities.publication.save_failed',
  save,
  input: (title) => ({ title, short_title: title }),
});

const label = (field: string) => `Publication.fields.${field}`;

const fields: FieldDescriptor[] = [
  { name: 'title', type: 'text', labelKey: label('title'), required: true },
  { name: 'short_title', type: 'text', labelKey: label('short_title'), required: true },
  { name: 'extent', type: 'text', labelKey: label('extent'), row: 'imprint' },
  { name: 'publisher', type: 'text', labelKey: label('publisher'), row: 'imprint' },
  { name: 'publication_date', type: 'text', labelKey: label('publication_date'), row: 'imprint' },
  { name: 'publication_place', type: 'text', labelKey: label('publication_place'), row: 'imprint' },
  { name: 'notes', type: 'textarea', labelKey: label('notes'), rows: 4 },
  attributionsField('attributions'),
  sourcesField('sources'),
];

const text = (value: string | null | undefined) => value ?? '';

function publicationFormValues(publication: PublicationRecord) {
  return {
    title: publication.title,
    short_title: publication.short_title,
    extent: text(publication.extent),
    publisher: text(publication.publisher),
    publication_date: text(publication.publication_date),
    publication_place: text(publication.publication_place),
    notes: text(publication.notes),
    attributions: publication.attributions.map(attributionFormValues),
    sources: publication.sources.map(sourceFormValues),
  };
}

export const publicationDefinition = defineRecord<
  PublicationRecord,
  typeof publicationSchema,
  PublicationInput
>({
  type: 'publication',
  labels: {
    typeName: 'recordTypes.publication',
    createTitle: 'entities.publication.create_title',
    deleteConfirm: 'entities.publication.delete_confirm',
    saveFailed: 'entities.publication.save_failed',
  },
  fields,
  tabs: [
    { key: 'basic', labelKey: 'Publication.tabs.basic' },
    { key: 'attributions', labelKey: 'Publication.tabs.attributions' },
    { key: 'sources', labelKey: 'Publication.tabs.sources' },
  ],
  schema: publicationSchema,
  newValues: () => ({
    title: '',
    short_title: '',
    extent: '',
    publisher: '',
    publication_date: '',
    publication_place: '',
    notes: '',
    attributions: [],
    sources: [],
  }),
  fromRecord: publicationFormValues,
  viewValues: (publication) => ({
    ...publication,
    attributions: publication.attributions.map(attributionFormValues),
    sources: publication.sources.map(sourceViewValues),
  }),
  toInput: (values) => values,
  title: publicationTitle,
  subtitle: publicationSubtitle,
  load: loadOperation(GetPublication, (data) => data.getPublication),
  save,
  remove: deleteOperation(DeletePublication, (data) => data.deletePublication),
});
