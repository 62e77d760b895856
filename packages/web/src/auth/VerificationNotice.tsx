import { useMutation } from '@apollo/client/react';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flash } from '../app/flash.ts';
import { graphql } from '../graphql/generated/index.ts';
import { useSession } from '../session/sessionContext.ts';

const ResendVerification = graphql(`
  mutation ResendVerification {
    resendVerification {
      success
      message
    }
  }
`);

/** Spec §8: asks a signed-in user with an unconfirmed address to click the mailed link, check spam, or resend. */
export function VerificationNotice() {
  const { t } = useTranslation();
  const session = useSession();
  const [resend, { loading }] = useMutation(ResendVerification);
  const [answer, setAnswer] = useState<Flash | null>(null);
  if (!session.user || session.verified) return null;

  async function onResend() {
    setAnswer(null);
    try {
      const { data } = await resend();
      const result = data?.resendVerification;
      setAnswer({
        severity: result?.success ? 'success' : 'error',
        text: result?.message || t('auth.failed'),
      });
    } catch {
      setAnswer({ severity: 'error', text: t('auth.failed') });
    }
  }

  return (
    <Alert
      severity="warning"
      data-testid="verification-notice"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={onResend}
          loading={loading}
          data-testid="resend-verification"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('auth.verification.resend')}
        </Button>
      }
    >
      <AlertTitle>{t('auth.verification.title')}</AlertTitle>
      {t('auth.verification.text', { email: session.user.email })}
      {answer && (
        <Box
          role="status"
          data-testid="verification-answer"
          sx={{ mt: 1, fontWeight: 600, color: answer.severity === 'error' ? 'error.main' : 'success.dark' }}
        >
          {answer.text}
        </Box>
      )}
    </Alert>
  );
}
