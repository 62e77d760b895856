import { bulkEditUndo } from '../bulk/bulk-edit.ts';
import { bulkEditJob } from '../bulk/bulk-edit-job.ts';
import { bulkEditUndoJob } from '../bulk/undo-bulk-edit.ts';
import { importJob } from '../exchange/import/import-job.ts';
import { importUndo } from '../exchange/import/start-import-undo.ts';
import { importUndoJob } from '../exchange/import/undo-import-job.ts';
import type { JobDefinition } from '../jobs/job-definition.ts';
import { melodyRebuildJob } from '../melody/melody-rebuild-job.ts';

/** Every kind of job this server runs, with the undo of those that can be undone from the Jobs list. */
export const jobKinds: readonly JobDefinition[] = [
  melodyRebuildJob as JobDefinition,
  { ...importJob, undo: importUndo } as JobDefinition,
  importUndoJob as JobDefinition,
  { ...bulkEditJob, undo: bulkEditUndo } as JobDefinition,
  bulkEditUndoJob as JobDefinition,
];
