// Selection sets that ask for every field of the catalogue types, so that tests read back everything.

const DIGITAL_COPY = 'id name digitizable_type digitizable_id';
const PERSON_SUMMARY = 'id dates names { id name primary }';
const ATTRIBUTION = `id function qualifier profession from to designation member notes
  person { ${PERSON_SUMMARY} } place { id name }`;
const SOURCE = 'id type citation description url gnd_id rism_id notes';
const SCORE_SUMMARY = `id title short_title shelfmark attributions { ${ATTRIBUTION} } digital_copies { ${DIGITAL_COPY} }`;
const CATALOG_SUMMARY = 'id title short_title shelfmark collection { id name prefix }';
const ENTRY = `id position number signature genre composer annotation notes region { x y w h }
  page { id number position catalog { ${CATALOG_SUMMARY} } } score { ${SCORE_SUMMARY} }`;
const VOICE = 'id voice count numbering position';

const FILE = 'id filename mime size is_folder folder folders width height created_at updated_at';
const IIIF_CANVAS = `id iiifable_type iiifable_id label width height position
  annotations { id iiifable_id file_id width height format position url }`;

export const FIELDS = {
  File: FILE,
  DigitalCopy: `id name digitizable_type digitizable_id created_at updated_at
    files { id name position digitizable_type digitizable_id digital_copy { id name }
      file { ${FILE} } iiif_canvases { ${IIIF_CANVAS} } }
    iiif_objects { id iiifable_type iiifable_id label canvases { ${IIIF_CANVAS} } }`,
  Entry: ENTRY,
  Page: `id number position created_at updated_at catalog { ${CATALOG_SUMMARY} }
    digital_copy_file { id name position } entries { ${ENTRY} }`,
  Catalog: `id title short_title shelfmark created_at updated_at collection { id name prefix }
    digital_copies { ${DIGITAL_COPY} }
    pages { id number position updated_at digital_copy_file { id } entries { ${ENTRY} } }`,
  Score: `id shelfmark former_shelfmarks short_title title alternative_name opus work_date key provenance
    notes has_digital_copy digital_copy_elsewhere created_at updated_at collection { id name prefix } composite { id shelfmark title }
    voices { ${VOICE} }
    parts { id position score_type source_type extent measurements wear date watermark watermark_visible notes
      voices { ${VOICE} } }
    incipits { id position tempo clef time_signature key_signature text part basso_continuo pae number
      movement section notes is_text_incipit }
    attributions { ${ATTRIBUTION} } sources { ${SOURCE} }
    publications { id number notes publication { id title short_title } }
    genres { id name } entries { ${ENTRY} } digital_copies { ${DIGITAL_COPY} }
    author { ${PERSON_SUMMARY} } short_title_prefix text_incipits`,
  Person: `id dates cleric first_mass profession notes created_at updated_at names { id name primary }
    syllabi { id citation transcription translation } vow_book_entry { id citation transcription }
    sources { ${SOURCE} }`,
  Publication: `id title short_title extent publisher publication_date publication_place notes created_at
    updated_at attributions { ${ATTRIBUTION} } sources { ${SOURCE} }`,
  Composite: `id shelfmark title notes created_at updated_at parent { id shelfmark title }
    composites { id shelfmark title } scores { ${SCORE_SUMMARY} }`,
} as const;

export type CatalogueEntity = keyof typeof FIELDS;
