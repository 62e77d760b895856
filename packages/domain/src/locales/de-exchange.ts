import type { enExchange } from './en-exchange.ts';

// MARCXML-Austausch: warum eine Datei abgewiesen wird und was ein daraus gelesener Datensatz nicht behalten konnte.
export const deExchange: typeof enExchange = {
  Marc: {
    error_not_xml: 'Diese Datei ist kein XML: MARCXML beginnt mit einem XML-Element.',
    error_not_marc:
      'Dieses XML ist kein MARCXML: sein erstes Element muss eine collection oder ein record im Namensraum von MARC 21 (http://www.loc.gov/MARC21/slim) sein.',
    error_doctype:
      'Diese Datei deklariert einen Dokumenttyp oder Entitäten, die MARCXML nie braucht; sie wird abgewiesen, damit nichts darin expandiert oder geladen wird.',
    error_malformed: 'Diese Datei ist kein wohlgeformtes XML (Zeile {{line}}): {{reason}}',
    error_too_large: 'Diese Datei ist größer, als Fontes auf einmal liest (höchstens {{max}} MB).',
    error_record_too_large:
      'Datensatz {{record}} ist größer als jeder Katalogdatensatz (höchstens {{max}} Felder).',
    error_too_many_incipits:
      'Datensatz {{record}} hat {{count}} Incipits, mehr als jede Quelle enthält (höchstens {{max}}).',
    warning_field_not_kept: 'Feld {{tag}} wird von Fontes nicht übernommen ({{count}} ×).',
    warning_unknown_relator:
      'Der Funktionscode „{{code}}“ bei {{name}} ist Fontes unbekannt; die Zuschreibung wurde als „Sonstige“ gelesen.',
    warning_unknown_qualifier:
      'Die Zuschreibungssicherheit „{{qualifier}}“ bei {{name}} ist Fontes unbekannt; die Zuschreibung wurde als gesichert gelesen.',
    warning_incipit_refused: 'Incipit {{incipit}}: {{message}}',
    warning_notation_not_kept:
      'Die Noten eines Incipits sind in einer anderen Notation als Plaine & Easie geschrieben („{{system}}“); sie wurden ausgelassen.',
    warning_unknown_code:
      'Feld {{tag}}: „{{value}}“ ist keiner der Codes, die Fontes kennt; er wurde ausgelassen.',
    warning_record_kind:
      'Ein Datensatz einer Art, die Fontes nicht führt (Leader-Typ „{{type}}“), wurde übersprungen.',
    export_filename: 'fontes',
  },
  Mei: {
    error_too_many:
      'Diese Suche findet {{count}} Quellen; ein MEI-Export umfasst höchstens {{max}}. Schränken Sie die Suche mit ihren Filtern ein.',
    export_filename: 'fontes-mei',
  },
  Import: {
    error_catalog_not_made:
      'Der Katalog oder die Seite für die neuen Einträge konnte nicht gespeichert werden.',
    error_entry_not_made:
      'Ein Katalogeintrag, den der Datensatz nennt, konnte auf seiner Seite nicht angelegt werden: der Datensatz wurde nicht importiert.',
    error_catalog_unknown: 'Der für die neuen Einträge gewählte Katalog {{id}} existiert nicht.',
    error_collection_unknown:
      'Keine Sammlung hat das Sigel „{{siglum}}“: die Quelle kann nirgends eingeordnet werden.',
    error_undo_not_import: 'Dieser Auftrag ist kein Import.',
    error_undo_not_done:
      'Nur ein beendeter Import, der Datensätze geschrieben hat, kann rückgängig gemacht werden.',
    error_undo_started: 'Dieser Import ist bereits rückgängig gemacht oder wird es gerade.',
    summary:
      '{{file}}: {{created}} angelegt, {{updated}} aktualisiert, {{matched}} zugeordnet, {{failed}} abgelehnt.',
    summary_preview:
      '{{file}} (Vorschau): würde {{created}} anlegen, {{updated}} aktualisieren, {{matched}} zuordnen; {{failed}} abgelehnt.',
    summary_undo: '{{file}}: {{deleted}} gelöscht, {{skipped}} behalten (seither geändert oder verwendet).',
  },
  Spreadsheet: {
    error_empty: 'Diese Tabelle ist leer: ihre erste Zeile muss die Spalten benennen.',
    error_too_large: 'Diese Tabelle ist größer, als Fontes auf einmal liest (höchstens {{max}} MB).',
    error_too_many_rows:
      'Diese Tabelle hat mehr Zeilen, als Fontes auf einmal importiert (höchstens {{max}}).',
    error_too_many_columns: 'Diese Tabelle hat mehr Spalten, als ein Inventar braucht (höchstens {{max}}).',
    error_csv: 'Diese CSV-Datei kann nicht gelesen werden (Zeile {{line}}): {{reason}}',
    error_not_xlsx: 'Diese Datei ist keine Excel-Arbeitsmappe (XLSX).',
    error_mapping_columns: 'Die Zuordnung nennt {{count}} Spalten, die Tabelle hat {{columns}}.',
    error_mapping_field: '„{{field}}“ ist kein Feld, das eine Tabellenspalte füllen kann.',
    error_mapping_twice: 'Das Feld „{{field}}“ ist zwei Spalten zugeordnet.',
    warning_unknown_voice: '„{{value}}“ ist keine Stimme und kein Instrument, das Fontes kennt; ausgelassen.',
    fields: {
      id: 'Datensatz-ID',
      collection: 'Sammlung (Sigel)',
      shelfmark: 'Signatur',
      former_shelfmarks: 'Frühere Signaturen',
      short_title: 'Kurztitel',
      title: 'Titel',
      alternative_name: 'Alternativer Name',
      opus: 'Opus',
      work_date: 'Datierung',
      key: 'Tonart',
      provenance: 'Provenienz',
      notes: 'Bemerkungen',
      composer: 'Komponist',
      lyricist: 'Textdichter',
      scribe: 'Schreiber',
      voices: 'Besetzung',
      genres: 'Gattungen',
    },
  },
};
