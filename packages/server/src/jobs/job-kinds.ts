import { melodyRebuildJob } from '../melody/melody-rebuild-job.ts';
import type { JobDefinition } from './job-definition.ts';

/** Every kind of job this server runs. */
export const jobKinds: readonly JobDefinition[] = [melodyRebuildJob as JobDefinition];
