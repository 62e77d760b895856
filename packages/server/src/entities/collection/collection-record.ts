import { collectionSchema, collectionSubtitle, joinNonBlank } from '@fontes/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { catalogs, collections, scores } from '../../db/schema.ts';
import { pick, type RecordDefinition } from '../../records/record-definition.ts';
import { heldBy, idsWhere } from '../../records/references.ts';
import { type LoadedRecord, loader } from '../../records/serialize.ts';
import { searchIndex } from '../../search/search-index.ts';
import { catalogSearch } from '../catalog/catalog-search.ts';
import { entriesOfCatalogs, entrySearch } from '../entry/entry-search.ts';
import { scoreSearch } from '../score/score-search.ts';

const loadCollection = loader('collection_load', (db) =>
  db.query.collections.findFirst({ where: eq(collections.id, sql.placeholder('id')) }),
);

export type CollectionRecord = LoadedRecord<typeof loadCollection>;

export const collectionSearch = searchIndex({
  type: 'collection',
  load: (db, ids) => db.select().from(collections).where(inArray(collections.id, ids)),
  entry: (collection) => ({
    title: collection.name,
    subtitle: collectionSubtitle(collection) || null,
    text: joinNonBlank([collection.prefix, collection.description, collection.url], ' '),
  }),
});

export const collectionRecord: RecordDefinition<typeof collectionSchema, CollectionRecord> = {
  name: 'collection',
  table: collections,
  schema: collectionSchema,
  writeRequirement: 'contributor',
  saveErrorKey: 'Collection.server_error',
  columns: (values) => pick(values, 'name', 'prefix', 'description', 'url'),
  load: loadCollection,
  search: collectionSearch,
  // Catalogs, scores and catalog entries show the collection's name or prefix.
  dependents: [
    { index: catalogSearch, ids: (db, id) => idsWhere(db, catalogs.id, catalogs.collection_id, [id]) },
    { index: scoreSearch, ids: (db, id) => idsWhere(db, scores.id, scores.collection_id, [id]) },
    {
      index: entrySearch,
      ids: async (db, id) =>
        entriesOfCatalogs(db, await idsWhere(db, catalogs.id, catalogs.collection_id, [id])),
    },
  ],
  references: [
    heldBy('catalog', catalogs.id, catalogs.collection_id),
    heldBy('score', scores.id, scores.collection_id),
  ],
};
