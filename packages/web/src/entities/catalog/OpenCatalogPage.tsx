import { useApolloClient, useQuery } from '@apollo/client/react';
import { recordEditPath, recordPath } from '@fontes/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { HistoryButton } from '../../records/history/HistoryButton.tsx';
import { takePrefetched } from '../../records/recordPrefetch.ts';
import { useDeleteRecord } from '../../records/useDeleteRecord.ts';
import { useSession } from '../../session/sessionContext.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SplitPane } from '../../ui/SplitPane.tsx';
import { prepareNextImages } from '../../viewer/nextImage.ts';
import { viewerImages } from '../../viewer/viewerImages.ts';
import { ViewableCopyViewer } from '../digitalCopy/DigitalCopyImagesView.tsx';
import { pageDefinition } from '../page/pageDefinition.ts';
import { CatalogPage as CatalogPageQuery, catalogPageReads } from '../page/pageQueries.ts';
import { PageEntries } from './CatalogPageEntries.tsx';
import { type CatalogOfPages, type CatalogPage, freshPolicy } from './catalogOfPages.ts';

/**
 * The open page with its entries, loaded for it alone (shown at once when prefetched, refreshed beside);
 * the next page's are fetched meanwhile, and its scan's first tiles (viewer/nextImage.ts), so that going
 * on shows them without waiting.
 */
export function OpenPage({
  catalog,
  pageId,
  nextId,
}: {
  catalog: CatalogOfPages;
  pageId: number;
  nextId?: number;
}) {
  const client = useApolloClient();
  const [prefetched] = useState(() => takePrefetched(CatalogPageQuery, { id: pageId }));
  const { data } = useQuery(CatalogPageQuery, {
    variables: { id: pageId },
    fetchPolicy: freshPolicy(prefetched),
    nextFetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (nextId === undefined) return;
    let left = false;
    client
      .query({ query: CatalogPageQuery, variables: { id: nextId } })
      .then(({ data }) => {
        const image = data?.getPage?.digital_copy_file;
        if (image && !left) prepareNextImages(viewerImages([image]));
      })
      .catch(() => undefined);
    // Another page or screen shown: this page's next scan is no longer the one coming.
    return () => {
      left = true;
      prepareNextImages([]);
    };
  }, [client, nextId]);
  const page = data?.getPage;
  return page ? <OpenPageContent catalog={catalog} page={page} /> : null;
}

/** The scan beside the entries stays in sight under the app bar while a long page's entries scroll. */
const scanBesideSx = { minWidth: 0, '@media (min-width: 1000px)': { position: 'sticky', top: 80 } } as const;

function OpenPageContent({ catalog, page }: { catalog: CatalogOfPages; page: CatalogPage }) {
  const { t } = useTranslation();
  const { isContributor } = useSession();
  const image = page.digital_copy_file;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="open-page">
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }} data-testid="open-page-number">
          {t('entities.catalog.page_number', { number: page.number })}
        </Typography>
        {isContributor && (
          <>
            <Button
              size="small"
              startIcon={<EditIcon />}
              component={RouterLink}
              to={recordEditPath('page', page.id) ?? '#'}
              data-testid="edit-page"
            >
              {t('entities.catalog.edit_page')}
            </Button>
            <Button
              size="small"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={`/pages/create?catalog=${catalog.id}&after=${page.id}`}
            >
              {t('entities.catalog.add_page_after')}
            </Button>
            <HistoryButton
              type="page"
              record={page}
              fields={pageDefinition.fields}
              title={t('entities.catalog.page_number', { number: page.number })}
            />
            <DeletePageButton catalogId={catalog.id} page={page} />
          </>
        )}
      </Stack>
      {image ? (
        <SplitPane
          name="catalog-page"
          defaultShare={66}
          label={t('shell.split_panes')}
          first={<PageEntries catalog={catalog} page={page} />}
          second={
            <Box sx={scanBesideSx}>
              <ViewableCopyViewer
                beside
                copy={{
                  name: image.digital_copy.name,
                  manifest_url: image.digital_copy.manifest_url,
                  files: [image],
                }}
              />
            </Box>
          }
        />
      ) : (
        <PageEntries catalog={catalog} page={page} />
      )}
    </Stack>
  );
}

/** Deletes the page after confirmation; the server refuses while a score names one of its entries, and says which. */
function DeletePageButton({ catalogId, page }: { catalogId: number; page: CatalogPage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const client = useApolloClient();
  const { remove, deleting } = useDeleteRecord(pageDefinition);

  async function confirm() {
    const outcome = await remove(page.id);
    setConfirming(false);
    if (outcome.success) {
      await client.refetchQueries({ include: catalogPageReads });
      navigate(`${recordPath('catalog', catalogId)}?tab=page`, { replace: true });
    } else setFailure(outcome.message || t('record.delete_failed'));
  }

  return (
    <>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => setConfirming(true)}
        data-testid="delete-page"
      >
        {t('entities.catalog.delete_page')}
      </Button>
      {failure && (
        <Alert
          severity="error"
          onClose={() => setFailure(null)}
          sx={{ flexBasis: '100%' }}
          data-testid="page-message"
        >
          {failure}
        </Alert>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('record.delete_title')}
        text={t('entities.page.delete_confirm', { number: page.number })}
        confirmLabel={t('record.delete')}
        busy={deleting}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
