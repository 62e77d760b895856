// Long work (jobs): the stages a job reports, its kinds, why it failed, and what cancelling it says.
export const enJobs = {
  Job: {
    kinds: {
      'melody-rebuild': 'Rebuild the melodic index',
      import: 'Import records',
      'import-undo': 'Undo an import',
      'bulk-edit': 'Bulk edit',
      'bulk-edit-undo': 'Undo a bulk edit',
    },
    stages: {
      melody_incipits: 'Incipits',
      reading: 'Reading the file',
      matching: 'Matching references',
      undoing: 'Deleting the imported records',
      writing: 'Writing records',
      bulk_checking: 'Checking the records',
      bulk_saving: 'Saving the records',
      bulk_undoing: 'Saving the records back',
    },
    statuses: {
      queued: 'Waiting',
      running: 'Running',
      done: 'Done',
      failed: 'Failed',
      cancelled: 'Cancelled',
    },
    error_not_found: 'This job does not exist, or it is not yours.',
    error_unknown_kind: 'This kind of job is not known to this server.',
    error_server_stopped: 'The server stopped while this job ran.',
    error_failed: 'The job failed unexpectedly. Please try again later.',
    error_not_cancellable: 'This job has ended already and cannot be cancelled.',
    error_not_undoable: 'This job cannot be undone.',
    summary_melody: 'Incipits indexed: {{count}}.',
    cancelled: 'The job is cancelled.',
    cancel_requested: 'The job is being cancelled.',
    started: 'The job has started.',
  },
};
