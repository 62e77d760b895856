import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { entryPath, recordEditPath, recordPath } from '@fontes/domain';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useDeskScreen } from '../../app/deskScreen.ts';
import type { CustomViewProps } from '../../forms/fieldDescriptor.ts';
import { DragHandle, ItemButton, useDragToReorder } from '../../forms/ListItemControls.tsx';
import { prefetchQuery, takePrefetched } from '../../forms/recordPrefetch.ts';
import { useDeleteRecord } from '../../forms/useDeleteRecord.ts';
import type { CatalogPageFieldsFragment, CatalogPageListQuery } from '../../graphql/generated/graphql.ts';
import { useSession } from '../../session/sessionContext.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { SplitPane } from '../../ui/SplitPane.tsx';
import { prepareNextImages } from '../../viewer/nextImage.ts';
import { viewerImages } from '../../viewer/viewerImages.ts';
import { ViewableCopyViewer } from '../digitalCopy/DigitalCopyImagesView.tsx';
import { pageDefinition } from '../page/pageDefinition.ts';
import { CatalogPageList, CatalogPage as CatalogPageQuery, catalogPageReads } from '../page/pageQueries.ts';
import { AssignImagesButton } from './AssignImagesButton.tsx';
import { PageEntries } from './CatalogPageEntries.tsx';
import { PageBatchButton } from './PageBatchButton.tsx';
import { RenumberPagesButton, useArrangePages } from './PageOrder.tsx';

type CatalogPage = CatalogPageFieldsFragment;
/** A page's row in the list (dense, two lines), before it is measured. */
const ROW_PX = 60;
/** A page as the list shows it: its entries counted, not loaded. */
type ListedPage = CatalogPageListQuery['getCatalogPageList'][number];

interface CatalogOfPages {
  id: number;
  title?: string | null;
  short_title: string;
  /** As the view holds a picked record: its name is the title. */
  collection: { id: number; title: string } | null;
  pages: ListedPage[];
}

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

/** Shown from the cache at once and refreshed beside, unless just asked for to enter the view. */
function freshPolicy(prefetched: boolean) {
  return prefetched ? ('cache-first' as const) : ('cache-and-network' as const);
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

/**
 * Each page a link to its own address; the open one marked. Contributors move pages up and down by buttons
 * (the keyboard's way) or drag them by their handle.
 */
function PageList({
  catalog,
  open,
  onMove,
}: {
  catalog: CatalogOfPages;
  open: ListedPage | undefined;
  onMove?: (from: number, to: number) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const drag = useDragToReorder(onMove !== undefined, (from, to) => void onMove?.(from, to));
  const last = catalog.pages.length - 1;
  // A catalog has hundreds of pages: only those in sight (and some around them) are drawn, so that
  // opening or saving a page does not draw every other one.
  const scroller = useRef<HTMLElement>(null);
  const rows = useVirtualizer({
    count: catalog.pages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 20,
    getItemKey: (index) => catalog.pages[index]?.id ?? index,
  });
  // The open page in sight: in the middle when the list is entered (a shared link to a page far down),
  // then scrolled to no further than needed.
  const openIndex = catalog.pages.findIndex((page) => page.id === open?.id);
  const entered = useRef(false);
  useEffect(() => {
    if (openIndex < 0) return;
    rows.scrollToIndex(openIndex, { align: entered.current ? 'auto' : 'center' });
    entered.current = true;
  }, [openIndex, rows]);

  // The moved page's button keeps the focus, so that moving it again is one more key press.
  async function move(index: number, direction: 'up' | 'down') {
    const to = direction === 'up' ? index - 1 : index + 1;
    await onMove?.(index, to);
    const button = document.getElementById(`page-${to}-${direction}`) as HTMLButtonElement | null;
    const other = document.getElementById(`page-${to}-${direction === 'up' ? 'down' : 'up'}`);
    (button && !button.disabled ? button : other)?.focus();
  }

  return (
    <Box
      component="nav"
      ref={scroller}
      aria-label={t('Catalog.fields.pages')}
      sx={{
        maxHeight: { xs: '40vh', md: '70vh' },
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <List
        dense
        disablePadding
        data-testid="page-list"
        sx={{ position: 'relative', height: rows.getTotalSize() }}
      >
        {rows.getVirtualItems().map((row) => {
          const index = row.index;
          const page = catalog.pages[index];
          const label = t('entities.catalog.page_number', { number: page.number });
          return (
            <ListItem
              key={row.key}
              ref={rows.measureElement}
              data-index={index}
              aria-setsize={catalog.pages.length}
              aria-posinset={index + 1}
              disablePadding
              {...drag.itemProps(index)}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${row.start}px)`,
              }}
              sx={drag.dropLine(index)}
              secondaryAction={
                onMove && (
                  <Stack direction="row" sx={{ alignItems: 'center' }}>
                    <ItemButton
                      id={`page-${index}-up`}
                      label={t('record.move_up', { item: label })}
                      disabled={index === 0}
                      onClick={() => void move(index, 'up')}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </ItemButton>
                    <ItemButton
                      id={`page-${index}-down`}
                      label={t('record.move_down', { item: label })}
                      disabled={index === last}
                      onClick={() => void move(index, 'down')}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </ItemButton>
                    <DragHandle label={t('record.drag_item', { item: label })} />
                  </Stack>
                )
              }
            >
              <ListItemButton
                component={RouterLink}
                to={entryPath(catalog.id, page.id)}
                replace
                selected={page.id === open?.id}
                aria-current={page.id === open?.id ? 'page' : undefined}
                sx={onMove ? { pr: 13 } : undefined}
              >
                <ListItemText
                  primary={label}
                  secondary={t('entities.catalog.entry_count', { count: page.entry_count })}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

/**
 * The open page with its entries, loaded for it alone (shown at once when prefetched, refreshed beside);
 * the next page's are fetched meanwhile, and its scan's first tiles (viewer/nextImage.ts), so that going
 * on shows them without waiting.
 */
function OpenPage({ catalog, pageId, nextId }: { catalog: CatalogOfPages; pageId: number; nextId?: number }) {
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
