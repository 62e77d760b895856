import { type FormEvent, useMemo, useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FailedOutcome, Outcome } from '../outcomes/outcome.ts';
import { splitServerErrors } from '../outcomes/serverErrors.ts';
import { flashOf, flashText } from '../ui/flash.ts';
import { NestedFieldInput } from './FieldInput.tsx';
import { FieldRows } from './FieldRows.tsx';
import type { FieldDescriptor, FormValues } from './fieldDescriptor.ts';
import { FormMethodsProvider } from './formMethods.tsx';
import { formResolver } from './formResolver.ts';

/**
 * A small form (a dialog's) described as the record form is: its fields as
 * descriptors, checked with a domain schema, sent by one call that answers an `Outcome`.
 */
export interface DescribedFormOptions<TOutcome extends Outcome> {
  fields: readonly FieldDescriptor[];
  /** The domain's schema of the values (on their input form, `formInput`); its output is what `run` sends. */
  schema: z.ZodType;
  /** The values the form starts with. */
  values: FormValues;
  /** Sends the checked values: a mutation's `run` (useOutcomeMutation), which never throws. */
  run(input: FieldValues): Promise<TOutcome | FailedOutcome>;
  /** The i18n key said when a failure carries no words of its own. */
  failedKey: string;
  /** After a success: close the dialog, go to what was made, load the changed records again. */
  onDone(outcome: NoInfer<TOutcome>, input: FieldValues): void | Promise<void>;
}

export interface DescribedForm {
  form: ReturnType<typeof useForm<FieldValues, unknown, FieldValues>>;
  fields: readonly FieldDescriptor[];
  /** The form element's submit: checks, sends, and puts the answer's errors beside their fields. */
  submit(event?: FormEvent): Promise<void>;
  /** The answer's failure that stands beside no field, in the user's language. */
  failure: string | null;
  busy: boolean;
}

/**
 * The record form's way for small forms: invalid values are refused in place with the focus on the first,
 * a refusal's errors go beside their fields (focused), the rest of it is said once above them.
 */
export function useDescribedForm<TOutcome extends Outcome>({
  fields,
  schema,
  values,
  run,
  failedKey,
  onDone,
}: DescribedFormOptions<TOutcome>): DescribedForm {
  const { t, i18n } = useTranslation();
  const resolver = useMemo(() => formResolver({ schema, fields }), [schema, fields]);
  const form = useForm<FieldValues, unknown, FieldValues>({ defaultValues: values, resolver });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(input: FieldValues) {
    setFailure(null);
    setBusy(true);
    const outcome = await run(input);
    // Busy until what follows a success is done too (the pages loaded again, the dialog closed): an Enter
    // pressed meanwhile must not send the batch a second time.
    if (outcome.success)
      return Promise.resolve(onDone(outcome as TOutcome, input)).finally(() => setBusy(false));
    setBusy(false);
    const names = new Set(fields.map((field) => field.name));
    const message = flashOf('error', outcome, failedKey, t);
    const { fieldErrors, topMessages } = splitServerErrors(message, outcome.errors, names, (key) =>
      i18n.exists(key),
    );
    fieldErrors.forEach(({ path, message }, index) => {
      form.setError(path, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    setFailure(topMessages.length ? topMessages.map((line) => flashText(t, line)).join(' ') : null);
  }

  async function submit(event?: FormEvent) {
    // A dialog opened from a record's form sits inside it in React's tree: its submit must not save the record.
    event?.preventDefault();
    event?.stopPropagation();
    if (busy) return;
    await form.handleSubmit(send)();
  }

  return { form, fields, submit, failure, busy };
}

/**
 * The described form's fields, laid out and bound as the record form's are; `idPrefix` keeps a dialog's
 * input ids apart from those of the form it is opened over.
 */
export function DescribedFields({ described, idPrefix }: { described: DescribedForm; idPrefix?: string }) {
  return (
    <FormMethodsProvider form={described.form} idPrefix={idPrefix}>
      <FieldRows
        fields={described.fields}
        spacing={2}
        render={(field) => <NestedFieldInput key={field.name} field={field} />}
      />
    </FormMethodsProvider>
  );
}
