import LinkIcon from '@mui/icons-material/Link';
import { Alert, Button, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../ui/copyToClipboard.ts';

export interface PermalinkButtonProps {
  /** The record's path, e.g. `/collections/4`. */
  path: string;
}

/** Copies the record's permanent address (spec §8: success and fallback messages). */
export function PermalinkButton({ path }: PermalinkButtonProps) {
  const { t } = useTranslation();
  // The result outlives `open` so that the message does not change while it fades out.
  const [result, setResult] = useState({ open: false, copied: false });
  const close = () => setResult((current) => ({ ...current, open: false }));

  async function copy() {
    setResult({ open: true, copied: await copyToClipboard(window.location.origin + path) });
  }

  return (
    <>
      <Button variant="outlined" startIcon={<LinkIcon />} onClick={copy} data-testid="permalink-button">
        {t('record.permalink')}
      </Button>
      <Snackbar
        open={result.open}
        autoHideDuration={result.copied ? 4000 : 10000}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={result.copied ? 'success' : 'warning'}
          onClose={close}
          variant="filled"
          data-testid="permalink-message"
        >
          {t(result.copied ? 'record.permalink_copied' : 'record.permalink_unsupported')}
        </Alert>
      </Snackbar>
    </>
  );
}
