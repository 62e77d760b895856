import { marcImportJob } from '../exchange/import/marc-import-job.ts';
import type { JobDefinition } from '../jobs/job-definition.ts';
import { melodyRebuildJob } from '../melody/melody-rebuild-job.ts';

/** Every kind of job this server runs. */
export const jobKinds: readonly JobDefinition[] = [
  melodyRebuildJob as JobDefinition,
  marcImportJob as JobDefinition,
];
