// MARCXML exchange: why a file is refused, and what a record read from it could not keep.
export const enExchange = {
  Marc: {
    error_not_xml: 'This file is not XML: MARCXML begins with an XML element.',
    error_not_marc:
      'This XML is not MARCXML: its first element must be a collection or a record in the MARC 21 namespace (http://www.loc.gov/MARC21/slim).',
    error_doctype:
      'This file declares a document type or entities, which MARCXML never needs; it is refused so that nothing in it is expanded or fetched.',
    error_malformed: 'This file is not well-formed XML (line {{line}}): {{reason}}',
    error_too_large: 'This file is larger than Fontes reads at once (at most {{max}} MB).',
    error_record_too_large: 'Record {{record}} is larger than any catalogue record (at most {{max}} fields).',
    error_too_many_incipits:
      'Record {{record}} has {{count}} incipits, more than any source holds (at most {{max}}).',
    warning_field_not_kept: 'Field {{tag}} is not kept by Fontes ({{count}} ×).',
    warning_unknown_relator:
      'The relator code "{{code}}" of {{name}} is not one Fontes knows; the attribution was read as "other".',
    warning_unknown_qualifier:
      'The qualifier "{{qualifier}}" of {{name}} is not one Fontes knows; the attribution was read as ascertained.',
    warning_incipit_refused: 'Incipit {{incipit}}: {{message}}',
    warning_notation_not_kept:
      'An incipit\'s music is written in a notation other than Plaine & Easie ("{{system}}"); it was left out.',
    warning_unknown_code: 'Field {{tag}}: "{{value}}" is not one of the codes Fontes knows; it was left out.',
    warning_record_kind: 'A record of a kind Fontes does not keep (leader type "{{type}}") was skipped.',
    export_filename: 'fontes',
  },
  Mei: {
    error_too_many:
      'This search finds {{count}} scores; an MEI export holds at most {{max}}. Narrow the search with its filters.',
    export_filename: 'fontes-mei',
  },
  Import: {
    error_catalog_not_made: 'The catalog or page for the new entries could not be saved.',
    error_catalog_unknown: 'The catalog {{id}} chosen for the new entries does not exist.',
  },
};
