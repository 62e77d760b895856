import { resetRequestSchema } from '@fontes/domain';
import { Alert, Link as MuiLink, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FieldDescriptor } from '../forms/fieldDescriptor.ts';
import { graphql } from '../graphql/generated/index.ts';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { type Flash, flashOf, flashText } from '../ui/flash.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthForm } from './AuthForm.tsx';

const RequestPasswordReset = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      ...OutcomeFields
    }
  }
`);

const fields: FieldDescriptor[] = [
  { name: 'email', type: 'email', labelKey: 'auth.fields.email', required: true, autoComplete: 'email' },
];

/** `/auth/reset`: asks for the address; the answer is the same whether or not an account has it. */
export function RequestResetScreen() {
  const { t } = useTranslation();
  const request = useOutcomeMutation(
    RequestPasswordReset,
    (data) => data.requestPasswordReset,
    'auth.failed',
  );
  const [answer, setAnswer] = useState<Flash | null>(null);

  const backToLogin = (
    <Typography variant="body2">
      <MuiLink component={Link} to="/auth/login">
        {t('auth.back_to_login')}
      </MuiLink>
    </Typography>
  );

  if (answer !== null) {
    return (
      <AuthCard title={t('auth.reset_request_title')} footer={backToLogin}>
        <Alert severity="success" data-testid="reset-message">
          {flashText(t, answer)}
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthForm
      titleKey="auth.reset_request_title"
      submitKey="auth.reset_request_submit"
      fields={fields}
      schema={resetRequestSchema}
      defaultValues={{ email: '' }}
      intro={
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('auth.reset_request_intro')}
        </Typography>
      }
      submit={({ email }) => request.run({ variables: { email } })}
      onSuccess={(outcome) => {
        setAnswer(flashOf('success', outcome, 'Auth.reset_requested', t));
        return true;
      }}
      footer={backToLogin}
    />
  );
}
