import type { enMerge } from './en-merge.ts';

export const deMerge: typeof enMerge = {
  Merge: {
    merged:
      'Die Datensätze sind zusammengeführt. Verweise auf die zusammengeführten Datensätze führen zu diesem.',
    undone:
      'Die Zusammenführung ist rückgängig gemacht: Die zusammengeführten Datensätze und ihre Verweise sind zurück.',
    name: 'Name',
    history_merge: 'Zusammenführung Nr. {{id}}',
    history_merged_into: 'Zusammengeführt in Nr. {{id}} (Zusammenführung Nr. {{merge}})',
    history_undo: 'Zusammenführung Nr. {{id}} rückgängig gemacht',
    error_type: 'Datensätze dieser Art können nicht zusammengeführt werden.',
    error_self: 'Wählen Sie mindestens zwei verschiedene Datensätze zum Zusammenführen.',
    error_too_many: 'Es können höchstens {{max}} Datensätze auf einmal zu einem zusammengeführt werden.',
    error_gone:
      'Einer der Datensätze existiert nicht mehr (inzwischen gelöscht?). Laden Sie die Liste neu und wählen Sie erneut.',
    error_choice: 'Die Wahl für das Feld „{{field}}“ ist für diese Datensätze nicht möglich.',
    error_not_found: 'Diese Zusammenführung gibt es nicht.',
    error_undone: 'Diese Zusammenführung ist bereits rückgängig gemacht.',
    error_touched:
      'Die Zusammenführung kann nicht rückgängig gemacht werden: Diese Datensätze wurden seither geändert ({{records}}). Machen Sie diese Änderungen zuerst rückgängig oder korrigieren Sie die Datensätze von Hand.',
  },
};
