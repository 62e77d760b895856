import { Alert, Box, Button, List, ListItem, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MelodyHit } from '../../entities/incipit/MelodyHit.tsx';
import type { IncipitSearchQuery } from '../../graphql/generated/graphql.ts';
import type { MelodyQuery } from './melodyAddress.ts';

export interface MelodyResultsProps {
  query: MelodyQuery;
  result: IncipitSearchQuery['incipitSearch'];
  loading: boolean;
  onMore(): void;
}

/** The hits, best first; the server's message when the melody cannot be searched; a hint when none matched. */
export function MelodyResults({ query, result, loading, onMore }: MelodyResultsProps) {
  const { t } = useTranslation();
  if (result.message) {
    return (
      <Alert severity="warning" data-testid="melody-message">
        {result.message}
      </Alert>
    );
  }
  if (result.total === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="melody-empty">
        {t('melody.empty')}{' '}
        {query.anchored ? t('melody.empty_anchored') : query.rhythm ? t('melody.empty_rhythm') : ''}
      </Typography>
    );
  }
  return (
    <Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mb: 1 }}
        data-testid="melody-total"
        aria-live="polite"
      >
        {t('melody.total', { count: result.total })}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <List aria-label={t('melody.results')} data-testid="melody-results" disablePadding>
          {result.items.map((item, index) => (
            <ListItem
              // biome-ignore lint/suspicious/noArrayIndexKey: the hits only grow at their end (more pages)
              key={index}
              divider={index < result.items.length - 1}
              sx={{ px: 2.5, py: 1.5, display: 'block' }}
              data-testid="melody-hit"
            >
              <MelodyHit match={item} />
            </ListItem>
          ))}
        </List>
      </Paper>
      {result.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={onMore} loading={loading} data-testid="melody-more">
            {t('melody.more')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
