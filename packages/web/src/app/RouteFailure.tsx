import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ScreenContainer } from '../ui/ScreenContainer.tsx';

/** Shown when a screen could not be loaded or failed, e.g. after a new version was deployed. */
export function RouteFailure() {
  const { t } = useTranslation();
  return (
    <ScreenContainer width="sm">
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('shell.reload')}
          </Button>
        }
      >
        {t('shell.failed')}
      </Alert>
    </ScreenContainer>
  );
}
