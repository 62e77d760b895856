import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question; none while what it depends on is being read. */
  text: string | null;
  confirmLabel: string;
  /** The harmless choice's label, where "Cancel" does not fit (a refusal is only closed). */
  cancelLabel?: string;
  busy?: boolean;
  /** None when there is nothing to confirm (what was asked would be refused): only the harmless choice is left. */
  onConfirm?(): void;
  onCancel(): void;
  /** Under the question: what it concerns (the digital copies that use a file). */
  children?: ReactNode;
}

/** Asks before something that cannot be undone; Escape and Cancel leave everything as it was. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="confirm-dialog"
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        {text && <DialogContentText id={`${id}-text`}>{text}</DialogContentText>}
        {children}
      </DialogContent>
      <DialogActions>
        {/* Focus starts on the harmless choice. */}
        <Button onClick={onCancel} autoFocus data-testid="confirm-cancel">
          {cancelLabel ?? t('common.cancel')}
        </Button>
        {onConfirm && (
          <Button
            onClick={onConfirm}
            color="error"
            variant="contained"
            disabled={busy}
            data-testid="confirm-button"
          >
            {confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
