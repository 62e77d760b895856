import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../ui/LoadingIndicator.tsx';
import type { RecordHistoryProps } from './RecordHistory.tsx';

const RecordHistory = lazy(() => import('./RecordHistory.tsx'));

/**
 * The history of a record shown on a screen of its own kind rather than the record view (a file, a
 * catalog's page): a button opening its versions in a dialog, with their changes and restore.
 */
export function HistoryButton({ title, ...history }: RecordHistoryProps & { title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<HistoryIcon />}
        onClick={() => setOpen(true)}
        data-testid="history-open"
      >
        {t('history.tab')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="md"
        aria-labelledby={`${id}-title`}
        data-testid="history-dialog"
      >
        <DialogTitle id={`${id}-title`}>{t('history.title_of', { title })}</DialogTitle>
        <DialogContent>
          {open && (
            <Suspense fallback={<LoadingIndicator />}>
              <RecordHistory {...history} />
            </Suspense>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} data-testid="history-close">
            {t('common.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
