import type { enJobs } from './en-jobs.ts';

// Lange Arbeiten (Aufträge): Schritte, Arten, Gründe des Scheiterns, und was ein Abbruch sagt.
export const deJobs: typeof enJobs = {
  Job: {
    kinds: {
      'melody-rebuild': 'Melodischen Index neu aufbauen',
      import: 'Datensätze importieren',
      'import-undo': 'Import rückgängig machen',
      'bulk-edit': 'Sammelbearbeitung',
      'bulk-edit-undo': 'Sammelbearbeitung rückgängig machen',
    },
    stages: {
      melody_incipits: 'Incipits',
      reading: 'Datei lesen',
      matching: 'Verweise zuordnen',
      undoing: 'Importierte Datensätze löschen',
      writing: 'Datensätze schreiben',
      bulk_checking: 'Datensätze prüfen',
      bulk_saving: 'Datensätze speichern',
      bulk_undoing: 'Datensätze zurück speichern',
    },
    statuses: {
      queued: 'Wartet',
      running: 'Läuft',
      done: 'Fertig',
      failed: 'Fehlgeschlagen',
      cancelled: 'Abgebrochen',
    },
    error_not_found: 'Diesen Auftrag gibt es nicht, oder er gehört nicht Ihnen.',
    error_unknown_kind: 'Diese Art von Auftrag kennt dieser Server nicht.',
    error_server_stopped: 'Der Server wurde angehalten, während dieser Auftrag lief.',
    error_failed: 'Der Auftrag ist unerwartet fehlgeschlagen. Bitte versuchen Sie es später noch einmal.',
    error_not_cancellable: 'Dieser Auftrag ist schon beendet und kann nicht abgebrochen werden.',
    error_not_undoable: 'Dieser Auftrag kann nicht rückgängig gemacht werden.',
    summary_melody: 'Incipits indiziert: {{count}}.',
    cancelled: 'Der Auftrag ist abgebrochen.',
    cancel_requested: 'Der Auftrag wird abgebrochen.',
    started: 'Der Auftrag wurde gestartet.',
  },
};
