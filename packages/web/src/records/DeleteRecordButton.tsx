import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NavigateOptions, useNavigate } from 'react-router';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { withFlash } from '../ui/flash.ts';
import type { RecordScreenDefinition, SavedRecord } from './recordScreenDefinition.ts';
import { useDeleteRecord } from './useDeleteRecord.ts';

export interface DeleteRecordButtonProps {
  definition: RecordScreenDefinition;
  record: SavedRecord;
  onFailure(message: string): void;
  /** How to leave once deleted; a form leaves through `useLeaveForm`, past its leave guard. */
  leave?(to: string, options: NavigateOptions): void;
}

/** Deletes after confirmation, then returns to the search with the server's message. */
export function DeleteRecordButton({ definition, record, onFailure, leave }: DeleteRecordButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leaveTo = leave ?? navigate;
  const [confirming, setConfirming] = useState(false);
  const { remove, deleting } = useDeleteRecord(definition);

  async function confirm() {
    const outcome = await remove(record.id);
    setConfirming(false);
    const text = outcome.message || t(outcome.success ? 'record.deleted' : 'record.delete_failed');
    if (outcome.success)
      leaveTo('/', { state: withFlash({ severity: 'success', text, messageKey: 'Server.deleted' }) });
    else onFailure(text);
  }

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => setConfirming(true)}
        data-testid="delete-button"
      >
        {t('record.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('record.delete_title')}
        text={t(definition.labels.deleteConfirm)}
        confirmLabel={t('record.delete')}
        busy={deleting}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
