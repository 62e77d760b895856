import { bulkEditJob } from '../bulk/bulk-edit-job.ts';
import { bulkEditUndoJob } from '../bulk/undo-bulk-edit.ts';
import { importJob } from '../exchange/import/import-job.ts';
import { importUndoJob } from '../exchange/import/undo-import-job.ts';
import type { JobDefinition } from '../jobs/job-definition.ts';
import { melodyRebuildJob } from '../melody/melody-rebuild-job.ts';

/** Every kind of job this server runs. */
export const jobKinds: readonly JobDefinition[] = [
  melodyRebuildJob as JobDefinition,
  importJob as JobDefinition,
  importUndoJob as JobDefinition,
  bulkEditJob as JobDefinition,
  bulkEditUndoJob as JobDefinition,
];
