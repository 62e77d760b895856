import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { flashText, type MessageLine } from '../ui/flash.ts';
import type { useStaleVersion } from './useStaleVersion.ts';

export interface SaveMessagesProps {
  /** The lines of a failed save or delete, or null. */
  failure: MessageLine[] | null;
  versions: ReturnType<typeof useStaleVersion>;
}

const settledKeys = { taken: 'record.stale_taken', kept: 'record.stale_kept' } as const;

/**
 * What the form says above its fields: why a save failed, with the way to the other version when it
 * was stale, and how a stale save was settled.
 */
export function SaveMessages({ failure, versions }: SaveMessagesProps) {
  const { t } = useTranslation();
  const { stale, other, settled } = versions;
  const showOther = stale && other.state !== 'shown' && (
    <Button
      color="inherit"
      size="small"
      loading={other.state === 'loading'}
      onClick={versions.showOther}
      sx={{ whiteSpace: 'nowrap' }}
      data-testid="stale-show-other"
    >
      {t('record.stale_show_other')}
    </Button>
  );
  return (
    <>
      {failure && (
        <Alert severity="error" action={showOther} sx={{ mb: 3 }} data-testid="record-message">
          {failure.map((line) => (
            <div key={line.text}>{flashText(t, line)}</div>
          ))}
          {other.state === 'failed' && <div>{t('record.load_failed')}</div>}
        </Alert>
      )}
      {settled && (
        <Alert severity="info" onClose={versions.dismissSettled} sx={{ mb: 3 }} data-testid="record-notice">
          {t(settledKeys[settled])}
        </Alert>
      )}
    </>
  );
}
