import { joinNonBlank, personName, publicationSubtitle, publicationTitle } from '@fontes/domain';
import { inArray } from 'drizzle-orm';
import { idsWhere } from '../../db/ids-where.ts';
import { attributionsWith } from '../../db/record-shapes.ts';
import { attributions, publications } from '../../db/schema.ts';
import { searchIndex } from '../search-index.ts';

/** Shown by its title and imprint; found also by its short title and its people. */
export const publicationSearch = searchIndex({
  type: 'publication',
  load: (db, ids) =>
    db.query.publications.findMany({
      where: inArray(publications.id, ids),
      with: { attributions: attributionsWith },
    }),
  entry: (publication) => ({
    title: publicationTitle(publication),
    subtitle: publicationSubtitle(publication),
    text: joinNonBlank(
      [publication.short_title, ...publication.attributions.map((a) => personName(a.person))],
      ' ',
    ),
  }),
  dependsOn: [
    {
      record: 'person',
      ids: (db, ids) => idsWhere(db, attributions.publication_id, attributions.person_id, ids),
    },
  ],
});
