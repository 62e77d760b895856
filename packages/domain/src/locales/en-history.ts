// A record's history: its revisions' one-line summaries, the diff's words, restoring a revision or a
// deleted record.
export const enHistory = {
  History: {
    created: 'Created',
    deleted: 'Deleted',
    saved: 'Saved',
    unchanged: 'Saved without changes',
    restored_from: 'Version {{number}} restored',
    items_added_one: '{{count}} added',
    items_added_other: '{{count}} added',
    items_changed_one: '{{count}} changed',
    items_changed_other: '{{count}} changed',
    items_removed_one: '{{count}} removed',
    items_removed_other: '{{count}} removed',
    yes: 'yes',
    no: 'no',
    restored: 'The version is restored.',
    restored_record: 'The record is restored.',
    error_revision_not_found: 'This version does not exist, or it is not one of this record’s.',
    error_record_deleted: 'This record is deleted: restore it from the deleted records.',
    error_not_deleted: 'This record is not deleted.',
    error_not_restorable:
      'A deleted file cannot be restored: its content went with it. Please upload it again.',
    error_version_not_restorable:
      'An earlier version of a file cannot be restored: its content then is not kept. Rename or move the file, or upload the earlier file again.',
    error_merged: 'This record was merged into another: undo the merge from the other record’s history.',
    error_links_gone:
      'This version names records that no longer exist (see the fields marked). Restore a later version, or edit the record.',
  },
};
