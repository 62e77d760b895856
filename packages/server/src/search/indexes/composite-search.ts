import { compositeTitle } from '@fontes/domain';
import { inArray } from 'drizzle-orm';
import { composites } from '../../db/schema.ts';
import { searchIndex } from '../search-index.ts';

export const compositeSearch = searchIndex({
  type: 'composite',
  load: (db, ids) => db.select().from(composites).where(inArray(composites.id, ids)),
  entry: (composite) => ({ title: compositeTitle(composite), subtitle: null, text: composite.notes ?? '' }),
});
