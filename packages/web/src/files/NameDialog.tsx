import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  submitLabel: string;
  helperText?: string;
  /** Resolves to the server's objection, or null when it is done. */
  onSubmit(value: string): Promise<string | null>;
  onClose(): void;
}

/** Asks for one name or path (a new folder, a new name, a target folder); the server's objection stays beside it. */
export function NameDialog({
  open,
  title,
  label,
  initial,
  submitLabel,
  helperText,
  onSubmit,
  onClose,
}: NameDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setValue(initial);
      setError(null);
    }
  }, [open, initial]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    const objection = await onSubmit(value).finally(() => setBusy(false));
    if (objection) setError(objection);
    else onClose();
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      data-testid="name-dialog"
    >
      <form onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={label}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={!!error}
            helperText={error ?? helperText}
            slotProps={{ htmlInput: { 'data-testid': 'name-input' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy} data-testid="name-submit">
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
