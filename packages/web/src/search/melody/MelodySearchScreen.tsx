import { Alert, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingIndicator } from '../../ui/LoadingIndicator.tsx';
import { ScreenContainer } from '../../ui/ScreenContainer.tsx';
import { useScreenTitle } from '../../ui/screenTitle.ts';
import { SearchModeTabs } from '../SearchModeTabs.tsx';
import { MelodyQueryForm } from './MelodyQueryForm.tsx';
import { MelodyResults } from './MelodyResults.tsx';
import { type MelodyQuery, melodySearchPath, parseMelodyQuery } from './melodyAddress.ts';
import { useIncipitSearch } from './useIncipitSearch.ts';

/** `/search/melody`: incipits found by their melody, in any key; the whole state in the address. */
export function MelodySearchScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = parseMelodyQuery(params);
  useScreenTitle(t('melody.title'));
  // The form starts anew from an address reached otherwise (back, a shared link), not on "more".
  const formKey = melodySearchPath({ ...query, page: 1 });

  return (
    <ScreenContainer>
      <Box sx={{ mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {t('melody.title')}
        </Typography>
      </Box>
      <SearchModeTabs />
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('melody.intro')}
      </Typography>
      <MelodyQueryForm
        key={`form ${formKey}`}
        query={query}
        onSearch={(next) => navigate(melodySearchPath(next))}
      />
      <Results
        key={`results ${formKey}`}
        query={query}
        onMore={() => navigate(melodySearchPath({ ...query, page: query.page + 1 }), { replace: true })}
      />
    </ScreenContainer>
  );
}

function Results({ query, onMore }: { query: MelodyQuery; onMore(): void }) {
  const { t } = useTranslation();
  const { result, loading, error, more } = useIncipitSearch(query);
  if (!query.pae) return null;
  return (
    <Box sx={{ mt: 3 }}>
      {loading && !result && <LoadingIndicator size="section" />}
      {error && <Alert severity="error">{t('melody.failed')}</Alert>}
      {result && (
        <MelodyResults
          query={query}
          result={result}
          loading={loading}
          onMore={() => void more().then(onMore)}
        />
      )}
    </Box>
  );
}
