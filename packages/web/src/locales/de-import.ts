import type { enImport } from './en-import.ts';

// Datensätze aus einer Datei importieren: die Schritte des Bildschirms, seine Vorschau und sein Bericht.
export const deImport: typeof enImport = {
  title: 'Import',
  intro:
    'Datensätze aus MARCXML (wie RISM sie exportiert) oder aus einer Tabelle (CSV oder XLSX, eine Quelle je Zeile) übernehmen. Eine Vorschau zeigt zuerst, was der Import täte; geschrieben wird erst beim Importieren.',
  file: {
    title: 'Datei',
    choose: 'Datei wählen',
    none: 'Keine Datei gewählt',
    format: 'Format',
  },
  formats: { marcxml: 'MARCXML', csv: 'CSV', xlsx: 'Excel (XLSX)' },
  preview: 'Vorschau',
  preview_again: 'Erneut prüfen',
  preview_title: 'Vorschau',
  preview_stale:
    'Die Datei oder die Zuordnung hat sich seit dieser Vorschau geändert: vor dem Import erneut prüfen.',
  start_one: '{{count}} Datensatz importieren',
  start_other: '{{count}} Datensätze importieren',
  start_failed: 'Der Import konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
  result_title: 'Import',
  only_problems: 'Nur Datensätze mit Fehlern oder Warnungen',
  more_records: 'Die ersten {{shown}} von {{count}} Datensätzen werden gezeigt.',
  columns: { record: 'Nr.', label: 'Datensatz', action: 'Import', messages: 'Fehler und Warnungen' },
  kinds: {
    score: 'Quelle',
    person: 'Person',
    publication: 'Publikation',
    composite: 'Sammelhandschrift',
    skipped: 'Nicht übernommen',
  },
  actions: {
    create: 'Neu',
    update: 'Aktualisiert',
    match: 'Vorhandener Datensatz',
    skip: 'Ausgelassen',
    refused: 'Abgewiesen',
  },
  counts: {
    create_one: '{{count}} neu',
    create_other: '{{count}} neu',
    update_one: '{{count}} aktualisiert',
    update_other: '{{count}} aktualisiert',
    match_one: '{{count}} vorhanden',
    match_other: '{{count}} vorhanden',
    skip_one: '{{count}} ausgelassen',
    skip_other: '{{count}} ausgelassen',
    refused_one: '{{count}} abgewiesen',
    refused_other: '{{count}} abgewiesen',
  },
  catalog_new_one:
    '{{count}} Quelle nennt keinen Katalogeintrag: sie erhält einen in einem neuen Katalog „{{title}}“, nummeriert nach ihrer Datensatz-ID.',
  catalog_new_other:
    '{{count}} Quellen nennen keinen Katalogeintrag: sie erhalten je einen in einem neuen Katalog „{{title}}“, nummeriert nach ihren Datensatz-IDs.',
  catalog_chosen_one:
    '{{count}} Quelle nennt keinen Katalogeintrag: sie erhält einen im Katalog „{{title}}“.',
  catalog_chosen_other:
    '{{count}} Quellen nennen keinen Katalogeintrag: sie erhalten je einen im Katalog „{{title}}“.',
  open_catalog: 'Den Katalog „{{title}}“ mit den neuen Einträgen öffnen',
  warning_tag: 'Feld {{tag}}: {{count}} ×',
  warnings_other_one: '{{count}} weitere Warnung (siehe die Datensätze)',
  warnings_other_other: '{{count}} weitere Warnungen (siehe die Datensätze)',
  mapping: {
    title: 'Spalten',
    read: '{{rows}} Zeilen gelesen ({{encoding}}, getrennt durch „{{delimiter}}“).',
    tab: 'Tabulator',
    formulas_one: '{{count}} Formelzelle wurde als ihr Wert gelesen.',
    formulas_other: '{{count}} Formelzellen wurden als ihre Werte gelesen.',
    column: 'Spalte',
    samples: 'Erste Werte',
    field: 'Feld',
    field_of: 'Feld der Spalte „{{header}}“',
    ignored: 'Nicht importiert',
    list_separator: 'Trennzeichen für Listen',
    list_separator_help: 'Besetzung und Gattungen in einer Zelle, z. B. „S, A, T, B“',
    people_separator: 'Trennzeichen für Personen',
    people_separator_help: 'Mehrere Komponisten in einer Zelle (Namen enthalten Kommas)',
  },
  download_refused_one: 'Die abgewiesene Zeile herunterladen (CSV)',
  download_refused_other: 'Die {{count}} abgewiesenen Zeilen herunterladen (CSV)',
  refused_errors: 'Fehler',
  refused_file: '{{name}}-abgewiesen.csv',
  undo: 'Import rückgängig machen',
  undo_title: 'Diesen Import rückgängig machen?',
  undo_text:
    'Jeder Datensatz, den der Import angelegt hat, wird wieder gelöscht, außer denen, die seitdem geändert wurden oder von anderen Datensätzen verwendet werden; diese werden aufgeführt.',
  undo_failed: 'Der Import konnte nicht rückgängig gemacht werden. Bitte versuchen Sie es erneut.',
  undone_one: '{{count}} Datensatz gelöscht.',
  undone_other: '{{count}} Datensätze gelöscht.',
  undo_skipped_one:
    '{{count}} Datensatz wurde behalten: er wurde seitdem geändert oder wird von anderen Datensätzen verwendet.',
  undo_skipped_other:
    '{{count}} Datensätze wurden behalten: sie wurden seitdem geändert oder werden von anderen Datensätzen verwendet.',
  undo_updated_one: '{{count}} vom Import aktualisierter Datensatz behält, was dieser schrieb.',
  undo_updated_other: '{{count}} vom Import aktualisierte Datensätze behalten, was dieser schrieb.',
  jobs_hint: 'Importe laufen weiter, wenn Sie diese Seite verlassen; die Seite „Aufträge“ listet sie.',
};
