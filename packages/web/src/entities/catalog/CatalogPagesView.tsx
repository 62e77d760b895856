import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { CustomViewProps } from '../../forms/fieldDescriptor.ts';
import { prefetchQuery, takePrefetched } from '../../records/recordPrefetch.ts';
import { useSession } from '../../session/sessionContext.ts';
import { useDeskScreen } from '../../ui/deskScreen.ts';
import { CatalogPageList, CatalogPage as CatalogPageQuery } from '../page/pageQueries.ts';
import { AssignImagesButton } from './AssignImagesButton.tsx';
import { PageList } from './CatalogPageList.tsx';
import { type CatalogOfPages, freshPolicy } from './catalogOfPages.ts';
import { OpenPage } from './OpenCatalogPage.tsx';
import { PageBatchButton } from './PageBatchButton.tsx';
import { RenumberPagesButton, useArrangePages } from './PageOrder.tsx';

/** The page list and the open page (`?pageId=`), asked for as the catalog's view is entered. */
export function prefetchCatalogPages({
  client,
  id,
  search,
}: {
  client: ApolloClient;
  id: number;
  search: URLSearchParams;
}) {
  prefetchQuery(client, CatalogPageList, { catalogId: id });
  const pageId = Number(search.get('pageId'));
  if (Number.isSafeInteger(pageId) && pageId > 0) prefetchQuery(client, CatalogPageQuery, { id: pageId });
}

/**
 * The catalog's pages: a list of them beside the one open (`?pageId=`, the first by default), so that every
 * page has an address of its own; the open page shows its entries and its image.
 */
export function CatalogPagesView({ values }: CustomViewProps) {
  const { t } = useTranslation();
  const { isContributor } = useSession();
  const record = values as unknown as Omit<CatalogOfPages, 'pages'>;
  // The list of pages without their entries; the open page's entries are loaded apart (OpenPage).
  const [prefetched] = useState(() => takePrefetched(CatalogPageList, { catalogId: record.id }));
  const { data } = useQuery(CatalogPageList, {
    variables: { catalogId: record.id },
    fetchPolicy: freshPolicy(prefetched),
    nextFetchPolicy: 'cache-and-network',
  });
  const catalog: CatalogOfPages = { ...record, pages: data?.getCatalogPageList ?? [] };
  const [params] = useSearchParams();
  const wanted = Number(params.get('pageId'));
  const openIndex = Math.max(
    0,
    catalog.pages.findIndex((page) => page.id === wanted),
  );
  const open = catalog.pages[openIndex];
  const arrange = useArrangePages(catalog);
  // A catalog's pages are transcribed and checked here all day: the menu may give its width.
  useDeskScreen();
  return (
    <Stack spacing={2}>
      {isContributor && (
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={`/pages/create?catalog=${catalog.id}`}
            data-testid="add-page"
          >
            {t('entities.catalog.add_page')}
          </Button>
          <PageBatchButton catalog={catalog} />
          <AssignImagesButton catalog={catalog} />
          <RenumberPagesButton catalog={catalog} arrange={arrange} />
          {/* Records imported from here get their entries in this catalog when they name none. */}
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            component={RouterLink}
            to={`/import?catalog=${catalog.id}`}
            data-testid="import-into-catalog"
          >
            {t('entities.catalog.import_records')}
          </Button>
        </Stack>
      )}
      {arrange.failure && (
        <Alert severity="error" onClose={arrange.clearFailure} data-testid="arrange-message">
          {arrange.failure}
        </Alert>
      )}
      {!data ? null : catalog.pages.length === 0 ? (
        <Typography color="text.secondary" data-testid="no-pages">
          {t('entities.catalog.no_pages')}
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(12rem, 14rem) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <PageList catalog={catalog} open={open} onMove={isContributor ? arrange.move : undefined} />
          {open && (
            <OpenPage
              key={open.id}
              catalog={catalog}
              pageId={open.id}
              nextId={catalog.pages[openIndex + 1]?.id}
            />
          )}
        </Box>
      )}
    </Stack>
  );
}
