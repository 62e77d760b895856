import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FieldInput } from '../forms/FieldInput.tsx';
import type { FieldDescriptor } from '../forms/fieldDescriptor.ts';
import { FormMethodsProvider } from '../forms/formMethods.tsx';
import type { Outcome } from '../outcomes/outcome.ts';
import { splitServerErrors } from '../outcomes/serverErrors.ts';
import type { SessionUser } from '../session/sessionState.ts';
import { flashOf, flashText, type MessageLine } from '../ui/flash.ts';
import { AuthCard } from './AuthCard.tsx';

/** What the account operations answer; `login` and `register` add a session. */
export type AuthOutcome = Outcome & { token?: string | null; user?: SessionUser | null };

export interface AuthFormProps {
  titleKey: string;
  submitKey: string;
  fields: readonly FieldDescriptor[];
  schema: z.ZodType;
  defaultValues: FieldValues;
  /** Sends the values; a failure to get an answer is an outcome too (useOutcomeMutation). */
  submit(values: FieldValues): Promise<AuthOutcome>;
  /** Takes a successful answer; false shows it as a failure after all (a login without a session). */
  onSuccess(outcome: AuthOutcome): boolean;
  /** Text above the fields. */
  intro?: ReactNode;
  footer: ReactNode;
}

/** The forms of /auth/: validated with the domain schema, then sent; server errors go beside their fields. */
export function AuthForm({
  titleKey,
  submitKey,
  fields,
  schema,
  defaultValues,
  submit,
  onSuccess,
  intro,
  footer,
}: AuthFormProps) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<MessageLine[] | null>(null);
  const form = useForm<FieldValues, unknown, FieldValues>({
    defaultValues,
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>),
  });

  async function onValid(values: FieldValues) {
    setFailure(null);
    const outcome = await submit(values);
    if (outcome.success && onSuccess(outcome)) return;
    const names = new Set(fields.map((field) => field.name));
    const { fieldErrors, topMessages } = splitServerErrors(
      flashOf('error', outcome, 'auth.failed', t),
      outcome.errors,
      names,
      (key) => i18n.exists(key),
    );
    for (const [index, { path, message }] of fieldErrors.entries()) {
      form.setError(path, { type: 'server', message }, { shouldFocus: index === 0 });
    }
    setFailure(topMessages.length ? topMessages : null);
  }

  return (
    <AuthCard title={t(titleKey)} titleId="auth-title" footer={footer}>
      <FormMethodsProvider form={form}>
        <Box component="form" noValidate onSubmit={form.handleSubmit(onValid)} aria-labelledby="auth-title">
          {intro}
          {failure && (
            <Alert severity="error" sx={{ mb: 3 }} data-testid="auth-message">
              {failure.map((line) => (
                <div key={line.text}>{flashText(t, line)}</div>
              ))}
            </Alert>
          )}
          <Stack spacing={2.5}>
            {fields.map((field) => (
              <FieldInput key={field.name} field={field} />
            ))}
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={form.formState.isSubmitting}
              data-testid="auth-submit"
            >
              {t(submitKey)}
            </Button>
          </Stack>
        </Box>
      </FormMethodsProvider>
    </AuthCard>
  );
}
