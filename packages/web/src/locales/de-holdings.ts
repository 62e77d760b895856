import type { enHoldings } from './en-holdings.ts';

export const deHoldings: typeof enHoldings = {
  holdings: {
    collection_catalogs: 'Kataloge',
    collection_scores: 'Musikalien',
    person_scores: 'Musikalien (nach Funktion)',
    person_publications: 'Publikationen (nach Funktion)',
    publication_scores: 'Musikalien, die sie zitieren',
    none: 'Noch keine.',
    failed: 'Die Liste konnte nicht geladen werden.',
    group: '{{function}} ({{count}})',
    new_catalog: 'Neuer Katalog',
    new_score: 'Neue Musikalie',
  },
  entry: {
    held_by: 'gehört zu {{shelfmark}}',
    create_choice: 'Neuer Katalogeintrag für „{{text}}“ …',
    create_title: 'Neuer Katalogeintrag',
    open_score: 'Verknüpfte Musikalie {{title}} öffnen',
    catalogue_as_score: 'Als Musikalie erfassen',
  },
};
