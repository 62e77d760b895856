import {
  type SearchAddress,
  searchExportPath,
  searchMarcExportPath,
  searchMeiExportPath,
} from '@fontes/domain';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import Cookies from 'js-cookie';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestHeaders } from '../graphql/requestHeaders.ts';
import { saveFile } from '../ui/saveFile.ts';
import {
  csvFile,
  type ExportFile,
  type ExportProgress,
  ExportRefusal,
  fetchExport,
  marcXmlFile,
  meiZipFile,
} from './exportCsv.ts';

/** The formats a whole result is exported in: its address, its label, how its file is read. */
const formats = {
  csv: { path: searchExportPath, labelKey: 'search.export', file: csvFile, testId: 'search-export' },
  marcxml: {
    path: searchMarcExportPath,
    labelKey: 'search.export_marcxml',
    file: marcXmlFile,
    testId: 'search-export-marcxml',
  },
  mei: {
    path: searchMeiExportPath,
    labelKey: 'search.export_mei',
    file: meiZipFile,
    testId: 'search-export-mei',
  },
} satisfies Record<
  string,
  { path: (address: SearchAddress) => string; labelKey: string; file: ExportFile; testId: string }
>;

export type ExportFormat = keyof typeof formats;

/** Bytes as people read a download's size: "340 kB", "12.5 MB". */
function sizeText(bytes: number, language: string): string {
  const mb = bytes / 1024 / 1024;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: mb < 10 ? 1 : 0 });
  return mb >= 1 ? `${number.format(mb)} MB` : `${number.format(Math.ceil(bytes / 1024))} kB`;
}

type ExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: ExportProgress }
  | { status: 'failed'; message: string | null };

/** Every hit of the search as a file (CSV, MARCXML), with its progress while a large result arrives; cancellable. */
export function ExportButton({ address, format = 'csv' }: { address: SearchAddress; format?: ExportFormat }) {
  const { path, labelKey, file, testId } = formats[format];
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  async function start() {
    const controller = new AbortController();
    running.current = controller;
    const headers = requestHeaders({
      xsrfToken: Cookies.get('XSRF-TOKEN'),
      sessionToken: Cookies.get('token'),
      language: i18n.language,
    });
    try {
      const { blob, name } = await fetchExport(
        path(address),
        headers,
        (progress) => setState({ status: 'running', progress }),
        controller.signal,
        file,
      );
      saveFile(blob, name);
      setState({ status: 'idle' });
    } catch (error) {
      setState(
        controller.signal.aborted
          ? { status: 'idle' }
          : { status: 'failed', message: error instanceof ExportRefusal ? error.message : null },
      );
    } finally {
      running.current = null;
    }
  }

  if (state.status === 'running') {
    const { rows, bytes, total } = state.progress;
    const percent = total && file.lines ? Math.round((rows / Math.max(total, 1)) * 100) : undefined;
    return (
      <Box
        sx={{ minWidth: 200, display: 'flex', flexDirection: 'column', gap: 0.5 }}
        data-testid="export-progress"
      >
        <Typography variant="caption" role="status">
          {!file.lines
            ? t('search.export_bytes', { size: sizeText(bytes, i18n.language) })
            : total === null
              ? t('search.export_rows', { rows })
              : t('search.export_progress', { rows, total })}
        </Typography>
        <LinearProgress
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={t(labelKey)}
        />
        <Button size="small" onClick={() => running.current?.abort()} sx={{ alignSelf: 'flex-end' }}>
          {t('common.cancel')}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={start} data-testid={testId}>
        {t(labelKey)}
      </Button>
      {state.status === 'failed' && (
        <Alert severity="error" sx={{ py: 0 }} role="alert">
          {state.message ?? t('search.export_failed')}
        </Alert>
      )}
    </Box>
  );
}
