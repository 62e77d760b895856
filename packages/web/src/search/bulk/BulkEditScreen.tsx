import { useQuery } from '@apollo/client/react';
import { formatSearchAddress, parseSearchParams, type SearchAddress } from '@fontes/domain';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { DescribedFields, useDescribedForm } from '../../forms/describedForm.tsx';
import type { BulkOperation, BulkType } from '../../graphql/generated/graphql.ts';
import { JobRun } from '../../jobs/JobRun.tsx';
import { useOutcomeMutation } from '../../outcomes/useOutcomeMutation.ts';
import { DifferenceList, type FieldDifference } from '../../records/history/RevisionDifferences.tsx';
import { LoadingIndicator } from '../../ui/LoadingIndicator.tsx';
import { ScreenContainer } from '../../ui/ScreenContainer.tsx';
import { useScreenTitle } from '../../ui/screenTitle.ts';
import { BulkEditFields, StartBulkEdit, UndoBulkEdit } from './bulkDocuments.ts';
import { bulkOperationFields, operationOf } from './bulkOperationFields.ts';
import { BULK_TYPES } from './bulkTypes.ts';

interface Failure {
  id: number;
  title: string;
  message: string;
  errors: { path: string; message: string }[];
}

/** What a bulk edit's job reports (server: bulk/bulk-edit-job.ts). */
interface EditReport {
  bulk_edit: number | null;
  dry_run: boolean;
  count: number;
  changed: number;
  unchanged: number;
  failed: number;
  failures: Failure[];
  preview: { id: number; title: string; fields: FieldDifference[] }[];
}

interface UndoReport {
  restored: number;
  skipped: { id: number; title: string; message: string }[];
}

type Stage =
  | { step: 'form' }
  | { step: 'previewing'; job: number; operation: BulkOperation }
  | { step: 'previewed'; report: EditReport; operation: BulkOperation }
  | { step: 'applying'; job: number }
  | { step: 'applied'; report: EditReport }
  | { step: 'undoing'; job: number; report: EditReport }
  | { step: 'undone'; report: UndoReport };

// The server checks the operation; the form only needs its kind.
const schema = z.looseObject({ kind: z.string().min(1, 'Validation.error_required') });

/**
 * `/bulk-edit?<a search's parameters>` (contributors): one change to every hit of a search (not one
 * page): the operation, a preview (how many change, the first 20 changes, the records refused and why),
 * the edit as a job with its progress, and its undo.
 */
export function BulkEditScreen() {
  const { t } = useTranslation();
  useScreenTitle(t('bulk.title'));
  const [params] = useSearchParams();
  const address = useMemo(() => parseSearchParams(params), [params]);
  const type = BULK_TYPES.find((each) => each === address.type) ?? null;
  const [stage, setStage] = useState<Stage>({ step: 'form' });
  if (!type) return <Alert severity="warning">{t('bulk.no_type')}</Alert>;
  return (
    <ScreenContainer width="md">
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('bulk.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('bulk.intro', { type: t(`merge.types.${type}`) })}{' '}
        <Link to={formatSearchAddress(address)}>{t('bulk.back_to_search')}</Link>
      </Typography>
      <BulkStages type={type} address={address} stage={stage} setStage={setStage} />
    </ScreenContainer>
  );
}

interface StagesProps {
  type: BulkType;
  address: SearchAddress;
  stage: Stage;
  setStage(stage: Stage): void;
}

function BulkStages({ type, address, stage, setStage }: StagesProps) {
  const { t } = useTranslation();
  const start = useOutcomeMutation(StartBulkEdit, (d) => d.bulkEdit, 'bulk.failed');
  const undo = useOutcomeMutation(UndoBulkEdit, (d) => d.undoBulkEdit, 'bulk.failed');
  const [failure, setFailure] = useState<string | null>(null);
  const search = { type, query: address.query || null, filters: address.filters };
  const onPreview = useCallback(
    (report: EditReport) => {
      setStage({ step: 'previewed', report, operation: (stage as { operation: BulkOperation }).operation });
    },
    [setStage, stage],
  );
  const onApplied = useCallback((report: EditReport) => setStage({ step: 'applied', report }), [setStage]);
  const onUndone = useCallback((report: UndoReport) => setStage({ step: 'undone', report }), [setStage]);

  async function apply(operation: BulkOperation) {
    const outcome = await start.run({ variables: { ...search, operation, dryRun: false } });
    const job = outcome.success && 'job' in outcome ? outcome.job?.id : undefined;
    if (job) setStage({ step: 'applying', job });
    else setFailure(outcome.message ?? t('bulk.failed'));
  }
  async function undoEdit(report: EditReport) {
    if (report.bulk_edit === null) return;
    const outcome = await undo.run({ variables: { id: report.bulk_edit } });
    const job = outcome.success && 'job' in outcome ? outcome.job?.id : undefined;
    if (job) setStage({ step: 'undoing', job, report });
    else setFailure(outcome.message ?? t('bulk.failed'));
  }

  switch (stage.step) {
    case 'form':
      return (
        <OperationForm
          type={type}
          search={search}
          onStarted={(job, operation) => setStage({ step: 'previewing', job, operation })}
        />
      );
    case 'previewing':
      return <JobRun<EditReport> jobId={stage.job} onReport={onPreview} />;
    case 'applying':
      return <JobRun<EditReport> jobId={stage.job} onReport={onApplied} />;
    case 'undoing':
      return <JobRun<UndoReport> jobId={stage.job} onReport={onUndone} />;
    case 'previewed':
      return (
        <Stack sx={{ gap: 2 }} data-testid="bulk-preview">
          <Summary report={stage.report} />
          {failure && <Alert severity="error">{failure}</Alert>}
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button
              variant="contained"
              disabled={stage.report.changed === 0 || start.loading}
              onClick={() => apply(stage.operation)}
              data-testid="bulk-apply"
            >
              {t('bulk.apply', { count: stage.report.changed })}
            </Button>
            <Button onClick={() => setStage({ step: 'form' })}>{t('bulk.change_operation')}</Button>
          </Stack>
          {stage.report.preview.map((record) => (
            <Paper key={record.id} variant="outlined" sx={{ p: 2 }} data-testid="bulk-preview-record">
              <Typography variant="subtitle1" sx={{ mb: 1 }}>
                {record.title}
              </Typography>
              <DifferenceList fields={record.fields} />
            </Paper>
          ))}
        </Stack>
      );
    case 'applied':
      return (
        <Stack sx={{ gap: 2 }} data-testid="bulk-applied">
          <Summary report={stage.report} />
          {failure && <Alert severity="error">{failure}</Alert>}
          <Box>
            <Button
              variant="outlined"
              disabled={undo.loading || stage.report.changed === 0}
              onClick={() => undoEdit(stage.report)}
              data-testid="bulk-undo"
            >
              {t('bulk.undo')}
            </Button>
          </Box>
        </Stack>
      );
    case 'undone':
      return (
        <Stack sx={{ gap: 2 }} data-testid="bulk-undone">
          <Alert severity={stage.report.skipped.length ? 'warning' : 'success'}>
            {t('bulk.undone', { count: stage.report.restored })}
          </Alert>
          {stage.report.skipped.map((record) => (
            <Typography key={record.id} variant="body2">
              {record.title}: {record.message}
            </Typography>
          ))}
        </Stack>
      );
  }
}

/** The operation's form; sending it starts the preview. */
function OperationForm({
  type,
  search,
  onStarted,
}: {
  type: BulkType;
  search: { type: BulkType; query: string | null; filters: SearchAddress['filters'] };
  onStarted(job: number, operation: BulkOperation): void;
}) {
  const { t } = useTranslation();
  const { data } = useQuery(BulkEditFields, { variables: { type } });
  const start = useOutcomeMutation(StartBulkEdit, (d) => d.bulkEdit, 'bulk.failed');
  const fields = useMemo(() => bulkOperationFields(type, data?.bulkEditFields ?? []), [type, data]);
  const described = useDescribedForm({
    fields,
    schema,
    values: { kind: type === 'score' ? 'add_genre' : 'set_field' },
    failedKey: 'bulk.failed',
    run: (values: FieldValues) =>
      start.run({ variables: { ...search, operation: operationOf(values) as BulkOperation, dryRun: true } }),
    onDone: (outcome, values) => {
      const job = 'job' in outcome ? outcome.job?.id : undefined;
      if (job) onStarted(job, operationOf(values) as BulkOperation);
    },
  });
  if (!data) return <LoadingIndicator />;
  return (
    <Box component="form" onSubmit={described.submit} noValidate data-testid="bulk-form">
      <DescribedFields described={described} />
      {described.failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {described.failure}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={described.busy}
        sx={{ mt: 3 }}
        data-testid="bulk-preview-button"
      >
        {t('bulk.preview')}
      </Button>
    </Box>
  );
}

/** How many records change, stay as they are, and are refused (named, with why). */
function Summary({ report }: { report: EditReport }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="bulk-summary">
      <Alert severity={report.failed ? 'warning' : 'info'}>
        {t(report.dry_run ? 'bulk.would_change' : 'bulk.changed', { count: report.changed })}{' '}
        {t('bulk.unchanged', { count: report.unchanged })}{' '}
        {report.failed > 0 && t('bulk.refused', { count: report.failed })}
      </Alert>
      {report.failures.map((failure) => (
        <Typography key={failure.id} variant="body2" sx={{ mt: 1 }} data-testid="bulk-failure">
          {failure.title}: {failure.message} {failure.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}
        </Typography>
      ))}
    </Box>
  );
}
