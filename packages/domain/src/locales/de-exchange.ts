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
    error_catalog_unknown: 'Der für die neuen Einträge gewählte Katalog {{id}} existiert nicht.',
  },
};
