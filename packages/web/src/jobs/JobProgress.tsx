import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobFieldsFragment, JobStatus } from '../graphql/generated/graphql.ts';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { CancelJobButton } from './CancelJobButton.tsx';
import { isOpen, percentDone } from './jobStatus.ts';
import { useJob } from './useJob.ts';

/**
 * A job's progress on the screen that started it: the bar with n / m and the stage, and what it came to;
 * `onStatus` hears each status it reads (the screen's button waits for the end).
 */
export function JobProgress({ jobId, onStatus }: { jobId: number; onStatus?(status: JobStatus): void }) {
  const { t } = useTranslation();
  const { job, error } = useJob(jobId);
  const status = job?.status;
  useEffect(() => {
    if (status) onStatus?.(status);
  }, [status, onStatus]);
  if (!job && error)
    return (
      <Alert severity="error" data-testid="job-progress-failed">
        {t('jobs.job_failed')}
      </Alert>
    );
  if (!job) return <LoadingIndicator size="line" />;
  return <JobProgressOf job={job} />;
}

function JobProgressOf({ job }: { job: JobFieldsFragment }) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const kind = t(`Job.kinds.${job.kind}`, { defaultValue: job.kind });
  const percent = percentDone(job);
  const open = isOpen(job.status);
  return (
    <Box data-testid="job-progress" data-status={job.status} sx={{ display: 'grid', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="job-status">
          {t(`Job.statuses.${job.status}`)}
        </Typography>
        {job.stage && (
          <Typography variant="body2" data-testid="job-stage">
            {t(`Job.stages.${job.stage}`, { defaultValue: job.stage })}
          </Typography>
        )}
        {job.total != null && (
          <Typography variant="body2" data-testid="job-count" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('jobs.progress', { n: job.progress, m: job.total })}
          </Typography>
        )}
        {job.status === 'queued' && (
          <Typography variant="body2" color="text.secondary">
            {t('jobs.waiting')}
          </Typography>
        )}
        {job.warning_count > 0 && (
          <Typography variant="body2" color="warning.dark" data-testid="job-warnings">
            {t('jobs.warnings', { count: job.warning_count })}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        {open && <CancelJobButton job={job} onRefused={setRefusal} />}
      </Stack>
      {(open || job.status === 'done') && (
        <LinearProgress
          variant={percent === null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
          aria-label={t('jobs.progress_label', { kind })}
        />
      )}
      {job.status === 'failed' && (
        <Alert severity="error" data-testid="job-message">
          {job.message_key ? t(job.message_key, { defaultValue: job.message ?? '' }) : job.message}
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
    </Box>
  );
}
