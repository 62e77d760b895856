import LoginIcon from '@mui/icons-material/Login';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Button, Stack } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { graphql } from '../graphql/generated/index.ts';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { parseRecordId } from '../records/recordId.ts';
import { useSession } from '../session/sessionContext.ts';
import { isLoggedIn, isSessionSettled } from '../session/sessionState.ts';
import { userLanguage } from '../session/userLanguage.ts';
import { type Flash, flashOf, flashText } from '../ui/flash.ts';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { AuthCard } from './AuthCard.tsx';
import { VerificationNotice } from './VerificationNotice.tsx';

const VerifyEmail = graphql(`
  mutation VerifyEmail($id: Int!, $hash: String!) {
    verifyEmail(id: $id, hash: $hash) {
      ...OutcomeFields
    }
  }
`);

/** `/auth/verify/:id/:hash`, the link of the verification mail: confirms the address on opening. */
export function VerifyScreen() {
  const { t, i18n } = useTranslation();
  const { id, hash } = useParams();
  const session = useSession();
  // The server answers in the interface language: wait for a signed-in user's saved language to apply.
  const savedLanguage = userLanguage(session.user?.locale);
  const ready = isSessionSettled(session) && (!savedLanguage || savedLanguage === i18n.language);
  const verify = useOutcomeMutation(VerifyEmail, (data) => data.verifyEmail, 'auth.failed');
  const [answer, setAnswer] = useState<Flash | null>(null);
  const started = useRef(false);
  const { reloadUser } = session;

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    const userId = parseRecordId(id);
    const invalid = flashOf('error', null, 'Auth.error_verification_invalid', t);
    if (userId === null || !hash) {
      setAnswer(invalid);
      return;
    }
    void verify.run({ variables: { id: userId, hash } }).then(async (result) => {
      // The session's user learns that the address is confirmed, so that the notice goes away.
      if (result.success) await reloadUser();
      setAnswer(flashOf(result.success ? 'success' : 'error', result, 'auth.failed', t));
    });
  }, [hash, id, ready, reloadUser, t, verify]);

  if (!answer) return <LoadingIndicator />;
  const loggedIn = isLoggedIn(session);
  return (
    <AuthCard title={t('auth.verify_title')}>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Alert severity={answer.severity} data-testid="verify-message" sx={{ alignSelf: 'stretch' }}>
          {flashText(t, answer)}
        </Alert>
        {answer.severity === 'error' && <VerificationNotice />}
        {loggedIn ? (
          <Button
            component={Link}
            to="/"
            variant="contained"
            startIcon={<SearchIcon />}
            data-testid="verify-next"
          >
            {t('auth.to_search')}
          </Button>
        ) : (
          <Button
            component={Link}
            to="/auth/login"
            variant="contained"
            startIcon={<LoginIcon />}
            data-testid="verify-next"
          >
            {t('auth.login_link')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
