import SearchIcon from '@mui/icons-material/Search';
import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScreenContainer } from './ScreenContainer.tsx';
import { useScreenTitle } from './screenTitle.ts';

export interface NotFoundProps {
  /** `missing`: no such page; `record`: no such record. */
  kind?: 'missing' | 'record';
}

/** The one page for every address that leads nowhere. */
export function NotFound({ kind = 'missing' }: NotFoundProps) {
  const { t } = useTranslation();
  const title = t(`notFound.${kind}_title`);
  useScreenTitle(title);
  return (
    <ScreenContainer width="sm">
      <Typography variant="h4" component="h1" gutterBottom data-testid="not-found">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(`notFound.${kind}_text`)}
      </Typography>
      <Button variant="contained" component={Link} to="/" startIcon={<SearchIcon />}>
        {t('notFound.to_search')}
      </Button>
    </ScreenContainer>
  );
}

/** Route component for addresses that lead nowhere. */
export function MissingPage() {
  return <NotFound kind="missing" />;
}
