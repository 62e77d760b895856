import { publicationSchema, publicationSubtitle, publicationTitle } from '@fontes/domain';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import type { GetPublicationQuery } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { createInPlaceDialog } from '../../records/CreateInPlaceDialog.tsx';
import {
  defineRecord,
  deleteOperation,
  loadOperation,
  saveOperation,
} from '../../records/recordScreenDefinition.ts';
import { attributionsField } from '../attribution/attributionFields.ts';
import { holdingsField } from '../holdings/HoldingsList.tsx';
import { sourcesField } from '../source/sourceFields.ts';

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
      ...OutcomeFields
    }
  }
`);

type PublicationRecord = NonNullable<GetPublicationQuery['getPublication']>;

const save = saveOperation(UpsertPublication, (data) => data.upsertPublication);

/** A publication created from a title typed into a picker; the title serves as short title until edited. */
export const CreatePublicationDialog = createInPlaceDialog({
  titleKey: 'entities.publication.create_title',
  field: 'title',
  labelKey: 'Publication.fields.title',
  schema: publicationSchema.pick({ title: true }),
  saveFailedKey: 'entities.publication.save_failed',
  save,
  input: (title) => ({ title, short_title: title }),
});

const fields: FieldDescriptor[] = [
  { name: 'title', type: 'text', required: true },
  { name: 'short_title', type: 'text', required: true },
  { name: 'extent', type: 'text', row: 'imprint' },
  { name: 'publisher', type: 'text', row: 'imprint' },
  { name: 'publication_date', type: 'text', row: 'imprint' },
  { name: 'publication_place', type: 'text', row: 'imprint' },
  { name: 'notes', type: 'textarea', rows: 4 },
  attributionsField('attributions'),
  sourcesField('sources'),
  holdingsField('scores', 'publication_scores'),
];

export const publicationDefinition = defineRecord<PublicationRecord, typeof publicationSchema>({
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
  title: publicationTitle,
  subtitle: publicationSubtitle,
  load: loadOperation(GetPublication, (data) => data.getPublication),
  save,
  remove: deleteOperation(DeletePublication, (data) => data.deletePublication),
});
