import { type SearchAddress, searchExportPath } from '@fontes/domain';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import Cookies from 'js-cookie';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestHeaders } from '../graphql/requestHeaders.ts';
import { type ExportProgress, fetchExport, saveFile } from './exportCsv.ts';

type ExportState =
  | { status: 'idle' }
  | { status: 'running'; progress: ExportProgress }
  | { status: 'failed' };

/** Every hit of the search as a CSV file, with its progress while a large result arrives; cancellable. */
export function ExportButton({ address }: { address: SearchAddress }) {
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
        searchExportPath(address),
        headers,
        (progress) => setState({ status: 'running', progress }),
        controller.signal,
      );
      saveFile(blob, name);
      setState({ status: 'idle' });
    } catch {
      setState(controller.signal.aborted ? { status: 'idle' } : { status: 'failed' });
    } finally {
      running.current = null;
    }
  }

  if (state.status === 'running') {
    const { rows, total } = state.progress;
    const percent = total ? Math.round((rows / Math.max(total, 1)) * 100) : undefined;
    return (
      <Box
        sx={{ minWidth: 200, display: 'flex', flexDirection: 'column', gap: 0.5 }}
        data-testid="export-progress"
      >
        <Typography variant="caption" role="status">
          {total === null ? t('search.export_rows', { rows }) : t('search.export_progress', { rows, total })}
        </Typography>
        <LinearProgress
          variant={percent === undefined ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-label={t('search.export')}
        />
        <Button size="small" onClick={() => running.current?.abort()} sx={{ alignSelf: 'flex-end' }}>
          {t('common.cancel')}
        </Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={start} data-testid="search-export">
        {t('search.export')}
      </Button>
      {state.status === 'failed' && (
        <Alert severity="error" sx={{ py: 0 }} role="alert">
          {t('search.export_failed')}
        </Alert>
      )}
    </Box>
  );
}
