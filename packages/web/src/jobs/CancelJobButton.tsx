import { useTranslation } from 'react-i18next';
import type { JobFieldsFragment } from '../graphql/generated/graphql.ts';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { ConfirmedJobAction } from './ConfirmedJobAction.tsx';
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
  const cancel = useOutcomeMutation(CancelJob, (data) => data.cancelJob, 'jobs.cancel_failed', {
    refetchQueries: ['GetJob', 'Jobs'],
  });
  return (
    <ConfirmedJobAction
      label={t(job.cancel_requested ? 'jobs.cancelling' : 'jobs.cancel')}
      title={t('jobs.cancel_title')}
      text={t('jobs.cancel_text')}
      confirmLabel={t('jobs.cancel_confirm')}
      keepLabel={t('jobs.keep_running')}
      failedKey="jobs.cancel_failed"
      color="error"
      disabled={job.cancel_requested}
      busy={cancel.loading}
      testId="job-cancel"
      run={() => cancel.run({ variables: { id: job.id } })}
      onRefused={onRefused}
    />
  );
}
