import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FailedOutcome, type Outcome, outcomeText } from '../outcomes/outcome.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';

export interface ConfirmedJobActionProps {
  /** The button's words, and the dialog's. */
  label: string;
  title: string;
  text: string;
  confirmLabel: string;
  keepLabel: string;
  /** What the action is called when it fails without the server's reason. */
  failedKey: string;
  color?: 'primary' | 'error';
  disabled?: boolean;
  busy: boolean;
  testId: string;
  run(): Promise<Outcome | FailedOutcome>;
  /** Says a refusal where the job is shown. */
  onRefused(text: string): void;
}

/** A job's action (cancel, undo) behind a button, asked once in a dialog before it is done. */
export function ConfirmedJobAction(props: ConfirmedJobActionProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);

  async function confirm() {
    const outcome = await props.run();
    setAsking(false);
    if (!outcome.success) props.onRefused(outcomeText(t, outcome, props.failedKey));
  }

  return (
    <>
      <Button
        size="small"
        color={props.color ?? 'primary'}
        onClick={() => setAsking(true)}
        disabled={props.disabled}
        data-testid={props.testId}
      >
        {props.label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={props.title}
        text={props.text}
        confirmLabel={props.confirmLabel}
        cancelLabel={props.keepLabel}
        busy={props.busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
