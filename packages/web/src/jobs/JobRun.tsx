import { useLazyQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import type { JobStatus } from '../graphql/generated/graphql.ts';
import { JobProgress } from './JobProgress.tsx';
import { GetJobReport } from './jobDocuments.ts';

/**
 * A job's progress, and its report handed to `onReport` once it is done (read once, at the end): what a
 * screen that starts a job and then shows its outcome needs.
 */
export function JobRun<Report>({
  jobId,
  onReport,
  onEnd,
}: {
  jobId: number;
  onReport(report: Report): void;
  /** Hears the job end however it ends (done, failed or cancelled). */
  onEnd?(status: JobStatus): void;
}) {
  const [readReport] = useLazyQuery(GetJobReport, { fetchPolicy: 'network-only' });
  const [ended, setEnded] = useState<JobStatus | null>(null);
  const onStatus = useCallback((status: JobStatus) => {
    if (status === 'done' || status === 'failed' || status === 'cancelled') setEnded(status);
  }, []);
  useEffect(() => {
    if (!ended) return;
    onEnd?.(ended);
    if (ended !== 'done') return;
    void readReport({ variables: { id: jobId } }).then(({ data }) => {
      if (data?.job?.report) onReport(JSON.parse(data.job.report) as Report);
    });
  }, [ended, jobId, onEnd, onReport, readReport]);
  return <JobProgress jobId={jobId} onStatus={onStatus} />;
}
