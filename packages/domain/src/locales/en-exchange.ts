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
    error_entry_not_made:
      'A catalog entry the record names could not be made on its page: the record was not imported.',
    error_catalog_unknown: 'The catalog {{id}} chosen for the new entries does not exist.',
    error_collection_unknown: 'No collection has the siglum "{{siglum}}": the score has nowhere to belong.',
    error_undo_not_import: 'This job is not an import.',
    error_undo_not_done: 'Only an import that has ended and written records can be undone.',
    error_undo_started: 'This import is undone already, or being undone.',
    summary: '{{file}}: created {{created}}, updated {{updated}}, matched {{matched}}, refused {{failed}}.',
    summary_preview:
      '{{file}} (preview): would create {{created}}, update {{updated}}, match {{matched}}; refused {{failed}}.',
    summary_undo: '{{file}}: deleted {{deleted}}, kept {{skipped}} (changed or referenced since).',
  },
  Spreadsheet: {
    error_empty: 'This spreadsheet is empty: its first row must name the columns.',
    error_too_large: 'This spreadsheet is larger than Fontes reads at once (at most {{max}} MB).',
    error_too_many_rows: 'This spreadsheet has more rows than Fontes imports at once (at most {{max}}).',
    error_too_many_columns: 'This spreadsheet has more columns than any inventory needs (at most {{max}}).',
    error_csv: 'This CSV file cannot be read (line {{line}}): {{reason}}',
    error_not_xlsx: 'This file is not an Excel workbook (XLSX).',
    error_mapping_columns: 'The mapping names {{count}} columns, the spreadsheet has {{columns}}.',
    error_mapping_field: '"{{field}}" is not a field a spreadsheet column can fill.',
    error_mapping_twice: 'The field "{{field}}" is given to two columns.',
    warning_unknown_voice: '"{{value}}" is not a voice or instrument Fontes knows; it was left out.',
    fields: {
      id: 'Record id',
      collection: 'Collection (siglum)',
      shelfmark: 'Shelfmark',
      former_shelfmarks: 'Former shelfmarks',
      short_title: 'Short title',
      title: 'Title',
      alternative_name: 'Alternative name',
      opus: 'Opus',
      work_date: 'Date of the work',
      key: 'Key',
      provenance: 'Provenance',
      notes: 'Notes',
      composer: 'Composer',
      lyricist: 'Lyricist',
      scribe: 'Scribe',
      voices: 'Scoring',
      genres: 'Genres',
    },
  },
};
