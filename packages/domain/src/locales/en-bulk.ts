// Bulk edits: what the server answers, what a job's report says of a record, and the history's words.
export const enBulk = {
  Bulk: {
    started: 'The bulk edit is running.',
    preview_started: 'The preview is being prepared.',
    undo_started: 'The bulk edit is being undone.',
    history_edit: 'Bulk edit #{{id}}',
    history_undo: 'Bulk edit #{{id}} undone',
    record_gone: 'This record no longer exists.',
    changed_since: 'Changed since the bulk edit: left as it is.',
    error_missing: 'Please fill in this value.',
    error_field: 'This field cannot be set for many records at once.',
    error_kind: 'This change does not apply to records of this kind.',
    error_nothing: 'Choose records: a search or a selection of hits.',
    error_too_many: 'At most {{max}} records can be changed in one bulk edit; narrow the search.',
    error_not_found: 'This bulk edit does not exist.',
    error_undone: 'This bulk edit is already undone.',
    error_not_yours: 'Only the one who made a bulk edit, or an administrator, can undo it.',
    error_undoing: 'This bulk edit is being undone already.',
    summary_edit: 'Changed: {{changed}}, unchanged: {{unchanged}}, refused: {{failed}}.',
    summary_preview: 'Preview — would change: {{changed}}, unchanged: {{unchanged}}, refused: {{failed}}.',
    summary_undo: 'Restored: {{restored}}, skipped (changed since): {{skipped}}.',
  },
};
