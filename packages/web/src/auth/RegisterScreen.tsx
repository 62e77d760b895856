import { MIN_PASSWORD_LENGTH, registerSchema } from '@fontes/domain';
import { Link as MuiLink, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { FieldDescriptor } from '../forms/fieldDescriptor.ts';
import { graphql } from '../graphql/generated/index.ts';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { AuthForm } from './AuthForm.tsx';
import { useSignInAndReturn } from './useSignInAndReturn.ts';

const Register = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...OutcomeFields
      token
      user {
        ...SessionUserFields
      }
    }
  }
`);

const fields: FieldDescriptor[] = [
  { name: 'name', type: 'text', labelKey: 'auth.fields.name', required: true, autoComplete: 'name' },
  { name: 'email', type: 'email', labelKey: 'auth.fields.email', required: true, autoComplete: 'email' },
  {
    name: 'password',
    type: 'password',
    labelKey: 'auth.fields.password',
    required: true,
    autoComplete: 'new-password',
    helperKey: 'auth.password_help',
    messageValues: { min: MIN_PASSWORD_LENGTH },
  },
  {
    name: 'password_confirmation',
    type: 'password',
    labelKey: 'auth.fields.password_confirmation',
    required: true,
    autoComplete: 'new-password',
  },
];

export function RegisterScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const register = useOutcomeMutation(Register, (data) => data.register, 'auth.failed');
  const redirect = params.get('redirect');
  const signInAndReturn = useSignInAndReturn();

  return (
    <AuthForm
      titleKey="auth.register_title"
      submitKey="auth.register_submit"
      fields={fields}
      schema={registerSchema}
      defaultValues={{ name: '', email: '', password: '', password_confirmation: '' }}
      submit={(values) => register.run({ variables: { input: values } })}
      onSuccess={signInAndReturn}
      footer={
        <Typography variant="body2" color="text.secondary">
          {t('auth.have_account')}{' '}
          <MuiLink
            component={Link}
            to={redirect ? `/auth/login?${new URLSearchParams({ redirect })}` : '/auth/login'}
          >
            {t('auth.login_link')}
          </MuiLink>
        </Typography>
      }
    />
  );
}
