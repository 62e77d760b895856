import { loginSchema } from '@fontes/domain';
import { Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { FieldDescriptor } from '../forms/fieldDescriptor.ts';
import { graphql } from '../graphql/generated/index.ts';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { AuthForm } from './AuthForm.tsx';
import { useSignInAndReturn } from './useSignInAndReturn.ts';

const Login = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      ...OutcomeFields
      token
      user {
        ...SessionUserFields
      }
    }
  }
`);

const fields: FieldDescriptor[] = [
  { name: 'email', type: 'email', labelKey: 'auth.fields.email', required: true, autoComplete: 'username' },
  {
    name: 'password',
    type: 'password',
    labelKey: 'auth.fields.password',
    required: true,
    autoComplete: 'current-password',
  },
];

export function LoginScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const login = useOutcomeMutation(Login, (data) => data.login, 'auth.failed');
  const redirect = params.get('redirect');
  const signInAndReturn = useSignInAndReturn();

  return (
    <AuthForm
      titleKey="auth.login_title"
      submitKey="auth.login_submit"
      fields={fields}
      schema={loginSchema}
      defaultValues={{ email: '', password: '' }}
      submit={({ email, password }) => login.run({ variables: { email, password } })}
      onSuccess={signInAndReturn}
      footer={
        <Stack spacing={1}>
          <Typography variant="body2">
            <MuiLink component={Link} to="/auth/reset" data-testid="forgot-password">
              {t('auth.forgot_password')}
            </MuiLink>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('auth.no_account')}{' '}
            <MuiLink
              component={Link}
              to={redirect ? `/auth/register?${new URLSearchParams({ redirect })}` : '/auth/register'}
            >
              {t('auth.register_link')}
            </MuiLink>
          </Typography>
        </Stack>
      }
    />
  );
}
