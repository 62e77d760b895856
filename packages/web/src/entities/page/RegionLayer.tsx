import type { Region } from '@fontes/domain';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type OpenSeadragon from 'openseadragon';
import {
  type PointerEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  isArrow,
  type Point,
  regionBetween,
  regionInView,
  regionStepped,
  regionView,
} from './entryRegions.ts';
import type { PageRegions } from './PageRegions.tsx';

// The regions drawn over the scan in OpenSeadragon's viewer, and the box a drag draws.

type Osd = typeof OpenSeadragon;

/** Loads OpenSeadragon's classes (the viewer has loaded them already: this is immediate). */
function useOpenSeadragonModule() {
  const [osd, setOsd] = useState<Osd | null>(null);
  useEffect(() => {
    let current = true;
    import('openseadragon').then(({ default: module }) => current && setOsd(() => module));
    return () => {
      current = false;
    };
  }, []);
  return osd;
}

/** Re-renders whenever the viewer's view changes (zoom, pan, resize, another image opened). */
function useViewportChanges(viewer: OpenSeadragon.Viewer) {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const events = ['open', 'update-viewport', 'resize'] as const;
    for (const event of events) viewer.addHandler(event, changed);
    return () => {
      for (const event of events) viewer.removeHandler(event, changed);
    };
  }, [viewer]);
}

/** The regions over the scan, moving with it; the selected one highlighted and panned to; a drag draws. */
export function RegionLayer({ viewer, regions }: { viewer: OpenSeadragon.Viewer; regions: PageRegions }) {
  const { t } = useTranslation();
  const osd = useOpenSeadragonModule();
  useViewportChanges(viewer);
  const item = viewer.world.getItemAt(0);
  const { image, selected, entries } = regions;
  const selectedRegion = selected === null ? null : (entries[selected]?.region ?? null);
  // Selecting an entry brings its region into view: when another entry is selected (or the image opens),
  // never while the same one stays selected (its region drawn, removed, drawn again).
  const shown = useRef<{ selected: number | null; item: unknown }>({ selected: null, item: null });
  useEffect(() => {
    if (shown.current.selected === selected && shown.current.item === item) return;
    shown.current = { selected, item };
    if (!item || !image || !selectedRegion) return;
    const view = regionView(selectedRegion, image.width, image.height);
    const scale = item.getContentSize().x / image.width;
    viewer.viewport.fitBoundsWithConstraints(
      item.imageToViewportRectangle(view.x * scale, view.y * scale, view.w * scale, view.h * scale),
    );
  }, [selected, item, image, selectedRegion, viewer]);

  if (!osd || !item || !image) return null;
  const scale = item.getContentSize().x / image.width;
  const toElement = (x: number, y: number) =>
    item.imageToViewerElementCoordinates(new osd.Point(x * scale, y * scale));
  const toImage = (x: number, y: number): Point => {
    const point = item.viewerElementToImageCoordinates(new osd.Point(x, y));
    return { x: point.x / scale, y: point.y / scale };
  };
  const boxOf = (region: Region) => {
    const from = toElement(region.x, region.y);
    const to = toElement(region.x + region.w, region.y + region.h);
    return { left: from.x, top: from.y, width: to.x - from.x, height: to.y - from.y };
  };

  return (
    <>
      {entries.map((entry, index) => {
        if (!entry?.region) return null;
        const chosen = index === selected;
        return (
          <Box
            // Entries are identified by their place while the page is edited.
            // biome-ignore lint/suspicious/noArrayIndexKey: the region belongs to the row at this place
            key={index}
            component="button"
            type="button"
            aria-label={t('entities.page.region_of', { position: index + 1, number: entry.number || '–' })}
            aria-pressed={chosen}
            data-testid="entry-region"
            data-entry={index}
            onClick={() => regions.pick(index)}
            sx={(theme) => ({
              position: 'absolute',
              ...boxOf(entry.region as Region),
              p: 0,
              cursor: 'pointer',
              border: chosen ? 3 : 2,
              borderColor: chosen ? theme.palette.warning.main : theme.palette.info.light,
              bgcolor: chosen ? alpha(theme.palette.warning.main, 0.18) : 'transparent',
              boxShadow: `0 0 0 1px ${alpha(theme.palette.common.black, 0.6)}`,
              '&:focus-visible': { outline: 3, outlineColor: theme.palette.primary.light },
            })}
          />
        );
      })}
      {regions.drawing && <DrawingCover regions={regions} toImage={toImage} toElement={toElement} />}
    </>
  );
}

/**
 * Over the scan while a region is drawn: a drag from corner to corner marks it; from the keyboard (the
 * cover takes the focus), an arrow shows a box across the middle of the view, arrows move it, Shift and an
 * arrow size it, by a fiftieth of the view, and Enter marks it. Esc cancels.
 */
function DrawingCover({
  regions,
  toImage,
  toElement,
}: {
  regions: PageRegions;
  toImage(x: number, y: number): Point;
  toElement(x: number, y: number): Point;
}) {
  const { t } = useTranslation();
  const cover = useRef<HTMLElement>(null);
  const start = useRef<Point | null>(null);
  const [end, setEnd] = useState<Point | null>(null);
  const [keyed, setKeyed] = useState<Region | null>(null);
  const { image } = regions;
  useEffect(() => cover.current?.focus(), []);
  const local = (event: PointerEvent<HTMLElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    return toImage(event.clientX - bounds.left, event.clientY - bounds.top);
  };
  const onKeyDown = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (!image) return;
    if (!(isArrow(event.key) || (event.key === 'Enter' && keyed))) return;
    // Not the viewer's: its arrows would pan the scan under the box.
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'Enter' && keyed) {
      regions.draw(keyed);
      return;
    }
    const bounds = event.currentTarget.getBoundingClientRect();
    const [from, to] = [toImage(0, 0), toImage(bounds.width, bounds.height)];
    if (!keyed) {
      setKeyed(regionInView(from, to, image.width, image.height));
      return;
    }
    const step = { x: (to.x - from.x) / 50, y: (to.y - from.y) / 50 };
    setKeyed(regionStepped(keyed, event.key, event.shiftKey, step, image.width, image.height));
  };
  const dragged =
    start.current && end && image ? regionBetween(start.current, end, image.width, image.height) : keyed;
  const from = dragged && toElement(dragged.x, dragged.y);
  const to = dragged && toElement(dragged.x + dragged.w, dragged.y + dragged.h);

  return (
    <Box
      ref={cover}
      role="application"
      tabIndex={0}
      aria-label={t('entities.page.region_draw_area')}
      data-testid="region-draw"
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        setKeyed(null);
        start.current = local(event);
        setEnd(start.current);
      }}
      onPointerMove={(event) => start.current && setEnd(local(event))}
      onPointerUp={(event) => {
        const region =
          start.current && image
            ? regionBetween(start.current, local(event), image.width, image.height)
            : null;
        start.current = null;
        setEnd(null);
        if (region) regions.draw(region);
      }}
      sx={{
        position: 'absolute',
        inset: 0,
        cursor: 'crosshair',
        touchAction: 'none',
        bgcolor: 'rgba(0,0,0,0.15)',
        '&:focus-visible': { outline: 3, outlineColor: 'primary.light', outlineOffset: -3 },
      }}
    >
      {from && to && (
        <Box
          data-testid="region-drawn"
          sx={{
            position: 'absolute',
            left: from.x,
            top: from.y,
            width: to.x - from.x,
            height: to.y - from.y,
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'warning.main',
            pointerEvents: 'none',
          }}
        />
      )}
    </Box>
  );
}
