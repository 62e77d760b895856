import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../graphql/generated/index.ts';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { useSession } from '../session/sessionContext.ts';
import { type Flash, flashOf, flashText } from '../ui/flash.ts';

const ResendVerification = graphql(`
  mutation ResendVerification {
    resendVerification {
      ...OutcomeFields
    }
  }
`);

/** Spec §8: asks a signed-in user with an unconfirmed address to click the mailed link, check spam, or resend. */
export function VerificationNotice() {
  const { t } = useTranslation();
  const session = useSession();
  const resend = useOutcomeMutation(ResendVerification, (data) => data.resendVerification, 'auth.failed');
  const [answer, setAnswer] = useState<Flash | null>(null);
  if (!session.user || session.verified) return null;

  async function onResend() {
    setAnswer(null);
    const result = await resend.run();
    setAnswer(flashOf(result.success ? 'success' : 'error', result, 'auth.failed', t));
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
          loading={resend.loading}
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
          {flashText(t, answer)}
        </Box>
      )}
    </Alert>
  );
}
