import { entryPath } from '@fontes/domain';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, List, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DragHandle, ItemButton, useDragToReorder } from '../../forms/list/ListItemControls.tsx';
import { type CatalogOfPages, type ListedPage, ROW_PX } from './catalogOfPages.ts';

/**
 * Each page a link to its own address; the open one marked. Contributors move pages up and down by buttons
 * (the keyboard's way) or drag them by their handle.
 */
export function PageList({
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
