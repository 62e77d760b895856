import { collectionSchema } from '@fontes/domain';
import { eq, sql } from 'drizzle-orm';
import { catalogs, collections, scores } from '../../db/schema.ts';
import type { RecordDefinition } from '../../records/record-definition.ts';
import { heldBy } from '../../records/references.ts';
import { schemaColumns } from '../../records/schema-columns.ts';
import { type LoadedRecord, loader } from '../../records/serialize.ts';
import { collectionSearch } from '../../search/indexes/collection-search.ts';

const loadCollection = loader('collection_load', (db) =>
  db.query.collections.findFirst({ where: eq(collections.id, sql.placeholder('id')) }),
);

export type CollectionRecord = LoadedRecord<typeof loadCollection>;

export const collectionRecord: RecordDefinition<typeof collectionSchema, CollectionRecord> = {
  name: 'collection',
  table: collections,
  schema: collectionSchema,
  writeRequirement: 'contributor',
  saveErrorKey: 'Collection.server_error',
  columns: schemaColumns(collectionSchema, collections),
  load: loadCollection,
  search: collectionSearch,
  references: [
    heldBy('catalog', catalogs.id, catalogs.collection_id),
    heldBy('score', scores.id, scores.collection_id),
  ],
};
