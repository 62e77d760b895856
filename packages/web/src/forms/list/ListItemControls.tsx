import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, IconButton, type Theme } from '@mui/material';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sharedTooltip } from '../../ui/SharedTooltip.tsx';
import { dropIndex, isLowerHalf } from '../dragReorder.ts';

// The controls of a list item: moving by buttons (keyboard) and by dragging, duplicating, removing.

interface ItemMovesProps {
  itemPath: string;
  itemLabel: string;
  first: boolean;
  last: boolean;
  onMove(direction: 'up' | 'down'): void;
  onDuplicate(): void;
  onRemove(): void;
}

/** Move up, move down, duplicate and remove: keyboard-usable, each named after its item. */
export function ItemMoves({
  itemPath,
  itemLabel,
  first,
  last,
  onMove,
  onDuplicate,
  onRemove,
}: ItemMovesProps) {
  const { t } = useTranslation();
  return (
    <>
      <ItemButton
        id={`${itemPath}-up`}
        label={t('record.move_up', { item: itemLabel })}
        disabled={first}
        onClick={() => onMove('up')}
      >
        <ArrowUpwardIcon fontSize="small" />
      </ItemButton>
      <ItemButton
        id={`${itemPath}-down`}
        label={t('record.move_down', { item: itemLabel })}
        disabled={last}
        onClick={() => onMove('down')}
      >
        <ArrowDownwardIcon fontSize="small" />
      </ItemButton>
      <ItemButton
        id={`${itemPath}-duplicate`}
        label={t('record.duplicate_item', { item: itemLabel })}
        onClick={onDuplicate}
      >
        <ContentCopyIcon fontSize="small" />
      </ItemButton>
      <ItemButton
        id={`${itemPath}-remove`}
        label={t('record.remove_item', { item: itemLabel })}
        onClick={onRemove}
      >
        <DeleteOutlineIcon fontSize="small" />
      </ItemButton>
    </>
  );
}

interface ItemButtonProps {
  id: string;
  label: string;
  disabled?: boolean;
  expanded?: boolean;
  onClick(): void;
  children: ReactNode;
}

/** An item's icon button, named by its label (shown in the shared tooltip, app/SharedTooltip.tsx). */
export function ItemButton({ id, label, disabled, expanded, onClick, children }: ItemButtonProps) {
  return (
    <IconButton
      id={id}
      aria-label={label}
      aria-expanded={expanded}
      disabled={disabled}
      onClick={onClick}
      size="small"
      {...sharedTooltip(label)}
    >
      {children}
    </IconButton>
  );
}

/**
 * Native HTML5 drag and drop between the items of one list: an item is dragged by its handle and dropped
 * before or after another (by the half the pointer is in). Drags from elsewhere are ignored.
 */
export function useDragToReorder(enabled: boolean, move: (from: number, to: number) => void) {
  const dragging = useRef<number | null>(null);
  // Where the item would land: a line above or below the item under the pointer.
  const [target, setTarget] = useState<{ index: number; after: boolean } | null>(null);
  const end = () => {
    dragging.current = null;
    setTarget(null);
  };
  const itemProps = (index: number) =>
    enabled
      ? {
          onDragStart: (event: DragEvent<HTMLElement>) => {
            dragging.current = index;
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
            // The whole item is what moves, not just its handle.
            event.dataTransfer.setDragImage(event.currentTarget, 16, 16);
          },
          onDragEnd: end,
          onDragOver: (event: DragEvent<HTMLElement>) => {
            if (dragging.current === null) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            const after = isLowerHalf(event.clientY, event.currentTarget.getBoundingClientRect());
            if (target?.index !== index || target.after !== after) setTarget({ index, after });
          },
          onDrop: (event: DragEvent<HTMLElement>) => {
            const from = dragging.current;
            if (from === null) return;
            event.preventDefault();
            end();
            const after = isLowerHalf(event.clientY, event.currentTarget.getBoundingClientRect());
            const to = dropIndex(from, index, after);
            if (to !== null) move(from, to);
          },
        }
      : {};
  const dropLine = (index: number) =>
    target?.index === index
      ? { boxShadow: (theme: Theme) => `0 ${target.after ? 3 : -3}px 0 0 ${theme.palette.primary.main}` }
      : {};
  return { enabled, itemProps, dropLine };
}

/** What the pointer drags an item by; the keyboard moves items with the up and down buttons instead. */
export function DragHandle({ label }: { label: string }) {
  return (
    <Box
      draggable
      aria-hidden
      data-testid="drag-handle"
      {...sharedTooltip(label)}
      sx={{ display: 'grid', placeItems: 'center', cursor: 'grab', color: 'text.secondary', p: 0.5 }}
    >
      <DragIndicatorIcon fontSize="small" />
    </Box>
  );
}
