import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JobFieldsFragment } from '../graphql/generated/graphql.ts';
import { outcomeText } from '../outcomes/outcome.ts';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { CancelJob } from './jobDocuments.ts';

/** Cancels a queued or running job, once asked; a refusal is said where the job is shown (`onRefused`). */
export function CancelJobButton({
  job,
  onRefused,
}: {
  job: JobFieldsFragment;
  onRefused(text: string): void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const cancel = useOutcomeMutation(CancelJob, (data) => data.cancelJob, 'jobs.cancel_failed', {
    refetchQueries: ['GetJob', 'Jobs'],
  });

  async function confirm() {
    const outcome = await cancel.run({ variables: { id: job.id } });
    setAsking(false);
    if (!outcome.success) onRefused(outcomeText(t, outcome, 'jobs.cancel_failed'));
  }

  return (
    <>
      <Button
        size="small"
        color="error"
        onClick={() => setAsking(true)}
        disabled={job.cancel_requested}
        data-testid="job-cancel"
      >
        {t(job.cancel_requested ? 'jobs.cancelling' : 'jobs.cancel')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('jobs.cancel_title')}
        text={t('jobs.cancel_text')}
        confirmLabel={t('jobs.cancel_confirm')}
        cancelLabel={t('jobs.keep_running')}
        busy={cancel.loading}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
