import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobStatus } from '../../graphql/generated/graphql.ts';
import { graphql } from '../../graphql/generated/index.ts';
import { JobProgress } from '../../jobs/JobProgress.tsx';
import { isOpen } from '../../jobs/jobStatus.ts';
import { outcomeText } from '../../outcomes/outcome.ts';
import { useOutcomeMutation } from '../../outcomes/useOutcomeMutation.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';

const RebuildMelodyIndex = graphql(`
  mutation RebuildMelodyIndex {
    rebuildMelodyIndex {
      ...OutcomeFields
      job {
        ...JobFields
      }
    }
  }
`);

/** The melodic index rebuilt as a job, asked first, its progress shown here. */
export function MelodyIndexPanel() {
  const { t } = useTranslation();
  const id = useId();
  const [asking, setAsking] = useState(false);
  const [job, setJob] = useState<{ id: number; status: JobStatus } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const rebuild = useOutcomeMutation(
    RebuildMelodyIndex,
    (data) => data.rebuildMelodyIndex,
    'jobs.melody.start_failed',
  );

  const onStatus = useCallback(
    (status: JobStatus) => setJob((shown) => (shown ? { ...shown, status } : shown)),
    [],
  );

  async function start() {
    const outcome = await rebuild.run();
    setAsking(false);
    if (outcome.success && 'job' in outcome && outcome.job) {
      setRefusal(null);
      setJob(outcome.job);
    } else setRefusal(outcomeText(t, outcome, 'jobs.melody.start_failed'));
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      data-testid="melody-index"
      sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Box>
        <Typography variant="subtitle1" component="h2" id={`${id}-title`} sx={{ fontWeight: 600 }}>
          {t('jobs.melody.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('jobs.melody.description')}
        </Typography>
      </Box>
      <Box>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={() => setAsking(true)}
          // One rebuild at a time from here: a second would only queue behind the first.
          disabled={job !== null && isOpen(job.status)}
          data-testid="melody-rebuild"
        >
          {t('jobs.melody.rebuild')}
        </Button>
      </Box>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      {job && <JobProgress jobId={job.id} onStatus={onStatus} />}
      <ConfirmDialog
        open={asking}
        title={t('jobs.melody.confirm_title')}
        text={t('jobs.melody.confirm_text')}
        confirmLabel={t('jobs.melody.confirm')}
        busy={rebuild.loading}
        onConfirm={() => void start()}
        onCancel={() => setAsking(false)}
      />
    </Paper>
  );
}
