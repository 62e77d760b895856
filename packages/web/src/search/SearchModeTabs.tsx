import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currentSearchMode, searchModes } from './searchModes.ts';

/** Links to the search's modes (words, melody …), shown only when there is more than one. */
export function SearchModeTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (searchModes.length < 2) return null;
  return (
    <Tabs
      value={currentSearchMode(pathname)?.path ?? false}
      component="nav"
      aria-label={t('search.modes')}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {searchModes.map((mode) => (
        <Tab
          key={mode.path}
          value={mode.path}
          label={t(mode.labelKey)}
          component={Link}
          to={mode.path}
          data-testid={mode.testId}
        />
      ))}
    </Tabs>
  );
}
