import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { GetJob } from './jobDocuments.ts';
import { isOpen, JOB_POLL_MS } from './jobStatus.ts';

/** A job, read again every second while it is queued or running, and no more once it is over. */
export function useJob(id: number) {
  const { data, error, stopPolling } = useQuery(GetJob, { variables: { id }, pollInterval: JOB_POLL_MS });
  const job = data?.job ?? null;
  const over = job !== null && !isOpen(job.status);
  useEffect(() => {
    if (over) stopPolling();
  }, [over, stopPolling]);
  return { job, error };
}
