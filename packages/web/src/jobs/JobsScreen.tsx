import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobFieldsFragment } from '../graphql/generated/graphql.ts';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { ScreenContainer } from '../ui/ScreenContainer.tsx';
import { useScreenTitle } from '../ui/screenTitle.ts';
import { useLanguageRefetch } from '../ui/useLanguageRefetch.ts';
import { visuallyHidden } from '../ui/visuallyHidden.ts';
import { CancelJobButton } from './CancelJobButton.tsx';
import { ListJobs } from './jobDocuments.ts';
import { isOpen, JOB_POLL_MS, percentDone } from './jobStatus.ts';
import { UndoJobButton } from './UndoJobButton.tsx';

/** The newest jobs shown: a user starts a few a day, not hundreds. */
const SHOWN = 50;
const columns = ['kind', 'status', 'progress', 'started', 'finished'] as const;

/** `/jobs` (signed in): the user's jobs (an administrator's: everyone's), read again while any runs. */
export function JobsScreen() {
  const { t } = useTranslation();
  useScreenTitle(t('jobs.title'));
  const [refusal, setRefusal] = useState<string | null>(null);
  const { data, error, loading, startPolling, stopPolling, refetch } = useQuery(ListJobs, {
    variables: { first: SHOWN },
  });
  // What each job did (its summary) is said by the server.
  useLanguageRefetch(refetch, loading);
  const anyOpen = data?.jobs.items.some((job) => isOpen(job.status)) ?? false;
  useEffect(() => {
    if (anyOpen) startPolling(JOB_POLL_MS);
    else stopPolling();
  }, [anyOpen, startPolling, stopPolling]);

  return (
    <ScreenContainer width="lg">
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('jobs.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('jobs.intro')}
      </Typography>
      {error && !data && (
        <Alert severity="error" data-testid="jobs-failed">
          {t('jobs.failed')}
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" onClose={() => setRefusal(null)} sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      {!data && loading && <LoadingIndicator size="section" />}
      {data && data.jobs.total === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="jobs-empty">
          {t('jobs.empty')}
        </Typography>
      )}
      {data && data.jobs.total > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('jobs.title')} data-testid="jobs-table">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column}>{t(`jobs.columns.${column}`)}</TableCell>
                ))}
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    {t('jobs.columns.actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.jobs.items.map((job) => (
                <JobRow key={job.id} job={job} onRefused={setRefusal} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </ScreenContainer>
  );
}

function JobRow({ job, onRefused }: { job: JobFieldsFragment; onRefused(text: string): void }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const when = (iso: string | null | undefined) => (iso ? date.format(new Date(iso)) : t('jobs.not_yet'));
  const kind = t(`Job.kinds.${job.kind}`, { defaultValue: job.kind });
  const percent = percentDone(job);
  return (
    <TableRow data-testid="job-row" data-job={job.id} data-status={job.status} hover>
      <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
        {kind}
      </TableCell>
      <TableCell data-cell="status">
        {t(`Job.statuses.${job.status}`)}
        {job.summary && (
          <Typography variant="body2" color="text.secondary" data-testid="job-row-summary">
            {job.summary}
          </Typography>
        )}
        {job.status === 'failed' && job.message && (
          <Typography variant="body2" color="error" data-testid="job-row-message">
            {job.message_key ? t(job.message_key, { defaultValue: job.message }) : job.message}
          </Typography>
        )}
      </TableCell>
      <TableCell data-cell="progress" sx={{ minWidth: 140 }}>
        {job.total != null && (
          <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('jobs.progress', { n: job.progress, m: job.total })}
          </Typography>
        )}
        {isOpen(job.status) && (
          <LinearProgress
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
            aria-label={t('jobs.progress_label', { kind })}
          />
        )}
      </TableCell>
      <TableCell data-cell="started" sx={{ whiteSpace: 'nowrap' }}>
        {when(job.started_at)}
      </TableCell>
      <TableCell data-cell="finished" sx={{ whiteSpace: 'nowrap' }}>
        {when(job.finished_at)}
      </TableCell>
      <TableCell align="right">
        {isOpen(job.status) && <CancelJobButton job={job} onRefused={onRefused} />}
        {job.undoable && <UndoJobButton job={job} onRefused={onRefused} />}
      </TableCell>
    </TableRow>
  );
}
