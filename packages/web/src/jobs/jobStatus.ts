import type { JobStatus } from '../graphql/generated/graphql.ts';

/** How often a job that is not over is read again. */
export const JOB_POLL_MS = 1000;

/** Whether a job may still change: waiting or running. */
export const isOpen = (status: JobStatus) => status === 'queued' || status === 'running';

/** How far a job is, 0–100; null while nothing says how much there is to do. */
export function percentDone(job: {
  status: JobStatus;
  progress: number;
  total?: number | null;
}): number | null {
  if (job.status === 'done') return 100;
  if (!job.total) return null;
  return Math.min(100, Math.round((job.progress / job.total) * 100));
}
