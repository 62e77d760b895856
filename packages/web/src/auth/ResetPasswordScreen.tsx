import { MIN_PASSWORD_LENGTH, passwordResetSchema } from '@fontes/domain';
import LoginIcon from '@mui/icons-material/Login';
import { Alert, Button, Link as MuiLink, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { FieldDescriptor } from '../forms/fieldDescriptor.ts';
import { graphql } from '../graphql/generated/index.ts';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { useSession } from '../session/sessionContext.ts';
import { type Flash, flashOf, flashText } from '../ui/flash.ts';
import { AuthCard } from './AuthCard.tsx';
import { AuthForm } from './AuthForm.tsx';

const ResetPassword = graphql(`
  mutation ResetPassword($token: String!, $password: String, $password_confirmation: String) {
    resetPassword(token: $token, password: $password, password_confirmation: $password_confirmation) {
      ...OutcomeFields
    }
  }
`);

const fields: FieldDescriptor[] = [
  {
    name: 'password',
    type: 'password',
    labelKey: 'auth.fields.new_password',
    required: true,
    autoComplete: 'new-password',
    helperKey: 'auth.password_help',
    messageValues: { min: MIN_PASSWORD_LENGTH },
  },
  {
    name: 'password_confirmation',
    type: 'password',
    labelKey: 'auth.fields.new_password_confirmation',
    required: true,
    autoComplete: 'new-password',
  },
];

/** `/auth/reset/:resetToken`, the link of the reset mail: a new password, once. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const { resetToken = '' } = useParams();
  const session = useSession();
  const reset = useOutcomeMutation(ResetPassword, (data) => data.resetPassword, 'auth.failed');
  const [done, setDone] = useState<Flash | null>(null);

  if (done !== null) {
    return (
      <AuthCard title={t('auth.reset_title')}>
        <Alert severity="success" sx={{ mb: 3 }} data-testid="reset-message">
          {flashText(t, done)}
        </Alert>
        <Button
          component={Link}
          to="/auth/login"
          variant="contained"
          startIcon={<LoginIcon />}
          data-testid="reset-login"
        >
          {t('auth.login_link')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthForm
      titleKey="auth.reset_title"
      submitKey="auth.reset_submit"
      fields={fields}
      schema={passwordResetSchema}
      defaultValues={{ password: '', password_confirmation: '' }}
      submit={(values) =>
        reset.run({
          variables: {
            token: resetToken,
            password: values.password,
            password_confirmation: values.password_confirmation,
          },
        })
      }
      onSuccess={(outcome) => {
        setDone(flashOf('success', outcome, 'Auth.reset_done', t));
        // The reset ended every session of the account, perhaps this browser's as well.
        void session.reloadUser();
        return true;
      }}
      footer={
        <Typography variant="body2" color="text.secondary">
          <MuiLink component={Link} to="/auth/reset">
            {t('auth.reset_again')}
          </MuiLink>
        </Typography>
      }
    />
  );
}
