// What a view lists of the records that belong to it or name it; the score form's entry picker.
export const enHoldings = {
  holdings: {
    collection_catalogs: 'Catalogs',
    collection_scores: 'Scores',
    person_scores: 'Scores (by function)',
    person_publications: 'Publications (by function)',
    publication_scores: 'Scores citing it',
    none: 'None yet.',
    failed: 'The list could not be loaded.',
    group: '{{function}} ({{count}})',
    new_catalog: 'New catalog',
    new_score: 'New score',
  },
  entry: {
    held_by: 'held by {{shelfmark}}',
    create_choice: 'New catalog entry for “{{text}}” …',
    create_title: 'New catalog entry',
    open_score: 'Open the linked score {{title}}',
    catalogue_as_score: 'Catalogue as a score',
  },
};
