import { Box, Button, List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchQuery } from '../graphql/generated/graphql.ts';

export interface SearchResultsProps {
  result: SearchQuery['search'];
  loading: boolean;
  onMore(): void;
}

export function SearchResults({ result, loading, onMore }: SearchResultsProps) {
  const { t } = useTranslation();
  if (result.total === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="search-empty">
        {t('search.empty')}
      </Typography>
    );
  }
  return (
    <Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mb: 1 }}
        data-testid="search-total"
        aria-live="polite"
      >
        {t('search.total', { count: result.total })}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <List aria-label={t('search.results')} data-testid="search-results" disablePadding>
          {/* Each link in a list item: a list holds items only (screen readers count them). */}
          {result.items.map((item, index) => (
            <ListItem
              key={`${item.type}-${item.id}`}
              disablePadding
              divider={index < result.items.length - 1}
            >
              <ListItemButton
                component={Link}
                to={item.path}
                data-testid="search-result"
                sx={{ px: 2.5, py: 1.5, gap: 2 }}
              >
                <ListItemText
                  primary={item.title}
                  secondary={item.subtitle || undefined}
                  slotProps={{ primary: { sx: { fontWeight: 500 } } }}
                />
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ flexShrink: 0, textTransform: 'uppercase', letterSpacing: '0.06em' }}
                >
                  {t(`recordTypes.${item.type}`)}
                </Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
      {result.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={onMore} loading={loading} data-testid="search-more">
            {t('search.more')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
