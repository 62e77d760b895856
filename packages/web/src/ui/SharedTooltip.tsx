import Box from '@mui/material/Box';
import { type FocusEvent, lazy, type PointerEvent, type ReactNode, Suspense, useRef, useState } from 'react';

// The small icon buttons of lists (move up, move down, remove, drag; an entry's "catalogue as a score")
// are many: a page of 20 entries has 60, a catalog's page list 3 a page. A MUI Tooltip each cost a save
// of a page about 40 ms of drawing (measured: save median 261 → 202 ms without them). Instead they carry
// their name in `data-tooltip`, and one tooltip shows it beside the one pointed at or focused.

// Loaded when first shown: the shell draws the host on every screen, and MUI's Tooltip brings Popper, its
// transitions and a portal (about 10 kB of a first visit's 200) to screens that have no such button.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** What makes an element show its name in the shared tooltip (its accessible name stays its aria-label). */
export const sharedTooltip = (title: string) => ({ 'data-tooltip': title });

const targetOf = (element: EventTarget | null) =>
  element instanceof Element ? element.closest<HTMLElement>('[data-tooltip]') : null;

/** One tooltip for every `sharedTooltip` element within `children` (dialogs opened from them included). */
export function SharedTooltipHost({ children }: { children: ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const point = (event: PointerEvent) => setAnchor(targetOf(event.target));
  const leave = (event: PointerEvent) => {
    const to = event.relatedTarget;
    if (!(to instanceof Node) || !host.current?.contains(to)) setAnchor(null);
  };
  // As MUI's own tooltips: shown on focus from the keyboard, not on a click's.
  const focus = (event: FocusEvent) => {
    const target = targetOf(event.target);
    setAnchor(target?.matches(':focus-visible') ? target : null);
  };
  return (
    <Box
      ref={host}
      onPointerOver={point}
      onPointerOut={leave}
      onFocus={focus}
      onBlur={() => setAnchor(null)}
      sx={{ display: 'contents' }}
    >
      {children}
      {anchor && (
        <Suspense fallback={null}>
          <Tooltip
            open={anchor.isConnected}
            title={anchor.dataset.tooltip ?? ''}
            slotProps={{ popper: { anchorEl: anchor } }}
          >
            <span hidden />
          </Tooltip>
        </Suspense>
      )}
    </Box>
  );
}
