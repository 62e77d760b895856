import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogFrameProps {
  open: boolean;
  title: string;
  /** What the dialog does, above its fields. */
  text?: string;
  /** A failure without a field to stand beside, shown above the fields. */
  failure?: string | null;
  submitLabel: string;
  submitDisabled?: boolean;
  busy?: boolean;
  onSubmit(): void;
  onCancel(): void;
  /** Names the test ids: `{name}-dialog`, `{name}-message` and `{name}-submit` (or `submitTestId`). */
  name: string;
  submitTestId?: string;
  /** A wider dialog: `true` for a form of several lines, `'md'` for a plan's table. */
  wide?: boolean | 'md';
  /** What a long request is doing, shown beside the buttons while it runs (twelve files renamed). */
  progress?: string;
  children: ReactNode;
}

/**
 * A dialog asking for a few values, or showing a plan, and doing one thing with it: title, text, a failure,
 * the fields, and Cancel beside the submit button; Enter in a field submits. While the request runs,
 * Escape and Cancel wait for it: its answer is said here.
 */
export function DialogFrame({
  open,
  title,
  text,
  failure,
  submitLabel,
  submitDisabled,
  busy,
  onSubmit,
  onCancel,
  name,
  submitTestId,
  wide,
  progress,
  children,
}: DialogFrameProps) {
  const { t } = useTranslation();
  const id = useId();
  function submit(event: FormEvent) {
    // A dialog opened from a record's form sits inside it in React's tree: its submit must not save the record.
    event.preventDefault();
    event.stopPropagation();
    onSubmit();
  }
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      fullWidth={!!wide}
      maxWidth={wide === 'md' ? 'md' : wide ? 'sm' : undefined}
      aria-labelledby={`${id}-title`}
      data-testid={`${name}-dialog`}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {text && <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>}
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid={`${name}-message`}>
              {failure}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          {busy && progress && (
            <Box role="status" sx={{ mr: 'auto', pl: 2 }} data-testid={`${name}-progress`}>
              {progress}
            </Box>
          )}
          <Button onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={submitDisabled}
            loading={busy}
            data-testid={submitTestId ?? `${name}-submit`}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
