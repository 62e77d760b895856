import type { enHistory } from './en-history.ts';

export const deHistory: typeof enHistory = {
  History: {
    created: 'Angelegt',
    deleted: 'Gelöscht',
    saved: 'Gespeichert',
    unchanged: 'Ohne Änderungen gespeichert',
    restored_from: 'Version {{number}} wiederhergestellt',
    items_added_one: '{{count}} hinzugefügt',
    items_added_other: '{{count}} hinzugefügt',
    items_changed_one: '{{count}} geändert',
    items_changed_other: '{{count}} geändert',
    items_removed_one: '{{count}} entfernt',
    items_removed_other: '{{count}} entfernt',
    yes: 'ja',
    no: 'nein',
    restored: 'Die Version ist wiederhergestellt.',
    restored_record: 'Der Datensatz ist wiederhergestellt.',
    error_revision_not_found: 'Diese Version gibt es nicht, oder sie gehört nicht zu diesem Datensatz.',
    error_record_deleted:
      'Dieser Datensatz ist gelöscht: Stellen Sie ihn unter den gelöschten Datensätzen wieder her.',
    error_not_deleted: 'Dieser Datensatz ist nicht gelöscht.',
    error_not_restorable:
      'Eine gelöschte Datei kann nicht wiederhergestellt werden: Ihr Inhalt wurde mit ihr gelöscht. Bitte laden Sie sie erneut hoch.',
    error_version_not_restorable:
      'Eine frühere Version einer Datei kann nicht wiederhergestellt werden: Ihr damaliger Inhalt ist nicht aufbewahrt. Benennen Sie die Datei um, verschieben Sie sie, oder laden Sie die frühere Datei erneut hoch.',
    error_merged:
      'Dieser Datensatz wurde mit einem anderen zusammengeführt: Machen Sie die Zusammenführung in der Historie des anderen Datensatzes rückgängig.',
    error_links_gone:
      'Diese Version nennt Datensätze, die es nicht mehr gibt (siehe die markierten Felder). Stellen Sie eine spätere Version wieder her oder bearbeiten Sie den Datensatz.',
  },
};
