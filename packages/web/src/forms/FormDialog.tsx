import { Box } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { type FieldValues, useWatch } from 'react-hook-form';
import type { Outcome } from '../outcomes/outcome.ts';
import { DialogFrame, type DialogFrameProps } from '../ui/DialogFrame.tsx';
import { DescribedFields, type DescribedFormOptions, useDescribedForm } from './describedForm.tsx';

export interface FormDialogProps<TOutcome extends Outcome>
  extends Omit<DialogFrameProps, 'failure' | 'busy' | 'onSubmit' | 'children' | 'submitDisabled'>,
    DescribedFormOptions<TOutcome> {
  /** Above the fields, from the values as they are typed: what they meet (records of the same name, offered instead). */
  children?(values: FieldValues): ReactNode;
  /** Under the fields, from the values as they are typed: what the submit will do ("pages 13–24"). */
  summary?(values: FieldValues): ReactNode;
  /** Whether the values as they are leave nothing to do (no image to give a page). */
  nothingToDo?(values: FieldValues): boolean;
}

/**
 * A dialog asking for a few described values and doing one thing with them, the record form's way
 * (`useDescribedForm`): Enter submits, Escape cancels, errors stand beside their fields. Opened afresh
 * with `values` each time.
 */
export function FormDialog<TOutcome extends Outcome>(props: FormDialogProps<TOutcome>) {
  return props.open ? <OpenFormDialog {...props} /> : null;
}

function OpenFormDialog<TOutcome extends Outcome>({
  children,
  summary,
  nothingToDo,
  fields,
  schema,
  values,
  run,
  failedKey,
  onDone,
  ...frame
}: FormDialogProps<TOutcome>) {
  const described = useDescribedForm({ fields, schema, values, run, failedKey, onDone });
  const current = useWatch({ control: described.form.control });
  const { setFocus } = described.form;
  const first = fields[0]?.name;
  // Typing starts in the first field, as the dialog opens (after the dialog's own focus has settled).
  useEffect(() => {
    if (!first) return;
    const request = requestAnimationFrame(() => setFocus(first));
    return () => cancelAnimationFrame(request);
  }, [first, setFocus]);
  return (
    <DialogFrame
      {...frame}
      failure={described.failure}
      busy={described.busy}
      submitDisabled={nothingToDo?.(current) ?? false}
      onSubmit={() => void described.submit()}
    >
      {children?.(current)}
      {/* Room for the first field's label, which an outlined input draws over its top edge. */}
      <Box sx={{ pt: 1 }}>
        <DescribedFields described={described} idPrefix={`${frame.name}-`} />
      </Box>
      {summary?.(current)}
    </DialogFrame>
  );
}
