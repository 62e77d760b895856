import type { SearchFacetLabels } from './types.ts';

// A module of its own: the web shell bundles these with the search screen and loads the rest later.
export const deSearchFacets: SearchFacetLabels = {
  facet: {
    type: 'Datensatztyp',
    collection: 'Sammlung',
    composer: 'Komponist',
    genre: 'Gattung',
    key: 'Tonart',
    scoring: 'Besetzung',
    source_type: 'Quellentyp',
    year: 'Datierung',
    has_digital_copy: 'Digitalisat',
    cleric: 'Geistlicher',
  },
  facet_yes: 'Ja',
  facet_no: 'Nein',
};
