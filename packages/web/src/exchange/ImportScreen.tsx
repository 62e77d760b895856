import { type ImportFormatName, type ImportReport, toRecordId } from '@fontes/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ImportFormat } from '../graphql/generated/graphql.ts';
import { JobRun } from '../jobs/JobRun.tsx';
import { outcomeText } from '../outcomes/outcome.ts';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { LeaveGuard } from '../records/LeaveGuard.tsx';
import { ScreenContainer } from '../ui/ScreenContainer.tsx';
import { useScreenTitle } from '../ui/screenTitle.ts';
import { ImportCatalogTarget } from './ImportCatalogTarget.tsx';
import { ImportRecordsTable } from './ImportRecordsTable.tsx';
import { ImportResult } from './ImportResult.tsx';
import { ImportSummary } from './ImportSummary.tsx';
import { ImportRecords } from './importDocuments.ts';
import { formatOfName } from './importReport.ts';
import { SheetMapping, type SheetSettings } from './SheetMapping.tsx';

const FORMATS: ImportFormatName[] = ['marcxml', 'csv', 'xlsx'];

/** A run of the import job: the dry run (the preview) or the import, and its report once done. */
interface Run {
  job: number;
  /** The file and format it ran with, to tell whether the preview still shows what the import would do. */
  file: string;
  /** The spreadsheet's mapping and separators it ran with (those the headers suggested, once read). */
  sheet: SheetSettings | null;
  report: ImportReport | null;
}

/** A spreadsheet's settings as its report says they were used. */
const settingsOf = (report: ImportReport): SheetSettings | null =>
  report.sheet && {
    mapping: report.sheet.mapping,
    listSeparator: report.sheet.separators.list,
    peopleSeparator: report.sheet.separators.people,
  };

/**
 * `/import` (contributors): a file (MARCXML, CSV or XLSX) previewed by a dry run — a spreadsheet's columns
 * mapped to fields, each record's errors in place — then imported as a job with its progress, its report,
 * the refused rows to download, and an undo.
 */
export function ImportScreen() {
  const { t } = useTranslation();
  const id = useId();
  useScreenTitle(t('import.title'));
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<ImportFormatName>('marcxml');
  const [sheet, setSheet] = useState<SheetSettings | null>(null);
  const [preview, setPreview] = useState<Run | null>(null);
  const [imported, setImported] = useState<Run | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const importRecords = useOutcomeMutation(
    ImportRecords,
    (data) => data.importRecords,
    'import.start_failed',
  );
  // The catalog the import was opened from (a catalog's "Import records"): its new entries go there.
  const [params, setParams] = useSearchParams();
  const catalog = toRecordId(params.get('catalog'));
  const newCatalog = () =>
    setParams(
      (current) => {
        current.delete('catalog');
        return current;
      },
      { replace: true },
    );
  const fileKey = JSON.stringify([file?.name, file?.size, file?.lastModified, format, catalog]);
  const running = (run: Run | null) => run !== null && run.report === null;

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    if (chosen) setFormat(formatOfName(chosen.name));
    setSheet(null);
    setPreview(null);
    setImported(null);
  }

  async function start(dryRun: boolean) {
    if (!file) return;
    const outcome = await importRecords.run({
      variables: {
        file,
        format: format.toUpperCase() as ImportFormat,
        dryRun,
        mapping: sheet?.mapping ?? null,
        listSeparator: sheet?.listSeparator ?? null,
        peopleSeparator: sheet?.peopleSeparator ?? null,
        catalog,
      },
    });
    if (!(outcome.success && 'job' in outcome && outcome.job)) {
      setRefusal(outcomeText(t, outcome, 'import.start_failed'));
      return;
    }
    setRefusal(null);
    const run: Run = { job: outcome.job.id, file: fileKey, sheet, report: null };
    if (dryRun) {
      setPreview(run);
      setImported(null);
    } else setImported(run);
  }

  const onPreview = useCallback((report: ImportReport) => {
    setPreview((run) => (run ? { ...run, report, sheet: settingsOf(report) } : run));
    // The first preview of a spreadsheet shows the mapping its headers suggest, for the cataloguer to correct.
    setSheet((shown) => shown ?? settingsOf(report));
  }, []);
  const onImported = useCallback(
    (report: ImportReport) => setImported((run) => (run ? { ...run, report } : run)),
    [],
  );
  const previewCurrent =
    preview?.report != null &&
    preview.file === fileKey &&
    JSON.stringify(preview.sheet) === JSON.stringify(sheet);
  const busy = importRecords.loading || running(preview) || running(imported);

  return (
    <ScreenContainer width="xl">
      {/* A file chosen (and its columns mapped) but not imported is asked about before leaving. */}
      <LeaveGuard active={file !== null && imported === null} />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('import.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('import.intro')}
      </Typography>
      <Stack spacing={3}>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby={`${id}-file`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Stack spacing={2}>
            <Typography variant="h6" component="h2" id={`${id}-file`}>
              {t('import.file.title')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
                {t('import.file.choose')}
                <input
                  type="file"
                  hidden
                  accept=".xml,.marcxml,.csv,.tsv,.txt,.xlsx"
                  data-testid="import-file"
                  onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography data-testid="import-file-name" sx={{ overflowWrap: 'anywhere' }}>
                {file ? file.name : t('import.file.none')}
              </Typography>
              <TextField
                select
                size="small"
                label={t('import.file.format')}
                value={format}
                onChange={(event) => {
                  setFormat(event.target.value as ImportFormatName);
                  setSheet(null);
                }}
                sx={{ minWidth: 180 }}
                disabled={busy}
                data-testid="import-format"
              >
                {FORMATS.map((name) => (
                  <MenuItem key={name} value={name}>
                    {t(`import.formats.${name}`)}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            {catalog !== null && <ImportCatalogTarget catalog={catalog} onClear={newCatalog} />}
            {sheet && preview?.report && (
              <SheetMapping report={preview.report} settings={sheet} onChange={setSheet} />
            )}
            <Box>
              <Button
                variant="contained"
                onClick={() => start(true)}
                disabled={!file || busy}
                data-testid="import-preview"
              >
                {preview ? t('import.preview_again') : t('import.preview')}
              </Button>
            </Box>
            {refusal && (
              <Alert severity="error" onClose={() => setRefusal(null)}>
                {refusal}
              </Alert>
            )}
            {preview && (
              <Box data-testid="import-preview-job">
                <JobRun<ImportReport> key={preview.job} jobId={preview.job} onReport={onPreview} />
              </Box>
            )}
          </Stack>
        </Paper>
        {preview?.report && (
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby={`${id}-preview`}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Stack spacing={2} data-testid="import-preview-report">
              <Typography variant="h6" component="h2" id={`${id}-preview`}>
                {t('import.preview_title')}
              </Typography>
              <ImportSummary report={preview.report} />
              <ImportRecordsTable report={preview.report} />
              {!previewCurrent && <Alert severity="info">{t('import.preview_stale')}</Alert>}
              <Box>
                <Button
                  variant="contained"
                  onClick={() => start(false)}
                  disabled={!previewCurrent || busy || imported !== null}
                  data-testid="import-start"
                >
                  {t('import.start', {
                    count: preview.report.counts.create + preview.report.counts.update,
                  })}
                </Button>
              </Box>
            </Stack>
          </Paper>
        )}
        {imported && (
          <Paper
            variant="outlined"
            component="section"
            aria-label={t('import.result_title')}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Stack spacing={2} data-testid="import-result">
              <Typography variant="h6" component="h2">
                {t('import.result_title')}
              </Typography>
              <JobRun<ImportReport> key={imported.job} jobId={imported.job} onReport={onImported} />
              {imported.report && <ImportResult job={imported.job} report={imported.report} />}
            </Stack>
          </Paper>
        )}
      </Stack>
    </ScreenContainer>
  );
}
