import { collectionSchema, collectionSubtitle, collectionTitle } from '@fontes/domain';
import type { FieldDescriptor } from '../../forms/fieldDescriptor.ts';
import {
  defineRecord,
  deleteOperation,
  loadOperation,
  saveOperation,
} from '../../forms/recordScreenDefinition.ts';
import type { CollectionInput, GetCollectionQuery } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';

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
      ...DeleteOutcomeFields
    }
  }
`);

const fields: FieldDescriptor[] = [
  // A collection's name and prefix are its own: its scores' shelfmarks begin with the prefix.
  {
    name: 'name',
    type: 'text',
    labelKey: 'entities.collection.fields.name',
    required: true,
    row: 'name',
    copied: false,
  },
  {
    name: 'prefix',
    type: 'text',
    labelKey: 'entities.collection.fields.prefix',
    required: true,
    row: 'name',
    copied: false,
  },
  { name: 'description', type: 'textarea', labelKey: 'entities.collection.fields.description', rows: 4 },
  {
    name: 'url',
    type: 'url',
    labelKey: 'entities.collection.fields.url',
    helperKey: 'entities.collection.fields.url_help',
  },
];

type CollectionRecord = NonNullable<GetCollectionQuery['getCollection']>;

export const collectionDefinition = defineRecord<CollectionRecord, typeof collectionSchema, CollectionInput>({
  type: 'collection',
  labels: {
    typeName: 'recordTypes.collection',
    createTitle: 'entities.collection.create_title',
    deleteConfirm: 'entities.collection.delete_confirm',
    saveFailed: 'Collection.server_error',
  },
  fields,
  schema: collectionSchema,
  newValues: () => ({ name: '', prefix: '', description: '', url: '' }),
  fromRecord: (c) => ({ name: c.name, prefix: c.prefix, description: c.description ?? '', url: c.url ?? '' }),
  toInput: (values) => values,
  title: collectionTitle,
  subtitle: collectionSubtitle,
  load: loadOperation(GetCollection, (data) => data.getCollection),
  save: saveOperation(UpsertCollection, (data) => data.upsertCollection),
  remove: deleteOperation(DeleteCollection, (data) => data.deleteCollection),
});
