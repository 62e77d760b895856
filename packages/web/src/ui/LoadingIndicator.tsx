import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** How much room the indicator takes: a screen's whole body, a part of one (a list, a dialog), or a line. */
const SIZES = {
  screen: { spinner: 40, padding: 8 },
  section: { spinner: 32, padding: 4 },
  line: { spinner: 24, padding: 2 },
} as const;

/** "Loading…" for what is not there yet: one look everywhere, announced to screen readers once. */
export function LoadingIndicator({ size = 'screen' }: { size?: keyof typeof SIZES }) {
  const { t } = useTranslation();
  const { spinner, padding } = SIZES[size];
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', py: padding }}
      role="status"
      aria-label={t('common.loading')}
    >
      <CircularProgress size={spinner} />
    </Box>
  );
}
