import type { enJobs } from './en-jobs.ts';

export const deJobs: typeof enJobs = {
  title: 'Aufträge',
  intro:
    'Lange Arbeiten, die Sie gestartet haben (Importe, Exporte, Neuaufbauten): Sie laufen auf dem Server, während Sie weiterarbeiten.',
  empty: 'Sie haben noch keine Aufträge gestartet.',
  failed: 'Die Aufträge konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  job_failed: 'Dieser Auftrag konnte nicht geladen werden.',
  columns: {
    kind: 'Auftrag',
    status: 'Status',
    progress: 'Fortschritt',
    started: 'Gestartet',
    finished: 'Beendet',
    actions: 'Aktionen',
  },
  progress: '{{n}} / {{m}}',
  progress_label: '{{kind}}: Fortschritt',
  waiting: 'Wartet auf den Start…',
  warnings_one: '{{count}} Warnung',
  warnings_other: '{{count}} Warnungen',
  done: 'Fertig.',
  cancelling: 'Wird abgebrochen…',
  cancel: 'Auftrag abbrechen',
  cancel_title: 'Diesen Auftrag abbrechen?',
  cancel_text: 'Der Auftrag hält an; was er bis dahin geschrieben hat, wird zurückgenommen.',
  cancel_confirm: 'Auftrag abbrechen',
  keep_running: 'Weiterlaufen lassen',
  cancel_failed: 'Der Auftrag konnte nicht abgebrochen werden. Bitte versuchen Sie es erneut.',
  not_yet: '—',
  undo: 'Rückgängig machen',
  undo_title: '„{{kind}}“ rückgängig machen?',
  undo_text:
    'Was der Auftrag geschrieben hat, wird in einem eigenen Auftrag zurückgenommen: seither geänderte Datensätze bleiben, wie sie sind, und werden in seinem Bericht genannt.',
  undo_confirm: 'Rückgängig machen',
  undo_keep: 'Behalten',
  undo_failed: 'Der Auftrag konnte nicht rückgängig gemacht werden. Bitte versuchen Sie es erneut.',
  melody: {
    title: 'Melodischer Index',
    description:
      'Die Melodiesuche vergleicht Incipits nach den melodischen Merkmalen, die aus ihrem Plaine & Easie Code abgeleitet werden. Jedes Speichern hält sie aktuell; bauen Sie sie nach einem Update, das ihre Ableitung geändert hat, alle neu auf.',
    rebuild: 'Melodischen Index neu aufbauen',
    confirm_title: 'Melodischen Index neu aufbauen?',
    confirm_text:
      'Die melodischen Merkmale jedes Incipits werden neu abgeleitet. Die Melodiesuche antwortet währenddessen weiter; der Auftrag kann abgebrochen werden.',
    confirm: 'Neu aufbauen',
    start_failed: 'Der Neuaufbau konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
  },
};
