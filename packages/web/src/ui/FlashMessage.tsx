import { Alert, Container } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { flashFrom, flashText } from './flash.ts';

/** The message a previous screen passed on ("Saved.", "Deleted."), until dismissed or the user moves on. */
export function FlashMessage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const flash = flashFrom(location.state);
  if (!flash || dismissed === location.key) return null;
  return (
    <Container maxWidth="md" sx={{ pt: { xs: 2, md: 3 } }}>
      <Alert severity={flash.severity} onClose={() => setDismissed(location.key)} data-testid="flash-message">
        {flashText(t, flash)}
      </Alert>
    </Container>
  );
}
