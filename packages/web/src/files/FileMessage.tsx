import { Alert, Snackbar } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Flash, flashText } from '../ui/flash.ts';

type Shown = Flash & { key: number };

/** The latest answer of an action on files; successes fade, errors stay until closed. */
export function useFileMessage() {
  const [message, setMessage] = useState<Shown | null>(null);
  return {
    message,
    notify: (flash: Flash) => setMessage({ ...flash, key: Date.now() + Math.random() }),
    close: () => setMessage(null),
  };
}

export function FileMessage({ message, onClose }: { message: Shown | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Snackbar
      key={message?.key}
      open={!!message}
      autoHideDuration={message?.severity === 'success' ? 8000 : null}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={message?.severity ?? 'info'}
        variant="filled"
        onClose={onClose}
        data-testid="files-message"
      >
        {message && flashText(t, message)}
      </Alert>
    </Snackbar>
  );
}
