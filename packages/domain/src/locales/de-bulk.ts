import type { enBulk } from './en-bulk.ts';

export const deBulk: typeof enBulk = {
  Bulk: {
    started: 'Die Sammelbearbeitung läuft.',
    preview_started: 'Die Vorschau wird vorbereitet.',
    undo_started: 'Die Sammelbearbeitung wird rückgängig gemacht.',
    history_edit: 'Sammelbearbeitung Nr. {{id}}',
    history_undo: 'Sammelbearbeitung Nr. {{id}} rückgängig gemacht',
    record_gone: 'Diesen Datensatz gibt es nicht mehr.',
    changed_since: 'Seit der Sammelbearbeitung geändert: bleibt, wie er ist.',
    error_missing: 'Bitte geben Sie diesen Wert an.',
    error_field: 'Dieses Feld kann nicht für viele Datensätze auf einmal gesetzt werden.',
    error_kind: 'Diese Änderung gilt nicht für Datensätze dieser Art.',
    error_nothing: 'Wählen Sie Datensätze: eine Suche oder eine Auswahl von Treffern.',
    error_too_many:
      'Eine Sammelbearbeitung kann höchstens {{max}} Datensätze ändern; grenzen Sie die Suche weiter ein.',
    error_not_found: 'Diese Sammelbearbeitung gibt es nicht.',
    error_undone: 'Diese Sammelbearbeitung ist bereits rückgängig gemacht.',
    error_not_yours:
      'Nur wer eine Sammelbearbeitung gemacht hat, oder eine Administratorin, kann sie rückgängig machen.',
    error_undoing: 'Diese Sammelbearbeitung wird bereits rückgängig gemacht.',
    summary_edit: 'Geändert: {{changed}}, unverändert: {{unchanged}}, abgelehnt: {{failed}}.',
    summary_preview:
      'Vorschau – würden geändert: {{changed}}, unverändert: {{unchanged}}, abgelehnt: {{failed}}.',
    summary_undo: 'Zurückgesetzt: {{restored}}, übersprungen (seither geändert): {{skipped}}.',
  },
};
