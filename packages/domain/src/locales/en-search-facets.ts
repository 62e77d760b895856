import type { SearchFacetLabels } from './types.ts';

// The search screen's facets: their titles and the yes and no of a facet of yes/no.
export const enSearchFacets: SearchFacetLabels = {
  facet: {
    type: 'Record type',
    collection: 'Collection',
    composer: 'Composer',
    genre: 'Genre',
    key: 'Key',
    scoring: 'Scoring',
    source_type: 'Source type',
    year: 'Date',
    has_digital_copy: 'Digital copy',
    cleric: 'Cleric',
  },
  facet_yes: 'Yes',
  facet_no: 'No',
};
