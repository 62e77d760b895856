import { useTranslation } from 'react-i18next';
import type { JobFieldsFragment } from '../graphql/generated/graphql.ts';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { ConfirmedJobAction } from './ConfirmedJobAction.tsx';
import { UndoJob } from './jobDocuments.ts';

/**
 * Undoes a done job the server offers to undo (an import, a bulk edit), once asked: the undo runs as a job
 * of its own, listed with its progress. A refusal is said where the job is shown (`onRefused`).
 */
export function UndoJobButton({ job, onRefused }: { job: JobFieldsFragment; onRefused(text: string): void }) {
  const { t } = useTranslation();
  const undo = useOutcomeMutation(UndoJob, (data) => data.undoJob, 'jobs.undo_failed', {
    refetchQueries: ['Jobs'],
  });
  return (
    <ConfirmedJobAction
      label={t('jobs.undo')}
      title={t('jobs.undo_title', { kind: t(`Job.kinds.${job.kind}`, { defaultValue: job.kind }) })}
      text={t('jobs.undo_text')}
      confirmLabel={t('jobs.undo_confirm')}
      keepLabel={t('jobs.undo_keep')}
      failedKey="jobs.undo_failed"
      busy={undo.loading}
      testId="job-undo"
      run={() => undo.run({ variables: { id: job.id } })}
      onRefused={onRefused}
    />
  );
}
