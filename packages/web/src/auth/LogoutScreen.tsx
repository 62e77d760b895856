import LoginIcon from '@mui/icons-material/Login';
import { Alert, Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { graphql } from '../graphql/generated/index.ts';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { useSession } from '../session/sessionContext.ts';
import { type Flash, flashOf, flashText } from '../ui/flash.ts';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { AuthCard } from './AuthCard.tsx';

const Logout = graphql(`
  mutation Logout {
    logout {
      ...OutcomeFields
    }
  }
`);

/** Ends the session on the server, then here; the local session ends even when the server cannot be reached. */
export function LogoutScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const logout = useOutcomeMutation(Logout, (data) => data.logout, 'Auth.logged_out');
  const [message, setMessage] = useState<Flash | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout.run().then((answer) => {
      session.logout();
      setMessage(flashOf('success', answer, 'Auth.logged_out', t));
    });
  }, [logout, session, t]);

  if (message === null) return <LoadingIndicator />;
  return (
    <AuthCard title={t('auth.logout_title')}>
      <Alert severity="success" sx={{ mb: 3 }} data-testid="logout-message">
        {flashText(t, message)}
      </Alert>
      <Button
        component={Link}
        to="/auth/login"
        variant="contained"
        startIcon={<LoginIcon />}
        data-testid="login-again"
      >
        {t('auth.login_again')}
      </Button>
    </AuthCard>
  );
}
