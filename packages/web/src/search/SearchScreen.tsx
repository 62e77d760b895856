import { createPath, type RecordType, recordTypeOfSlug } from '@fontes/domain';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFound } from '../app/NotFound.tsx';
import { menuIcons } from '../app/navigation/menuIcons.tsx';
import { ScreenContainer } from '../app/ScreenContainer.tsx';
import { useScreenTitle } from '../app/screenTitle.ts';
import { useSession } from '../session/sessionContext.ts';
import { MelodySearchLink } from './melody/MelodySearchLink.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SearchResults } from './SearchResults.tsx';
import { useSearch } from './useSearch.ts';

/** `/`, `/search` and `/search/:type`, with the query in `?q=`. */
export function SearchScreen() {
  const { type: slug } = useParams();
  const [params] = useSearchParams();
  const type = recordTypeOfSlug(slug) ?? null;
  if (slug !== undefined && !type) return <NotFound />;
  const query = params.get('q') ?? '';
  return <Search key={`${type}?${query}`} type={type} query={query} />;
}

function Search({ type, query }: { type: RecordType | null; query: string }) {
  const { t } = useTranslation();
  const { result, loading, error, more } = useSearch(query, type);
  const title = type ? t('search.title_type', { type: t(`recordTypes.${type}`) }) : t('search.title');
  useScreenTitle(title);

  return (
    <ScreenContainer>
      <Box sx={{ mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {type && type !== 'entry' && <CreateButton type={type} />}
        <MelodySearchLink />
      </Box>
      <SearchForm query={query} type={type} />
      <Box sx={{ mt: 3, minHeight: 8, display: 'flex', justifyContent: 'center' }}>
        {loading && !result && <CircularProgress size={32} aria-label={t('common.loading')} />}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('search.failed')}
        </Alert>
      )}
      {result && <SearchResults result={result} loading={loading} onMore={more} />}
    </ScreenContainer>
  );
}

/**
 * A new record of the listed type, for contributors: the way in for the types whose create entries the menu
 * keeps hidden (spec §2: publications, composites), and a short way for the others. Entries are created on
 * their page.
 */
function CreateButton({ type }: { type: Exclude<RecordType, 'entry'> }) {
  const { t } = useTranslation();
  const { isContributor } = useSession();
  if (!isContributor) return null;
  return (
    <Button
      component={Link}
      to={createPath(type)}
      variant="outlined"
      startIcon={menuIcons[`create-${type}`]}
      data-testid="search-create"
    >
      {t(`search.create.${type}`)}
    </Button>
  );
}
