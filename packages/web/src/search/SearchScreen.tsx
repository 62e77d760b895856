import {
  advancedFilterNames,
  createPath,
  type RecordType,
  recordTypeOfSlug,
  type SearchAddress,
  searchBulkEditPath,
  searchSorts,
} from '@fontes/domain';
import EditNoteIcon from '@mui/icons-material/EditNote';
import TuneIcon from '@mui/icons-material/Tune';
import { Alert, Box, Button, Collapse, Typography, useMediaQuery } from '@mui/material';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { lazyScreen } from '../i18n/lazyScreen.ts';
import { useSession } from '../session/sessionContext.ts';
import { LoadingIndicator } from '../ui/LoadingIndicator.tsx';
import { menuIcons } from '../ui/menuIcons.tsx';
import { NotFound } from '../ui/NotFound.tsx';
import { ScreenContainer } from '../ui/ScreenContainer.tsx';
import { useScreenTitle } from '../ui/screenTitle.ts';
import { BULK_TYPES } from './bulk/bulkTypes.ts';
import { ExportButton } from './ExportButton.tsx';
import { FacetsPanel } from './FacetsPanel.tsx';
import { chosenCount } from './facetFilters.ts';
import { SearchForm } from './SearchForm.tsx';
import { SearchModeTabs } from './SearchModeTabs.tsx';
import { SearchResults } from './SearchResults.tsx';
import { SortSelect } from './SortSelect.tsx';
import { type SearchData, useSearch } from './useSearch.ts';
import { type SearchChanges, useSearchAddress } from './useSearchAddress.ts';

// The advanced form comes with the code lists and the pickers' machinery, which a first visit need not load.
const AdvancedSearch = lazyScreen(() => import('./AdvancedSearch.tsx').then((m) => m.AdvancedSearch));

/** Facets beside the hits from this width; below it they fold into a disclosure above them. */
const wide = '(min-width:1000px)';

/** `/`, `/search` and `/search/:type`; every state of the search in the address (`searchAddress.ts`). */
export function SearchScreen() {
  const { type: slug } = useParams();
  const type = recordTypeOfSlug(slug) ?? null;
  if (slug !== undefined && !type) return <NotFound />;
  return <Search type={type} />;
}

function Search({ type }: { type: RecordType | null }) {
  const { t } = useTranslation();
  const search = useSearchAddress(type);
  const { address } = search;
  const { result, loading, error } = useSearch(address);
  const title = type ? t('search.title_type', { type: t(`recordTypes.${type}`) }) : t('search.title');
  useScreenTitle(title);
  const advancedAsked = advancedFilterNames.some((name) => address.filters[name] !== undefined);
  const [advanced, setAdvanced] = useState(advancedAsked);
  const advancedId = useId();

  return (
    <ScreenContainer width="lg">
      <Box sx={{ mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {type && type !== 'entry' && <CreateButton type={type} />}
      </Box>
      <SearchModeTabs />
      <SearchForm key={`${type}?${address.query}`} search={search} />
      <Box sx={{ mt: 1 }}>
        <Button
          size="small"
          startIcon={<TuneIcon />}
          aria-expanded={advanced || advancedAsked}
          aria-controls={advancedId}
          onClick={() => setAdvanced(!(advanced || advancedAsked))}
          data-testid="advanced-toggle"
        >
          {t('search.advanced_search')}
        </Button>
      </Box>
      <Collapse in={advanced || advancedAsked} id={advancedId} unmountOnExit>
        <Suspense fallback={<LoadingIndicator size="line" />}>
          <AdvancedSearch key={JSON.stringify(address.filters)} search={search} />
        </Suspense>
      </Collapse>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t('search.failed')}
        </Alert>
      )}
      <Box sx={{ mt: 3, minHeight: 8, display: 'flex', justifyContent: 'center' }}>
        {loading && !result && <LoadingIndicator size="section" />}
      </Box>
      {result && <SearchBody result={result} loading={loading} search={search} />}
    </ScreenContainer>
  );
}

function SearchBody({
  result,
  loading,
  search,
}: {
  result: SearchData;
  loading: boolean;
  search: SearchChanges;
}) {
  const { t } = useTranslation();
  const isWide = useMediaQuery(wide, { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const facets = <FacetsPanel facets={result.facets} search={search} />;
  const hasFacets = result.facets.some((facet) => facet.values.length > 0);
  const chosen = chosenCount(search.address.filters) + (search.address.type ? 1 : 0);
  return (
    // The last result stays while the next loads, dimmed and marked busy.
    <Box
      data-testid="search-body"
      aria-busy={loading}
      sx={{
        display: 'flex',
        gap: 4,
        alignItems: 'flex-start',
        flexDirection: isWide ? 'row' : 'column',
        opacity: loading ? 0.6 : 1,
        transition: 'opacity 150ms',
      }}
    >
      {hasFacets && isWide && (
        <Box component="aside" aria-label={t('search.facets')} sx={{ width: 260, flexShrink: 0 }}>
          {facets}
        </Box>
      )}
      {hasFacets && !isWide && (
        <Box sx={{ width: '100%' }}>
          <Button
            variant="outlined"
            startIcon={<TuneIcon />}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen(!filtersOpen)}
            data-testid="facets-toggle"
          >
            {chosen ? t('search.facets_chosen', { count: chosen }) : t('search.facets')}
          </Button>
          <Collapse in={filtersOpen} id={panelId}>
            <Box component="aside" aria-label={t('search.facets')} sx={{ pt: 2 }}>
              {facets}
            </Box>
          </Collapse>
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1.5 }}>
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="search-total"
            aria-live="polite"
            sx={{ flex: 1 }}
          >
            {t('search.total', { count: result.total })}
          </Typography>
          <SortSelect
            value={search.address.sort}
            options={searchSorts}
            onChange={(sort) => search.change({ sort })}
          />
          {result.total > 0 && <ExportButton address={search.address} />}
          {result.total > 0 && <ExportButton address={search.address} format="marcxml" />}
          {result.total > 0 && (search.address.type === 'score' || search.address.type === null) && (
            <ExportButton address={search.address} format="mei" />
          )}
          {result.total > 0 && <BulkEditButton address={search.address} />}
        </Box>
        <SearchResults result={result} search={search} />
      </Box>
    </Box>
  );
}

/** Every hit of the search changed at once (contributors; scores, people and literature). */
function BulkEditButton({ address }: { address: SearchAddress }) {
  const { t } = useTranslation();
  const { isContributor } = useSession();
  if (!isContributor || !BULK_TYPES.some((type) => type === address.type)) return null;
  return (
    <Button
      component={Link}
      to={searchBulkEditPath(address)}
      size="small"
      startIcon={<EditNoteIcon />}
      data-testid="bulk-edit-open"
    >
      {t('search.bulk_edit')}
    </Button>
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
