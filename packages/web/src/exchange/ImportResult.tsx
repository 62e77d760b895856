import { type ImportMessage, type ImportReport, type ImportUndoReport, recordPath } from '@fontes/domain';
import DownloadIcon from '@mui/icons-material/Download';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { JobRun } from '../jobs/JobRun.tsx';
import { outcomeText } from '../outcomes/outcome.ts';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { saveFile } from '../ui/saveFile.ts';
import { ImportSummary } from './ImportSummary.tsx';
import { UndoImport } from './importDocuments.ts';
import { refusedRowsCsv } from './importReport.ts';

/** What an import wrote: its numbers, the catalog of the new entries, the refused rows to fix, and its undo. */
export function ImportResult({ job, report }: { job: number; report: ImportReport }) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [undo, setUndo] = useState<{ job: number; report: ImportUndoReport | null } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const undoImport = useOutcomeMutation(UndoImport, (data) => data.undoImport, 'import.undo_failed');
  const onUndone = useCallback(
    (undone: ImportUndoReport) => setUndo((run) => (run ? { ...run, report: undone } : run)),
    [],
  );
  // The catalog opened on its pages, where the new entries are.
  const catalogPath = report.catalog?.id ? `${recordPath('catalog', report.catalog.id)}?tab=page` : undefined;
  const message = (m: ImportMessage) => t(m.key, { ...(m.values ?? {}), defaultValue: m.key });

  async function startUndo() {
    const outcome = await undoImport.run({ variables: { job } });
    setAsking(false);
    if (outcome.success && 'job' in outcome && outcome.job) setUndo({ job: outcome.job.id, report: null });
    else setRefusal(outcomeText(t, outcome, 'import.undo_failed'));
  }

  return (
    <Stack spacing={2}>
      <ImportSummary report={report} />
      {catalogPath && (
        <Link component={RouterLink} to={catalogPath} data-testid="import-catalog">
          {t('import.open_catalog', { title: report.catalog?.title })}
        </Link>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {report.sheet && report.failed > 0 && (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            data-testid="import-refused-download"
            onClick={() =>
              saveFile(
                new Blob(
                  [
                    refusedRowsCsv(
                      report,
                      message,
                      i18n.language === 'en' ? 'en' : 'de',
                      t('import.refused_errors'),
                    ),
                  ],
                  { type: 'text/csv;charset=utf-8' },
                ),
                t('import.refused_file', { name: report.fileName.replace(/\.[^.]+$/, '') }),
              )
            }
          >
            {t('import.download_refused', { count: report.failed })}
          </Button>
        )}
        <Button
          variant="outlined"
          color="warning"
          startIcon={<UndoIcon />}
          onClick={() => setAsking(true)}
          disabled={undo !== null}
          data-testid="import-undo"
        >
          {t('import.undo')}
        </Button>
      </Stack>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      {undo && <JobRun<ImportUndoReport> jobId={undo.job} onReport={onUndone} />}
      {undo?.report && (
        <Alert severity={undo.report.skipped.length ? 'warning' : 'success'} data-testid="import-undone">
          {t('import.undone', { count: undo.report.deleted })}
          {undo.report.skipped.length > 0 &&
            ` ${t('import.undo_skipped', { count: undo.report.skipped.filter((s) => s.reason !== 'gone').length })}`}
          {undo.report.updated > 0 && ` ${t('import.undo_updated', { count: undo.report.updated })}`}
        </Alert>
      )}
      <ConfirmDialog
        open={asking}
        title={t('import.undo_title')}
        text={t('import.undo_text')}
        confirmLabel={t('import.undo')}
        busy={undoImport.loading}
        onConfirm={startUndo}
        onCancel={() => setAsking(false)}
      />
      <Typography variant="body2" color="text.secondary">
        {t('import.jobs_hint')}
      </Typography>
    </Stack>
  );
}
