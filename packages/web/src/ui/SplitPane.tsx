import { Box } from '@mui/material';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useRef, useState } from 'react';
import { clampShare, keepShare, SPLIT_MAX, SPLIT_MIN, shareAfterKey, storedShare } from './splitShare.ts';

/** Side by side from this width; below, the second pane is under the first and nothing is moved. */
const BESIDE = '@media (min-width: 1000px)';

export interface SplitPaneProps {
  /** Names the split in the browser's storage, where the user's share of it is kept. */
  name: string;
  /** The first pane's share of the width, in percent, until the user moves the separator. */
  defaultShare: number;
  /** The separator's accessible name ("Divide entries and scan"). */
  label: string;
  first: ReactNode;
  second: ReactNode;
}

/**
 * Two panes beside each other with a separator between, moved by dragging it or by the arrow keys (Home and
 * End to its bounds), as WAI-ARIA's window splitter; the share is kept in this browser for the next visit.
 */
export function SplitPane({ name, defaultShare, label, first, second }: SplitPaneProps) {
  const [share, setShare] = useState(() => storedShare(name, defaultShare));
  const box = useRef<HTMLDivElement>(null);
  const firstId = useId();

  const moveTo = (next: number) => {
    setShare(next);
    keepShare(name, next);
  };

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const next = shareAfterKey(share, event.key);
    if (next === null) return;
    event.preventDefault();
    moveTo(next);
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || !event.currentTarget.hasPointerCapture(event.pointerId)) return;
    moveTo(clampShare(((event.clientX - rect.left) / rect.width) * 100));
  }

  return (
    <Box
      ref={box}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: 'minmax(0, 1fr)',
        [BESIDE]: {
          gap: 0,
          gridTemplateColumns: `minmax(0, ${share}fr) 1rem minmax(0, ${100 - share}fr)`,
        },
      }}
      data-testid={`split-${name}`}
    >
      <Box id={firstId} sx={{ minWidth: 0 }}>
        {first}
      </Box>
      <Box
        role="separator"
        tabIndex={0}
        aria-label={label}
        aria-orientation="vertical"
        aria-controls={firstId}
        aria-valuenow={share}
        aria-valuemin={SPLIT_MIN}
        aria-valuemax={SPLIT_MAX}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
        onPointerMove={onPointerMove}
        data-testid={`split-${name}-separator`}
        sx={{
          display: 'none',
          [BESIDE]: { display: 'block' },
          alignSelf: 'stretch',
          cursor: 'col-resize',
          touchAction: 'none',
          position: 'relative',
          // The line in the middle of the gap; the whole gap takes the pointer.
          '&::after': {
            content: '""',
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: 'calc(50% - 1px)',
            width: 2,
            bgcolor: 'divider',
          },
          '&:hover::after, &:focus-visible::after': {
            bgcolor: 'primary.main',
            width: 4,
            left: 'calc(50% - 2px)',
          },
          '&:focus-visible': { outline: 'none' },
        }}
      />
      {second}
    </Box>
  );
}
