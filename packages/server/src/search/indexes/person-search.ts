import { joinNonBlank, personName, personSubtitle } from '@fontes/domain';
import { inArray } from 'drizzle-orm';
import { personSummaryWith } from '../../db/record-shapes.ts';
import { people } from '../../db/schema.ts';
import { authorityFacets, facet } from '../facet-values.ts';
import { searchIndex } from '../search-index.ts';

/** A person is found by every name variant; shown by the primary name and the dates (§3). */
export const personSearch = searchIndex({
  type: 'person',
  load: (db, ids) =>
    db.query.people.findMany({
      where: inArray(people.id, ids),
      with: { ...personSummaryWith.with, sources: true },
    }),
  entry: (person) => ({
    title: personName(person),
    subtitle: personSubtitle(person),
    text: joinNonBlank([...person.names.map((n) => n.name), person.profession], ' '),
    facets: [facet('cleric', person.cleric), ...authorityFacets(person.sources)],
  }),
});
