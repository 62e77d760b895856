import { collectionSchema, collectionSubtitle, collectionTitle } from '@fontes/domain';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import type { GetCollectionQuery } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import {
  defineRecord,
  deleteOperation,
  loadOperation,
  saveOperation,
} from '../../records/recordScreenDefinition.ts';
import { holdingsField } from '../holdings/HoldingsList.tsx';

const GetCollection = graphql(`
  query GetCollection($id: Int!) {
    getCollection(id: $id) {
      id
      name
      prefix
      description
      url
      updated_at
    }
  }
`);

const UpsertCollection = graphql(`
  mutation UpsertCollection($input: CollectionInput!) {
    upsertCollection(input: $input) {
      ...SaveOutcomeFields
    }
  }
`);

const DeleteCollection = graphql(`
  mutation DeleteCollection($id: Int!) {
    deleteCollection(id: $id) {
      ...OutcomeFields
    }
  }
`);

const fields: FieldDescriptor[] = [
  { name: 'name', type: 'text', row: 'name', copied: false, required: true },
  { name: 'prefix', type: 'text', row: 'name', copied: false, required: true },
  { name: 'description', type: 'textarea', rows: 4 },
  { name: 'url', type: 'url', helperKey: 'entities.collection.fields.url_help' },
  holdingsField('catalogs', 'collection_catalogs'),
  holdingsField('scores', 'collection_scores'),
];

type CollectionRecord = NonNullable<GetCollectionQuery['getCollection']>;

export const collectionDefinition = defineRecord<CollectionRecord, typeof collectionSchema>({
  type: 'collection',
  labels: {
    typeName: 'recordTypes.collection',
    createTitle: 'entities.collection.create_title',
    deleteConfirm: 'entities.collection.delete_confirm',
    saveFailed: 'Collection.server_error',
  },
  fields,
  schema: collectionSchema,
  title: collectionTitle,
  subtitle: collectionSubtitle,
  viewLinks: (collection) => [
    { labelKey: 'entities.holdings.new_catalog', to: `/catalogs/create?collection=${collection.id}` },
    { labelKey: 'entities.holdings.new_score', to: `/scores/create?collection=${collection.id}` },
  ],
  load: loadOperation(GetCollection, (data) => data.getCollection),
  save: saveOperation(UpsertCollection, (data) => data.upsertCollection),
  remove: deleteOperation(DeleteCollection, (data) => data.deleteCollection),
});
