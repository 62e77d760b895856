import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../ui/screenTitle.ts';

/** The heading of an administration screen: "Settings" above its own title. */
export function SettingsHeader({ title }: { title: string }) {
  const { t } = useTranslation();
  useScreenTitle(title);
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Typography variant="overline" color="primary" component="p" sx={{ lineHeight: 2 }}>
        {t('shell.menu.settings')}
      </Typography>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
    </Box>
  );
}
