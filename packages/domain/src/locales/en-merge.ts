// Merging duplicates: what the server answers, and what the history says of a merge.
export const enMerge = {
  Merge: {
    merged: 'The records are merged. Links to the merged records lead to this one.',
    undone: 'The merge is undone: the merged records and their links are back.',
    name: 'Name',
    history_merge: 'Merge #{{id}}',
    history_merged_into: 'Merged into #{{id}} (merge #{{merge}})',
    history_undo: 'Merge #{{id}} undone',
    error_type: 'Records of this kind cannot be merged.',
    error_self: 'Choose at least two different records to merge.',
    error_too_many: 'At most {{max}} records can be merged into one at once.',
    error_gone: 'One of the records no longer exists (deleted meanwhile?). Reload the list and choose again.',
    error_choice: 'The choice for the field “{{field}}” cannot be made for these records.',
    error_not_found: 'This merge does not exist.',
    error_undone: 'This merge is already undone.',
    error_touched:
      'The merge cannot be undone: these records were changed since ({{records}}). Undo those changes first, or correct the records by hand.',
  },
};
