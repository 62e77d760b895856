import { useQuery } from '@apollo/client/react';
import { recordPath } from '@fontes/domain';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  MenuItem,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { MergeType } from '../../graphql/generated/graphql.ts';
import { LoadingIndicator } from '../../ui/LoadingIndicator.tsx';
import { ScreenContainer } from '../../ui/ScreenContainer.tsx';
import { useScreenTitle } from '../../ui/screenTitle.ts';
import { DuplicateCandidates } from './mergeDocuments.ts';
import { MERGE_TYPES, mergePath, mergeTypeOf, pathTypeOf } from './mergeTypes.ts';

const SHOWN = 50;

interface Named {
  id: number;
  title: string;
  subtitle?: string | null;
}

function Side({ type, record }: { type: MergeType; record: Named }) {
  const pathType = pathTypeOf(type);
  const path = pathType ? recordPath(pathType, record.id) : undefined;
  return (
    <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {path ? <Link to={path}>{record.title}</Link> : record.title}
      </Typography>
      {record.subtitle && (
        <Typography variant="body2" color="text.secondary">
          {record.subtitle}
        </Typography>
      )}
    </Box>
  );
}

/** `/duplicates?type=` (contributors): pairs that may be one record, most alike first, each to compare and merge. */
export function DuplicatesScreen() {
  const { t } = useTranslation();
  useScreenTitle(t('merge.duplicates_title'));
  const [params, setParams] = useSearchParams();
  const type = mergeTypeOf(params.get('type'));
  const { data, loading, error } = useQuery(DuplicateCandidates, {
    variables: { type, first: SHOWN },
    fetchPolicy: 'cache-and-network',
  });
  const pairs = data?.duplicateCandidates ?? [];
  return (
    <ScreenContainer width="md">
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('merge.duplicates_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('merge.duplicates_intro')}
      </Typography>
      <TextField
        select
        label={t('merge.type')}
        value={type}
        onChange={(event) => setParams({ type: event.target.value }, { replace: true })}
        sx={{ mb: 3, minWidth: 240 }}
        slotProps={{ htmlInput: { 'data-testid': 'duplicates-type' } }}
      >
        {MERGE_TYPES.map((name) => (
          <MenuItem key={name} value={name}>
            {t(`merge.types.${name}`)}
          </MenuItem>
        ))}
      </TextField>
      {loading && !data && <LoadingIndicator />}
      {error && !data && <Alert severity="error">{t('merge.duplicates_failed')}</Alert>}
      {data && pairs.length === 0 && (
        <Typography color="text.secondary" data-testid="duplicates-empty">
          {t('merge.duplicates_empty')}
        </Typography>
      )}
      {pairs.length > 0 && (
        <Paper variant="outlined">
          <List disablePadding aria-label={t('merge.duplicates_title')}>
            {pairs.map((pair, i) => (
              <ListItem
                key={`${pair.a.id}-${pair.b.id}`}
                divider={i < pairs.length - 1}
                data-testid="duplicate-pair"
                sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'start' }}
              >
                <Side type={type} record={pair.a} />
                <Side type={type} record={pair.b} />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Chip
                    size="small"
                    label={t('merge.similarity', { percent: Math.round(pair.similarity * 100) })}
                  />
                  {pair.same_ids && <Chip size="small" color="success" label={t('merge.same_ids')} />}
                  {pair.same_years && <Chip size="small" label={t('merge.same_years')} />}
                  {pair.other_years && <Chip size="small" color="warning" label={t('merge.other_years')} />}
                  <Button
                    component={Link}
                    to={mergePath(type, pair.a.id, [pair.b.id])}
                    variant="outlined"
                    size="small"
                    data-testid="duplicate-compare"
                  >
                    {t('merge.compare')}
                  </Button>
                </Box>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </ScreenContainer>
  );
}
