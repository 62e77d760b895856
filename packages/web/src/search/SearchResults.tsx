import { useQuery } from '@apollo/client/react';
import { Box, Button, Link, Pagination, PaginationItem, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { graphql } from '../graphql/generated/index.ts';
import { loginPath } from '../session/guardDecision.ts';
import { useSession } from '../session/sessionContext.ts';
import { SearchHit } from './SearchHit.tsx';
import { type SearchData, searchPageSize } from './useSearch.ts';
import type { SearchChanges } from './useSearchAddress.ts';

export interface SearchResultsProps {
  result: SearchData;
  search: SearchChanges;
}

/** One page of hits, each laid out for its type, and the pages as links (shareable, back-button safe). */
export function SearchResults({ result, search }: SearchResultsProps) {
  const { t } = useTranslation();
  if (result.total === 0 || result.items.length === 0) return <NoResults result={result} search={search} />;
  const pages = Math.ceil(result.total / searchPageSize);
  const { address } = search;
  return (
    <Box>
      {result.corrected && (
        // The typed words found nothing: the hits are the correction's, and the screen says so.
        <Typography data-testid="search-corrected" sx={{ mb: 1 }}>
          {t('search.corrected')} <strong>{result.corrected}</strong>
        </Typography>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          component="ol"
          aria-label={t('search.results')}
          data-testid="search-results"
          start={(address.page - 1) * searchPageSize + 1}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {result.items.map((hit, index) => (
            <Box
              component="li"
              key={`${hit.type}-${hit.id}`}
              sx={{ borderTop: index ? 1 : 0, borderColor: 'divider' }}
            >
              <SearchHit hit={hit} />
            </Box>
          ))}
        </Box>
      </Paper>
      {pages > 1 && (
        <Box
          component="nav"
          aria-label={t('search.pages')}
          sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}
        >
          <Pagination
            page={Math.min(address.page, pages)}
            count={pages}
            siblingCount={1}
            data-testid="search-pages"
            getItemAriaLabel={(type, page, selected) =>
              type === 'page'
                ? t(selected ? 'search.page_current' : 'search.page', { page })
                : t(`search.page_${type}`)
            }
            renderItem={(item) => (
              <PaginationItem
                component={RouterLink}
                to={search.hrefOf({ ...address, page: item.page ?? 1 })}
                {...item}
              />
            )}
          />
        </Box>
      )}
    </Box>
  );
}

/** Where there are no hits to show: a message and its ways on, centred. */
const emptyResult = {
  py: 4,
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  alignItems: 'center',
} as const;

const HasAccounts = graphql(`
  query HasAccounts {
    hasAccounts
  }
`);

/**
 * An archive with nothing in it yet (a fresh install): says so and shows the way in — to register the
 * first account while there is none, to sign in, or (signed in) to catalogue the first collection.
 */
function EmptyArchive() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.user !== null;
  const { data } = useQuery(HasAccounts, { skip: signedIn });
  const way = signedIn
    ? session.isContributor && { to: '/collections/create', key: 'search.empty_archive_create' }
    : data && {
        to: data.hasAccounts ? loginPath('/') : '/auth/register?redirect=%2F',
        key: data.hasAccounts ? 'search.empty_archive_login' : 'search.empty_archive_register',
      };
  return (
    <Box sx={emptyResult}>
      <Typography color="text.secondary" data-testid="search-empty-archive">
        {t('search.empty_archive')}
      </Typography>
      {way && (
        <Button component={RouterLink} to={way.to} variant="contained" data-testid="search-empty-archive-way">
          {t(way.key)}
        </Button>
      )}
    </Box>
  );
}

/** Nothing found: the nearest known words as a search of their own, and a way out of the filters. */
function NoResults({ result, search }: SearchResultsProps) {
  const { t } = useTranslation();
  const { address } = search;
  const filtered = Object.keys(address.filters).length > 0;
  if (!address.query.trim() && !filtered && !address.type) return <EmptyArchive />;
  return (
    <Box sx={emptyResult}>
      <Typography color="text.secondary" data-testid="search-empty">
        {t('search.empty')}
      </Typography>
      {result.suggestion && (
        <Typography data-testid="search-suggestion">
          {t('search.suggestion')}{' '}
          <Link component={RouterLink} to={search.hrefOf({ ...address, query: result.suggestion })}>
            {result.suggestion}
          </Link>
        </Typography>
      )}
      {filtered && (
        <Button variant="outlined" onClick={() => search.setFilters({})} data-testid="search-clear-filters">
          {t('search.clear_filters')}
        </Button>
      )}
    </Box>
  );
}
