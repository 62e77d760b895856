import { collectionSubtitle, joinNonBlank } from '@fontes/domain';
import { inArray } from 'drizzle-orm';
import { collections } from '../../db/schema.ts';
import { facet } from '../facet-values.ts';
import { searchIndex } from '../search-index.ts';

export const collectionSearch = searchIndex({
  type: 'collection',
  load: (db, ids) => db.select().from(collections).where(inArray(collections.id, ids)),
  entry: (collection) => ({
    title: collection.name,
    subtitle: collectionSubtitle(collection) || null,
    text: joinNonBlank([collection.prefix, collection.description, collection.url], ' '),
    facets: [facet('collection', collection.id)],
  }),
});
